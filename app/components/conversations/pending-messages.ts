// Chat messages written while the phone has no connection. They are never shown as sent: the
// conversation lists them as «Pendiente» after the stored messages, keeps them in this tab's
// sessionStorage, and posts them in order once the network is back. Each carries its own
// idempotency key (the message's clientKey), so a post whose answer was lost and is sent again is
// stored once; a pending message leaves the list when the page's messages include its key.
import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { MESSAGE_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { isNetworkError } from '#app/lib/offline.ts'

export type PendingMessage = {
	/** the conversation page's action the message is posted to */
	action: string
	clientKey: string
	text: string
	/** the server refused it (not a lost connection): shown as not sent, with «Quitar» */
	refused?: boolean
}

const STORAGE_KEY = 'reformas:chat-pendientes'
/** at most this many wait in a tab: a phone offline for a day is no reason to fill its storage */
export const MAX_PENDING = 20
/** while some wait and the browser believes it is online, another try this often */
const RETRY_MS = 15_000

let queue: PendingMessage[] | null = null
const listeners = new Set<() => void>()
const EMPTY: PendingMessage[] = []

function read(): PendingMessage[] {
	if (queue) return queue
	try {
		const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
		queue = Array.isArray(stored)
			? stored
					.filter(
						(item): item is PendingMessage =>
							typeof item?.action === 'string' &&
							typeof item?.clientKey === 'string' &&
							typeof item?.text === 'string' &&
							item.text.length <= MESSAGE_MAX_LENGTH,
					)
					.slice(0, MAX_PENDING)
			: []
	} catch {
		queue = []
	}
	return queue
}

function write(next: PendingMessage[]) {
	queue = next
	try {
		sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
	} catch {
		// private mode or a full storage: the queue still lives as long as the page
	}
	for (const listener of listeners) listener()
}

/** Queues a message of `action`; false when the queue is full. */
export function enqueuePending(message: Omit<PendingMessage, 'refused'>) {
	const current = read()
	if (current.length >= MAX_PENDING) return false
	if (!current.some((item) => item.clientKey === message.clientKey)) write([...current, message])
	return true
}

export function removePending(clientKey: string) {
	write(read().filter((item) => item.clientKey !== clientKey))
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

let flushing = false

/**
 * Posts the waiting messages of `action`, oldest first, as the chat form would (the server answers a
 * redirect when it stored one). Stops at the first lost connection: the rest wait for the next try.
 */
async function flush(action: string) {
	if (flushing) return false
	flushing = true
	let sent = false
	try {
		for (const message of read().filter((item) => item.action === action && !item.refused)) {
			const body = new FormData()
			body.set('message', message.text)
			body.set('clientKey', message.clientKey)
			let response: Response
			try {
				response = await fetch(action, { method: 'POST', body, redirect: 'manual', credentials: 'same-origin' })
			} catch (error) {
				if (isNetworkError(error)) break
				throw error
			}
			// a redirect (opaque here) is the action's «stored»
			if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
				sent = true
				continue
			}
			// the connection is there but the server is busy: the next try
			if (response.status === 503 || response.status === 429 || response.status >= 500) break
			write(read().map((item) => (item.clientKey === message.clientKey ? { ...item, refused: true } : item)))
		}
	} finally {
		flushing = false
	}
	return sent
}

/**
 * The conversation page's side of it: a send while offline is queued instead of leaving the page
 * (the browser would show its own «no internet» page and the text would be gone), the queue is
 * sent when the network returns, and the messages still waiting are answered. `storedKeys` are the
 * clientKeys of the viewer's messages the page shows: those are no longer pending.
 */
export function usePendingMessages({
	action,
	formId,
	storedKeys,
}: {
	action: string
	formId: string
	storedKeys: ReadonlyArray<string | null>
}) {
	const all = useSyncExternalStore(subscribe, read, () => EMPTY)
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	revalidate.current = revalidator.revalidate

	// what the page shows is stored: no longer pending
	const stored = new Set(storedKeys.filter(Boolean))
	useEffect(() => {
		const done = read().filter((item) => stored.has(item.clientKey))
		if (done.length) write(read().filter((item) => !stored.has(item.clientKey)))
	})

	useEffect(() => {
		// a capture listener on the document runs before the chat form's own handlers (React's and the
		// browser's plain post): offline, the message is queued and the page stays
		const onSubmit = (event: SubmitEvent) => {
			const form = event.target
			if (!(form instanceof HTMLFormElement) || form.id !== formId || navigator.onLine) return
			const field = form.elements.namedItem('message')
			const text = field instanceof HTMLTextAreaElement ? field.value.trim() : ''
			// empty or too long: the form's own checks answer
			if (!text || text.length > MESSAGE_MAX_LENGTH) return
			if (!enqueuePending({ action, clientKey: crypto.randomUUID(), text })) return
			event.preventDefault()
			event.stopPropagation()
			form.reset()
		}
		const send = () => {
			if (!navigator.onLine) return
			void flush(action).then((sent) => {
				if (sent) revalidate.current()
			})
		}
		document.addEventListener('submit', onSubmit, true)
		window.addEventListener('online', send)
		const timer = setInterval(() => {
			if (read().some((item) => item.action === action && !item.refused)) send()
		}, RETRY_MS)
		send() // left waiting on an earlier visit of this page
		return () => {
			document.removeEventListener('submit', onSubmit, true)
			window.removeEventListener('online', send)
			clearInterval(timer)
		}
	}, [action, formId])

	return all.filter((item) => item.action === action && !stored.has(item.clientKey))
}

/**
 * The conversation page's clientAction: a send whose connection dropped on the way (the browser still
 * believed it was online) is queued like one typed offline, and the page stays. It keeps the form's
 * key (the first post may have been stored, its answer lost: the resend is then the same message), and
 * the form gets a new key for the next message.
 */
export async function queueIfOffline<T>(request: Request, serverAction: () => Promise<T>): Promise<T | Response> {
	const form = await request.clone().formData()
	try {
		return await serverAction()
	} catch (error) {
		if (!isNetworkError(error)) throw error
		const text = String(form.get('message') ?? '').trim()
		const clientKey = String(form.get('clientKey') ?? '') || crypto.randomUUID()
		if (text && text.length <= MESSAGE_MAX_LENGTH) {
			enqueuePending({ action: new URL(request.url).pathname, clientKey, text })
			for (const input of document.querySelectorAll<HTMLInputElement>('input[name="clientKey"]'))
				if (input.value === clientKey) input.value = crypto.randomUUID()
		}
		// as offlineAware: a 503 keeps the loaders from running again while there is no network
		return new Response(JSON.stringify({ offline: true }), {
			status: 503,
			headers: { 'Content-Type': 'application/json' },
		})
	}
}
