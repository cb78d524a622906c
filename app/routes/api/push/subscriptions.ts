import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiCaller, requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '#app/models/push/push.schema.ts'
import { deletePushSubscription, listPushDevices, savePushSubscription } from '#app/models/push/subscriptions.server.ts'
import { vapidPublicKey } from '#app/models/push/vapid.server.ts'

/** GET: the key to subscribe with (applicationServerKey) and the caller's devices. */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiUser(request)
	const devices = await listPushDevices(user.id)
	return apiOk({
		publicKey: vapidPublicKey(),
		data: devices.map((device) => ({
			_id: device.id,
			endpoint: device.endpoint,
			createdAt: device.createdAt.toISOString(),
		})),
	})
})

/**
 * POST: the browser's `PushSubscription` JSON for this device (201 new, 200 the same endpoint
 * updated). DELETE `{ endpoint }`: stop pushing to that device.
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	const { user, tokenFamilyId } = await requireApiCaller(request)
	// the device belongs to this sign-in: POST /api/auth/logout ends its pushes
	const actor = { userId: user.id, tokenFamilyId }
	if (request.method === 'POST') {
		const input = parseOrThrow(PushSubscriptionSchema, await readBody(request))
		const saved = await savePushSubscription(actor, input)
		return apiOk(
			{ message: 'Avisos activados en este dispositivo', data: { _id: saved.id } },
			{ status: saved.created ? 201 : 200 },
		)
	}
	if (request.method === 'DELETE') {
		const { endpoint } = parseOrThrow(PushUnsubscribeSchema, await readBody(request))
		if (!(await deletePushSubscription(actor, endpoint))) return apiError(404, 'Ese dispositivo no recibe avisos')
		return apiOk({ message: 'Avisos desactivados en este dispositivo' })
	}
	return methodNotAllowed()
})
