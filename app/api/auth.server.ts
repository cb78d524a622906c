import { getBearerToken } from '#app/models/auth/api-tokens.server.ts'
import { secondFactorShortfall, TWO_FACTOR_MESSAGES } from '#app/models/auth/two-factor.server.ts'
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
	// an admin's token family works only if its sign-in passed the second factor (or, under
	// ADMIN_2FA_REQUIRED, once one is enrolled on the web, which ends this family anyway)
	const shortfall = await secondFactorShortfall(caller.user, caller.secondFactorAt)
	if (shortfall)
		throw apiError(403, shortfall === 'enrol' ? TWO_FACTOR_MESSAGES.enrolFirst : TWO_FACTOR_MESSAGES.signInWithCode)
	return { user: caller.user, tokenFamilyId: caller.familyId }
}

export async function requireApiRole(request: Request, roles: Role | Role[]) {
	const user = await requireApiUser(request)
	if (!(Array.isArray(roles) ? roles : [roles]).includes(user.role)) throw apiError(403, FORBIDDEN)
	return user
}
