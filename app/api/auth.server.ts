import { getBearerUser } from '#app/models/auth/api-tokens.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { apiError } from './respond.server.ts'

export const NOT_AUTHENTICATED = 'Sesión caducada. Vuelve a iniciar sesión.'
export const FORBIDDEN = 'No tienes permiso para acceder a este recurso'

/** The caller of an /api request, by bearer token; a 401 JSON answer otherwise. */
export async function requireApiUser(request: Request) {
	const user = await getBearerUser(request)
	if (!user) throw apiError(401, NOT_AUTHENTICATED)
	return user
}

export async function requireApiRole(request: Request, roles: Role | Role[]) {
	const user = await requireApiUser(request)
	if (!(Array.isArray(roles) ? roles : [roles]).includes(user.role)) throw apiError(403, FORBIDDEN)
	return user
}
