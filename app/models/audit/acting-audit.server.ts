// Every action an admin takes while acting as a user is recorded. The one place that
// sees every such request is the session lookup (getSessionUser), so it calls this: one AuditLog
// row per non-GET request, however many guards that request passes through.
import { recordAdminAction } from './audit.server.ts'

export const ACTING_REQUEST_ACTION = 'act-as.request'

const recorded = new WeakSet<Request>()

/** What was done, without the body: method, path and the form's `intent` (never passwords or files). */
async function describe(request: Request) {
	const url = new URL(request.url)
	// single fetch posts to `/path.data` (the root to `/_root.data`): record the page's path
	const path = url.pathname.replace(/\/_root\.data$/, '/').replace(/\.data$/, '')
	let intent: string | null = null
	const type = request.headers.get('Content-Type') ?? ''
	// only url-encoded forms are read: a multipart body may hold files, never worth buffering here
	if (type.startsWith('application/x-www-form-urlencoded') && !request.bodyUsed) {
		const form = await request
			.clone()
			.formData()
			.catch(() => null)
		const value = form?.get('intent')
		if (typeof value === 'string') intent = value.slice(0, 100)
	}
	return { method: request.method, path, ...(intent ? { intent } : {}) }
}

export async function recordActingRequest(request: Request, adminId: string, userId: string) {
	if (request.method === 'GET' || request.method === 'HEAD' || recorded.has(request)) return
	recorded.add(request)
	await recordAdminAction({
		actorId: adminId,
		actingAsId: userId,
		action: ACTING_REQUEST_ACTION,
		targetType: 'user',
		targetId: userId,
		details: await describe(request),
	})
}

export const ACTING_READ_ACTION = 'act-as.read'

/**
 * An admin read a user's list through /api on their behalf (spec 000 §1: `userid` of another
 * user). Reads are recorded too: what an admin looked at in someone's account must be traceable.
 */
export function recordActingRead(request: Request, adminId: string, userId: string) {
	const url = new URL(request.url)
	return recordAdminAction({
		actorId: adminId,
		actingAsId: userId,
		action: ACTING_READ_ACTION,
		targetType: 'user',
		targetId: userId,
		details: { method: request.method, path: url.pathname },
	})
}
