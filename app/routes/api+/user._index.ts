import { type LoaderFunctionArgs } from '@remix-run/node'
import { apiError, apiOk } from '#app/api/respond.server.ts'
import { serializeUser } from '#app/api/serializers/user.ts'
import { getBearerUser } from '#app/models/auth/api-tokens.server.ts'
import { findUserRole, getUserProfile } from '#app/models/users/users.server.ts'

/**
 * GET ?email= or ?_id=. The job wizard asks whether an email belongs to a client, a craftsman or
 * nobody, so anyone learns the role; the profile itself only goes to that user or an admin.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const params = new URL(request.url).searchParams
	const found = await findUserRole({ email: params.get('email') ?? undefined, id: params.get('_id') ?? undefined })
	if (!found) return apiError(404, 'Usuario no encontrado')
	const caller = await getBearerUser(request)
	if (caller && (caller.id === found.id || caller.role === 'admin')) return apiOk({ data: serializeUser(await getUserProfile(found.id)) })
	return apiOk({ data: { role: found.role } })
}
