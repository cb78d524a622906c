// One Socket.IO connection per dashboard page, for signed-in users. A push only says "something
// changed": the page reloads its loaders, so what it shows always comes from the database. After
// a reconnection it reloads too, which recovers any push missed while offline.
import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { RECONNECTION } from './events.ts'

export function useRealtimeRevalidation(userId: string) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	useEffect(() => {
		let closed = false
		let disconnect = () => {}
		void import('socket.io-client').then(({ io }) => {
			if (closed) return
			const socket = io({ ...RECONNECTION, withCredentials: true })
			let connectedBefore = false
			socket.on('connect', () => {
				socket.emit('addUser', userId)
				if (connectedBefore && !socket.recovered) revalidate.current()
				connectedBefore = true
			})
			const refresh = () => revalidate.current()
			socket.on('getMessage', refresh)
			socket.on('notification', refresh)
			disconnect = () => socket.disconnect()
		})
		return () => {
			closed = true
			disconnect()
		}
	}, [userId])
}
