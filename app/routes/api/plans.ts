import { type LoaderFunctionArgs } from '@remix-run/node'
import { api, apiValue, readPaging } from '#app/api/respond.server.ts'
import { serializePlan } from '#app/api/serializers/subscription.ts'
import { listPlansPage } from '#app/models/subscriptions/subscriptions.server.ts'

/**
 * GET ?requestType=all | ?pageSize&pageNumber: the plans on sale, shortest first (public, like their
 * prices). The body is the array of plans: clients map over `response.data`.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const all = new URL(request.url).searchParams.get('requestType') === 'all'
	const { page, pageSize } = readPaging(request, { defaultSize: 10 })
	const { plans } = await listPlansPage({ page, pageSize, all })
	return apiValue(plans.map(serializePlan))
})
