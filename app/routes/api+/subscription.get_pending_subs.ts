import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk } from '#app/api/respond.server.ts'
import { serializeSubscription } from '#app/api/serializers/subscription.ts'
import { listOwnPendingOrders } from '#app/models/subscriptions/subscriptions.server.ts'

/** GET: the caller's orders waiting for their transfer (plan._id, payment_status, paymentId…). */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, 'oficial')
	const orders = await listOwnPendingOrders(user.id)
	return apiOk({ data: orders.map(serializeSubscription) })
})
