// Socket.IO in the browser, only on the pages that need it, and loaded once the page is interactive:
// the socket.io-client chunk (13 kB gzip) is imported when the browser is first idle after the load
// event, so it competes with neither the first paint nor hydration.
// A push only says "something changed": the page reloads its loaders, so what it shows always
// comes from the database. At its first connection the socket asks what was pushed since the page's
// loaders ran (a push made before the socket joined its rooms reached nobody) and the page reloads
// only if something was: reloading every time was the longest task of a dashboard's load on a phone,
// and it could interrupt the user's first action (decision 064). It reloads after every reconnection,
// and when the server says pushes may have been lost (Redis back after an outage): even a «recovered»
// reconnection can lack a push made while the server restored the session
// (docs/decisions/019-attack-findings.md).
// A push that arrives while the page is navigating or already reloading waits for it to finish: a
// reload started mid-navigation restarts that navigation's loaders, and the request it drops has
// already been served, with the one-time confirmation cookie («Mensaje enviado con éxito») in it.
import { useLoaderData, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { type Socket } from 'socket.io-client'
import {
	type ClientToServerEvents,
	type MissedPushes,
	RECONNECTION,
	RELOAD_EVENTS,
	type ServerToClientEvents,
} from './events.ts'

type Options = {
	/** a signed-in dashboard: announce ourselves (addUser) and reload on the private pushes */
	userId?: string
	/** reload when the public job `jobId` changes and this returns true (the feed, a job's page) */
	onPublicJob?: (jobId: string) => boolean
}

/** the first connection's question unanswered this long: the page reloads, as if told it missed something */
const MISSED_ANSWER_TIMEOUT_MS = 5_000
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

function useRealtime({ userId, onPublicJob }: Options) {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate
	// busy: a navigation, a form's submission or a reload is under way; a push meanwhile is kept for after
	const busy = useNavigation().state !== 'idle' || revalidator.state !== 'idle'
	const busyNow = useRef(busy)
	busyNow.current = busy
	const refreshWhenIdle = useRef(false)
	useEffect(() => {
		if (busy || !refreshWhenIdle.current) return
		refreshWhenIdle.current = false
		revalidate.current()
	}, [busy])
	const accept = useRef(onPublicJob)
	accept.current = onPublicJob
	// The route that calls this hook returns `servedAt`, the server's clock as its loader started: its
	// data was loaded by the document or navigation that mounted it, later reloads only make it newer,
	// so the first value is the one to ask about. None: the server answers «missed everything».
	const loadedAt = useRef((useLoaderData() as { servedAt?: number } | undefined)?.servedAt)
	useEffect(() => {
		let closed = false
		let disconnect = () => {}
		const cancelIdle = afterInteractive(() =>
			import('socket.io-client').then(({ io }) => {
				if (closed) return
				const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
					...RECONNECTION,
					withCredentials: true,
				})
				const refresh = () => {
					if (busyNow.current) refreshWhenIdle.current = true
					else {
						busyNow.current = true // until the render that shows the reload under way
						revalidate.current()
					}
				}
				const missedAnything = (missed: MissedPushes) =>
					(Boolean(userId) && missed.private) ||
					(accept.current !== undefined &&
						(missed.jobIds === 'many' || missed.jobIds.some((jobId) => accept.current?.(jobId))))
				let connections = 0
				socket.on('connect', () => {
					if (userId) socket.emit('addUser', userId)
					if (connections++ > 0) return refresh()
					// The loaders ran before the socket joined its rooms: a push made in between (a reply
					// sent while this chunk was on its way) reached nobody but left its mark. The server
					// joins the rooms in the turn that answers the CONNECT, so whatever is pushed later arrives.
					socket
						.timeout(MISSED_ANSWER_TIMEOUT_MS)
						.emit('missedSince', loadedAt.current, (error: Error | null, missed: MissedPushes) => {
							if (error || missedAnything(missed)) refresh()
						})
				})
				if (userId) for (const event of RELOAD_EVENTS) socket.on(event, refresh)
				let resyncTimer: ReturnType<typeof setTimeout> | undefined
				socket.on('resync', () => {
					clearTimeout(resyncTimer)
					resyncTimer = setTimeout(refresh, Math.random() * RESYNC_SPREAD_MS)
				})
				// read at each event: a dashboard page that starts or stops listing jobs keeps its socket
				socket.on('getPublicEvent', (event) => {
					if (accept.current?.(event.jobId)) refresh()
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
	useRealtime({ userId, onPublicJob: publicEvents ? () => true : undefined })
}

/** A public page (anonymous sockets allowed): reloads when a job it shows changes. */
export function usePublicEvents(accept: (jobId: string) => boolean = () => true) {
	useRealtime({ onPublicJob: accept })
}
