import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { SubscriptionFiltersSchema } from '#app/api/schemas/queries.ts'
import { requireApiRole } from '#app/api/auth.server.ts'
import {
	api,
	apiOk,
	givenParams,
	methodNotAllowed,
	pageInfo,
	parseOrThrow,
	readBody,
	readPaging,
} from '#app/api/respond.server.ts'
import { serializeSubscription } from '#app/api/serializers/subscription.ts'
import { SUBSCRIPTION_PAGE_SIZE } from '#app/models/subscriptions/limits.ts'
import { orderPlan } from '#app/models/subscriptions/orders.server.ts'
import { MESSAGES } from '#app/models/subscriptions/subscription-errors.ts'
import { OrderPlanSchema } from '#app/models/subscriptions/subscriptions.schema.ts'
import { listAllOrders, listOwnOrders } from '#app/models/subscriptions/subscriptions.server.ts'

/**
 * GET ?pageSize&pageNumber&status&payment_status&paymentId: the caller's own orders, 10 per page;
 * an admin gets every craftsman's (`payment_status=pending`: the transfers to confirm).
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, ['oficial', 'admin'])
	const filters = parseOrThrow(SubscriptionFiltersSchema, givenParams(request))
	const { page, pageSize } = readPaging(request, { defaultSize: SUBSCRIPTION_PAGE_SIZE })
	const paging = {
		page,
		pageSize,
		filters: { status: filters.status, paymentStatus: filters.payment_status, paymentId: filters.paymentId },
	}
	const { orders, total } = user.role === 'admin' ? await listAllOrders(paging) : await listOwnOrders(user.id, paging)
	return apiOk({ data: orders.map(serializeSubscription), ...pageInfo(page, pageSize, total) })
})

/** POST {planId, payment_details: {payment_method: 'bank_transfer'}}: orders a plan. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiRole(request, 'oficial')
	const body = await readBody(request)
	const details =
		body.payment_details && typeof body.payment_details === 'object'
			? (body.payment_details as Record<string, unknown>)
			: {}
	const input = parseOrThrow(OrderPlanSchema, { planId: body.planId, paymentMethod: details.payment_method })
	const order = await orderPlan({ user, planId: input.planId, method: input.paymentMethod })
	return apiOk(
		{
			message: MESSAGES.created,
			info: MESSAGES.emailSent,
			paymentId: order.payment!.paymentId,
			data: serializeSubscription(order),
		},
		{ status: 201 },
	)
})
