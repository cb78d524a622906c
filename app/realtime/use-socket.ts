// Socket.IO in the browser, only on the pages that need it, and loaded once the page is interactive:
// the socket.io-client chunk (13 kB gzip) is imported when the browser is first idle after the load
// event, so it competes with neither the first paint nor hydration.
// A push only says "something changed": the page reloads its loaders, so what it shows always
// comes from the database. It reloads once the socket has connected (what was stored between the
// loaders and the connection was pushed to nobody), after every reconnection, and when the server says
// pushes may have been lost (Redis back after an outage): even a «recovered» reconnection can lack
// a push made while the server restored the session (docs/decisions/019-attack-findings.md).
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

/** Runs `start` when the browser is first idle after the load event; answers a cancel. */
function afterInteractive(start: () => unknown) {
	let idle: number | undefined
	const schedule = () => {
		// Safari has no requestIdleCallback: a timeout stands in
		idle = window.requestIdleCallback
			? window.requestIdleCallback(() => void start(), { timeout: 2_000 })
			: window.setTimeout(() => void start(), 200)
	}
	if (document.readyState === 'complete') schedule()
	else window.addEventListener('load', schedule, { once: true })
	return () => {
		window.removeEventListener('load', schedule)
		if (idle === undefined) return
		if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
		else clearTimeout(idle)
	}
}

function useRealtime({ userId, onPublicEvent }: Options) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	const accept = useRef(onPublicEvent)
	accept.current = onPublicEvent
	useEffect(() => {
		let closed = false
		let disconnect = () => {}
		const cancelIdle = afterInteractive(() =>
			import('socket.io-client').then(({ io }) => {
				if (closed) return
				const socket = io({ ...RECONNECTION, withCredentials: true })
				// Every connection, the first included, reloads the page once: the loaders ran before the
				// socket joined its rooms, and a push made in between (a reply sent while this chunk was
				// still on its way) reached nobody. The server joins the rooms in the same turn as it answers the
				// CONNECT, so whatever is stored after this reload's loaders start is pushed.
				socket.on('connect', () => {
					if (userId) socket.emit('addUser', userId)
					revalidate.current()
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
			}),
		)
		return () => {
			closed = true
			cancelIdle()
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
