// Guards for loaders and actions (every one that needs a user calls one of these itself).
// Pages get redirects; /api calls get JSON errors from app/api/auth.server.ts instead.
import { redirect } from '@remix-run/node'
import { type Role } from '#app/generated/prisma/enums.ts'
import { dashboardPath } from './roles.ts'
import { isLocalPath } from '#app/lib/local-path.ts'
import { destroySession, getSessionUser } from './sessions.server.ts'
import { secondFactorShortfall } from './two-factor.server.ts'
import { SIGN_IN_CODE_PATH } from './two-factor.schema.ts'
import { commitPendingSignIn } from './two-factor-sign-in.server.ts'
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
 * An admin's session (acting as someone or not) works as admin only once it has passed the second
 * factor: a session opened with the password alone, of an account that has a factor, is ended and
 * its browser sent to the code step (the password was right once: the code finishes that sign-in);
 * with ADMIN_2FA_REQUIRED an admin without a factor reaches only the page that enrols one.
 */
export async function requireEnrolledAdmin(request: Request, user: SessionUser) {
	const admin = user.actingAdmin ? { id: user.actingAdmin.id, role: 'admin' } : user
	const shortfall = await secondFactorShortfall(admin, user.secondFactorAt)
	if (!shortfall) return
	const enrolPage = paths.adminTwoFactor()
	if (shortfall === 'enrol') {
		if (new URL(request.url).pathname.replace(/\.data$/, '') === enrolPage) return
		throw redirect(enrolPage)
	}
	const url = new URL(request.url)
	const headers = new Headers()
	headers.append('Set-Cookie', await destroySession(request))
	headers.append(
		'Set-Cookie',
		await commitPendingSignIn(admin.id, `${url.pathname.replace(/\.data$/, '')}${url.search}`),
	)
	throw redirect(SIGN_IN_CODE_PATH, { headers })
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
