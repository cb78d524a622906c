// What a log line needs to know about the work it belongs to: the request (or the job a request
// queued) and who is signed in. Carried by AsyncLocalStorage, so nothing has to pass it along by
// hand. Kept in a process-wide slot: server.ts and the Remix build may hold separate module
// instances of this file, and both must see the same store.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export type RequestContext = {
	requestId: string
	/** the signed-in user, set when the session or the bearer token is read */
	userId?: string
	/** inside a background job */
	job?: { kind: string; id: string }
	/** where the request came from (device-id.server.ts): its address and the browser's or app's device id */
	origin?: RequestOrigin
}

export type RequestOrigin = { ip: string; deviceId: string | null; userAgent?: string }

const SLOT = Symbol.for('reformas.request-context')
type Slot = { [SLOT]?: AsyncLocalStorage<RequestContext> }
const storage = ((globalThis as Slot)[SLOT] ??= new AsyncLocalStorage<RequestContext>())

export function runWithContext<T>(context: RequestContext, work: () => T): T {
	return storage.run(context, work)
}

export function currentContext(): RequestContext | undefined {
	return storage.getStore()
}

/** The request id of the work in hand, if any (a job carries its request's). */
export function currentRequestId() {
	return storage.getStore()?.requestId
}

/** Records who made the request, for its log line. Ids only: never an email or a name. */
export function setRequestUser(userId: string) {
	const context = storage.getStore()
	if (context) context.userId = userId
}

// why: an id from a client or a proxy lands in our logs and jobs, so only a short plain token
// is taken (no spaces, quotes or control characters that could forge or break a log line)
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/

/** The client's `X-Request-Id` when it is a sane value, else a new one. */
export function requestIdFrom(header: string | string[] | undefined) {
	const value = Array.isArray(header) ? header[0] : header
	return value && SANE_ID.test(value) ? value : randomUUID()
}
