// Guards for loaders and actions (every one that needs a user calls one of these itself).
// Pages get redirects; /api calls get JSON errors from app/api/auth.server.ts instead.
import { redirect } from '@remix-run/node'
import { type Role } from '#app/generated/prisma/enums.ts'
import { dashboardPath } from './roles.ts'
import { isLocalPath } from '#app/lib/local-path.ts'
import { getSessionUser } from './sessions.server.ts'
import { hasSecondFactor, isTwoFactorRequired } from './two-factor.server.ts'
import { paths } from '#app/lib/paths.ts'

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>

export const getOptionalUser = getSessionUser

export function loginPath(request: Request) {
	const url = new URL(request.url)
	const redirectTo = `${url.pathname}${url.search}`
	return `/iniciar-sesion?redirectTo=${encodeURIComponent(redirectTo)}`
}

export async function requireUser(request: Request): Promise<SessionUser> {
	const user = await getSessionUser(request)
	if (!user) throw redirect(loginPath(request))
	await requireEnrolledAdmin(request, user)
	return user
}

/**
 * With ADMIN_2FA_REQUIRED, an admin (or an admin acting as someone) without a second factor
 * reaches only the page that enrols one; every other page sends them there.
 */
export async function requireEnrolledAdmin(request: Request, user: SessionUser) {
	const adminId = user.actingAdmin?.id ?? (user.role === 'admin' ? user.id : null)
	if (!adminId || !isTwoFactorRequired()) return
	const enrolPage = paths.adminTwoFactor()
	if (new URL(request.url).pathname.replace(/\.data$/, '') === enrolPage) return
	if (!(await hasSecondFactor(adminId))) throw redirect(enrolPage)
}

/** The user, if of one of `roles`; anyone else goes to their own dashboard. */
export async function requireRole(request: Request, roles: Role | Role[]): Promise<SessionUser> {
	const user = await requireUser(request)
	const allowed = Array.isArray(roles) ? roles : [roles]
	if (!allowed.includes(user.role)) throw redirect(dashboardPath(user.role))
	return user
}

export async function requireAnonymous(request: Request) {
	const user = await getSessionUser(request)
	if (user) throw redirect(dashboardPath(user.role))
}

/** Only same-site paths: an open redirect would let a link send people anywhere after login. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	return isLocalPath(to) ? to : fallback
}
