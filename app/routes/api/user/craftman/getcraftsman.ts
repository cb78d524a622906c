import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, pageInfo, readPaging } from '#app/api/respond.server.ts'
import { serializeCraftsmanRecord } from '#app/api/serializers/admin-user.ts'
import { filterForApiStatus, listCraftsmenForReview } from '#app/models/admin/craftsman-verification.server.ts'
import { getCurrentSubscriptions } from '#app/models/subscriptions/active-subscription.server.ts'

// the trailing _ of 'craftman_' keeps this out of user.craftman.ts (PUT/DELETE /api/user/craftman)
export const action = methodNotAllowed

/**
 * GET ?status=unverified|verified|all&pageSize&pageNumber (admin): craftsman records (with their
 * user's name, email and place), oldest registration first.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	await requireApiRole(request, 'admin')
	const { page, pageSize } = readPaging(request, { defaultSize: 10 })
	const filter = filterForApiStatus(new URL(request.url).searchParams.get('status'))
	const { users, total } = await listCraftsmenForReview({ filter, page, pageSize })
	const subscriptions = await getCurrentSubscriptions(users.map((user) => user.id))
	return apiOk({
		data: users.map((user) => serializeCraftsmanRecord(user, subscriptions)),
		...pageInfo(page, pageSize, total),
	})
})
