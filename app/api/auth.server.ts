import { getBearerToken } from '#app/models/auth/api-tokens.server.ts'
import { hasSecondFactor, isTwoFactorRequired, TWO_FACTOR_MESSAGES } from '#app/models/auth/two-factor.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { apiError } from './respond.server.ts'

export const NOT_AUTHENTICATED = 'Sesión caducada. Vuelve a iniciar sesión.'
export const FORBIDDEN = 'No tienes permiso para acceder a este recurso'

/** The caller of an /api request, by bearer token; a 401 JSON answer otherwise. */
export async function requireApiUser(request: Request) {
	return (await requireApiCaller(request)).user
}

/** The caller and the token family its access token belongs to. */
export async function requireApiCaller(request: Request) {
	const caller = await getBearerToken(request)
	if (!caller) throw apiError(401, NOT_AUTHENTICATED)
	// ADMIN_2FA_REQUIRED: an admin's token does nothing until a second factor is enrolled (on the web)
	if (caller.user.role === 'admin' && isTwoFactorRequired() && !(await hasSecondFactor(caller.user.id)))
		throw apiError(403, TWO_FACTOR_MESSAGES.enrolFirst)
	return { user: caller.user, tokenFamilyId: caller.familyId }
}

export async function requireApiRole(request: Request, roles: Role | Role[]) {
	const user = await requireApiUser(request)
	if (!(Array.isArray(roles) ? roles : [roles]).includes(user.role)) throw apiError(403, FORBIDDEN)
	return user
}
