import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, pageInfo, readPaging } from '#app/api/respond.server.ts'
import { serializeAdminUser } from '#app/api/serializers/admin-user.ts'
import { listUsers } from '#app/models/admin/user-admin.server.ts'
import { roleForSegment } from '#app/models/auth/roles.ts'
import { getCurrentSubscriptions } from '#app/models/subscriptions/active-subscription.server.ts'

export const action = methodNotAllowed

/** GET ?role=cliente|oficial|admin&search&pageSize&pageNumber (admin): users, newest first. */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	await requireApiRole(request, 'admin')
	const { page, pageSize } = readPaging(request, { defaultSize: 10 })
	const params = new URL(request.url).searchParams
	const { users, total } = await listUsers({
		role: roleForSegment(params.get('role') ?? ''),
		search: params.get('search'),
		page,
		pageSize,
	})
	const subscriptions = await getCurrentSubscriptions(users.filter((user) => user.craftsman).map((user) => user.id))
	return apiOk({
		data: users.map((user) => serializeAdminUser(user, subscriptions)),
		...pageInfo(page, pageSize, total),
	})
})
