import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeCraftsmanUser } from '#app/api/serializers/admin-user.ts'
import { VerificationApiSchema } from '#app/models/admin/admin-actions.schema.ts'
import {
	getCraftsmanForReview,
	refuseCraftsman,
	verifyCraftsman,
	VERIFICATION_MESSAGES,
} from '#app/models/admin/craftsman-verification.server.ts'
import { getCurrentSubscriptions } from '#app/models/subscriptions/active-subscription.server.ts'

// the trailing _ of 'craftman_' keeps this out of user.craftman.ts (PUT/DELETE /api/user/craftman)

/** GET (admin): one craftsman by user id, with documents, gallery, services, reviews and state. */
export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
	await requireApiRole(request, 'admin')
	const user = await getCraftsmanForReview(params.id ?? '')
	if (!user) return apiError(404, VERIFICATION_MESSAGES.notFound)
	return apiOk({ data: serializeCraftsmanUser(user, await getCurrentSubscriptions([user.id])) })
})

/** PUT {status: 'verified'} or {status: 'refused', reason} (admin): the queue's decision, same rules. */
export const action = api(async ({ request, params }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const admin = await requireApiRole(request, 'admin')
	const input = parseOrThrow(VerificationApiSchema, await readBody(request))
	const userId = params.id ?? ''
	const done =
		input.status === 'verified'
			? await verifyCraftsman({ adminId: admin.id, userId })
			: await refuseCraftsman({ adminId: admin.id, userId, reason: input.reason })
	const [user, subscriptions] = await Promise.all([getCraftsmanForReview(userId), getCurrentSubscriptions([userId])])
	return apiOk({ message: done.message, data: serializeCraftsmanUser(user!, subscriptions) })
})
