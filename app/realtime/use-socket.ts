// Socket.IO in the browser, only on the pages that need it, and loaded on first use: the
// socket.io-client chunk is imported inside an effect, so a page's own JavaScript does not grow.
// A push only says "something changed": the page reloads its loaders, so what it shows always
// comes from the database. It reloads after every reconnection too, and when the server says
// pushes may have been lost (Redis back after an outage): even a «recovered» reconnection can lack
// a push made while the server restored the session (docs/decisions.md).
import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { type PublicEventPush, RECONNECTION } from './events.ts'

type Options = {
	/** a signed-in dashboard: announce ourselves (addUser) and reload on the private pushes */
	userId?: string
	/** reload when a public job changes and this returns true (the feed, a job's page) */
	onPublicEvent?: (event: PublicEventPush) => boolean
}

const PRIVATE_EVENTS = ['getMessage', 'notification', 'getReview', 'message'] as const
/** every page of every instance hears «resync» at once: their reloads are spread over this long */
const RESYNC_SPREAD_MS = 3_000

function useRealtime({ userId, onPublicEvent }: Options) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	const accept = useRef(onPublicEvent)
	accept.current = onPublicEvent
	useEffect(() => {
		let closed = false
		let disconnect = () => {}
		void import('socket.io-client').then(({ io }) => {
			if (closed) return
			const socket = io({ ...RECONNECTION, withCredentials: true })
			let connectedBefore = false
			socket.on('connect', () => {
				if (userId) socket.emit('addUser', userId)
				if (connectedBefore) revalidate.current()
				connectedBefore = true
			})
			const refresh = () => revalidate.current()
			if (userId) for (const event of PRIVATE_EVENTS) socket.on(event, refresh)
			let resyncTimer: ReturnType<typeof setTimeout> | undefined
			socket.on('resync', () => {
				clearTimeout(resyncTimer)
				resyncTimer = setTimeout(refresh, Math.random() * RESYNC_SPREAD_MS)
			})
			// read at each event: a dashboard page that starts or stops listing jobs keeps its socket
			socket.on('getPublicEvent', (event: PublicEventPush) => {
				if (accept.current?.(event)) revalidate.current()
			})
			disconnect = () => {
				clearTimeout(resyncTimer)
				socket.disconnect()
			}
		})
		return () => {
			closed = true
			disconnect()
		}
	}, [userId])
}

/** The dashboard: one socket for the signed-in user; `publicEvents` also for a page listing public jobs. */
export function useRealtimeRevalidation(userId: string, { publicEvents = false }: { publicEvents?: boolean } = {}) {
	useRealtime({ userId, onPublicEvent: publicEvents ? () => true : undefined })
}

/** A public page (anonymous sockets allowed): reloads when a job it shows changes. */
export function usePublicEvents(accept: (event: PublicEventPush) => boolean = () => true) {
	useRealtime({ onPublicEvent: accept })
}
