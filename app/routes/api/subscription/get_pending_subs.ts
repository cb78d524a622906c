import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiValue } from '#app/api/respond.server.ts'
import { serializeSubscription } from '#app/api/serializers/subscription.ts'
import { listOwnPendingOrders } from '#app/models/subscriptions/subscriptions.server.ts'

/**
 * GET: the caller's order waiting for its transfer (plan {_id, name…}, payment_status, paymentId,
 * price…) as the body itself, or `null` when there is none: clients read `response.data.plan._id`.
 * A craftsman has at most one pending order (a second one is refused), so the newest is the one.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, 'oficial')
	const [pending] = await listOwnPendingOrders(user.id)
	return apiValue(pending ? serializeSubscription(pending) : null)
})
