import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeSubscription } from '#app/api/serializers/subscription.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { MESSAGES } from '#app/models/subscriptions/subscription-errors.ts'
import { ApiVerifyPaymentSchema } from '#app/models/subscriptions/subscriptions.schema.ts'

export const loader = methodNotAllowed

/**
 * POST {subscriptionId} or {paymentId, amount (euros)}: an admin confirms a received transfer;
 * idempotent. With an order id, a given amount is still checked; the answer carries its `userId`.
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const admin = await requireApiRole(request, 'admin')
	const input = parseOrThrow(ApiVerifyPaymentSchema, await readBody(request))
	const { order, changed } = await verifyPayment(
		input.subscriptionId
			? { subscriptionId: input.subscriptionId, amountEuros: input.amount, adminId: admin.id }
			: { paymentId: input.paymentId!, amountEuros: input.amount!, adminId: admin.id },
	)
	return apiOk({
		message: MESSAGES.verified,
		userId: order.userId,
		alreadyVerified: !changed,
		data: serializeSubscription(order),
	})
})
