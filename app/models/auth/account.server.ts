// Sign-in, email verification and password changes: the use cases behind the forms and /api/auth.
import { getEnv } from '#app/lib/env.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { enqueueLinkEmail, enqueuePasswordChangedEmail } from './emails.server.ts'
import { hashNewPassword, hashPassword, verifyPassword } from './password.server.ts'
import { checkPasswordAttempt } from './password-attempts.server.ts'
import { recommendChangeIfWeak } from './password-recommendation.server.ts'
import { endAllSessions, endOtherSessions, sessionUserSelect } from './sessions.server.ts'
import { checkVerificationToken, createLinkToken, markTokenUsed } from './verification.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { enqueue } from '#app/queue/queue.server.ts'

export const LOGIN_FAILED = 'Correo electrónico o contraseña incorrectos'
export const ACCOUNT_BLOCKED = 'Tu cuenta está bloqueada. Escríbenos si crees que es un error.'
export const RESET_REQUESTED =
	'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.'
export const PASSWORD_CHANGED = 'Contraseña actualizada correctamente'
export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta'
export const SAME_AS_CURRENT_PASSWORD = 'La nueva contraseña debe ser distinta de la actual'

let dummy: Promise<string> | undefined
const dummyHash = () => (dummy ??= hashPassword('no es la contraseña de nadie'))

export type LoginResult =
	| { ok: true; user: { id: string; email: string; name: string; role: string; secondFactor: boolean } }
	| { ok: false; message: string }

/** Sign-in by email and password from `ip`, under the sign-in limits (refused with an AppError 429). */
export async function verifyLogin(email: string, password: string, ip: string): Promise<LoginResult> {
	const user = await prisma.user.findUnique({
		where: { email: email.toLowerCase() },
		select: { ...sessionUserSelect, passwordHash: true, twoFactor: { select: { enabledAt: true } } },
	})
	// compare even when there is no user, so the answer takes as long either way
	const hash = user?.passwordHash ?? (await dummyHash())
	const secondFactor = Boolean(user?.twoFactor?.enabledAt)
	const matches = await checkPasswordAttempt({ ip, email }, () => verifyPassword(password, hash), {
		clearOnSuccess: !secondFactor,
	})
	if (!user || !matches) return { ok: false, message: LOGIN_FAILED }
	if (user.blockedAt) return { ok: false, message: ACCOUNT_BLOCKED }
	await recommendChangeIfWeak(user.id, password)
	return { ok: true, user: { id: user.id, email: user.email, name: user.name, role: user.role, secondFactor } }
}

/**
 * The verification email. `choosePassword`: the account has no password yet (registered through
 * /api without one), so the email says the same link then asks for one.
 */
export async function startEmailVerification(
	user: { id: string; email: string; name: string },
	{ choosePassword = false }: { choosePassword?: boolean } = {},
) {
	await prisma.$transaction(async (tx) => {
		const tokenId = await createLinkToken(tx, user.id, 'email_verification')
		const kind = choosePassword ? 'verify-email-choose-password' : 'verify-email'
		await enqueueLinkEmail(tx, { kind, userId: user.id, tokenId })
	})
}

export const VERIFICATION_RESENT =
	'Si hay una cuenta sin verificar con ese correo, te hemos enviado un enlace nuevo. Caduca en 24 horas.'
export const VERIFICATION_RESENT_TO = (email: string) =>
	`Te hemos enviado un enlace nuevo a ${email}. Caduca en 24 horas.`
export const ALREADY_VERIFIED = 'Tu correo ya está verificado.'

/**
 * A new verification link for `email` when its account exists, is not blocked and is not verified
 * yet (the earlier link stops working). The caller answers the same whether or not it was sent, so
 * the form tells nobody which addresses have accounts; it returns whether one was sent.
 */
export async function resendEmailVerification(email: string) {
	const user = await prisma.user.findUnique({
		where: { email: email.toLowerCase() },
		select: { id: true, email: true, name: true, emailVerified: true, blockedAt: true },
	})
	if (!user || user.blockedAt || user.emailVerified) return false
	await startEmailVerification(user)
	return true
}

export type EmailVerificationOutcome =
	| { outcome: 'success'; userId: string; role: string; hasPassword: boolean }
	| { outcome: 'already_verified' }
	| { outcome: 'failed' }

/** Spec 001 §4 'Email verification redirect': success, failed or already_verified. */
export async function verifyEmail(secret: string): Promise<EmailVerificationOutcome> {
	const check = await checkVerificationToken(secret, 'email_verification')
	if (check.status === 'invalid') return { outcome: 'failed' }
	if (check.status === 'used') {
		const user = await prisma.user.findUnique({ where: { id: check.userId }, select: { emailVerified: true } })
		return user?.emailVerified ? { outcome: 'already_verified' } : { outcome: 'failed' }
	}
	if (!(await markTokenUsed(check.tokenId))) return { outcome: 'already_verified' }
	const user = await prisma.user.update({
		where: { id: check.userId },
		data: { emailVerified: true },
		select: { role: true, passwordHash: true },
	})
	return { outcome: 'success', userId: check.userId, role: user.role, hasPassword: user.passwordHash !== null }
}

/**
 * A reset request does the same work whatever the address: it queues one job, so neither the
 * answer nor its timing tells whether the account exists. The job makes the link (below).
 */
export async function requestPasswordReset(email: string) {
	await prisma.$transaction((tx) => enqueue(tx, 'password-reset', { email: email.toLowerCase() }))
}

/**
 * The queued half of a reset request: an address without an account (or a blocked one) is dropped
 * and nothing is sent. The email's key is the job's, so a retried job sends one email.
 */
export async function sendPasswordResetLink({ email }: { email: string }, jobId: string) {
	const user = await prisma.user.findUnique({
		where: { email: email.toLowerCase() },
		select: { id: true, email: true, name: true, blockedAt: true },
	})
	if (!user || user.blockedAt) return 'dropped'
	await prisma.$transaction(async (tx) => {
		const tokenId = await createLinkToken(tx, user.id, 'password_reset')
		await enqueueLinkEmail(tx, { kind: 'reset-password', userId: user.id, tokenId }, `password-reset-${jobId}`)
	})
	return 'sent'
}

export async function isResetTokenUsable(secret: string) {
	return (await checkVerificationToken(secret, 'password_reset')).status === 'valid'
}

/**
 * Sets a new password from a reset link; every other session and token of the user ends. The
 * current password is refused (spec 000 §5) before the link is used up, so it still works.
 */
export async function resetPassword(secret: string, newPassword: string) {
	const check = await checkVerificationToken(secret, 'password_reset')
	if (check.status !== 'valid') return null
	const user = await prisma.user.findUniqueOrThrow({ where: { id: check.userId }, select: { passwordHash: true } })
	if (user.passwordHash && (await verifyPassword(newPassword, user.passwordHash)))
		throw new AppError('bad_request', SAME_AS_CURRENT_PASSWORD, { field: 'newPassword' })
	if (!(await markTokenUsed(check.tokenId))) return null
	await prisma.user.update({
		where: { id: check.userId },
		data: { passwordHash: await hashNewPassword(newPassword), passwordChangeRecommendedAt: null },
	})
	await endAllSessions(check.userId)
	return check.userId
}

/**
 * A new password ends every other session and API token (whoever knew the old password is out);
 * `keep` names the session or token family the change came from, which stays signed in.
 */
export async function changePassword(
	userId: string,
	currentPassword: string,
	newPassword: string,
	keep: { sessionId?: string | null; tokenFamilyId?: string | null; ip: string },
) {
	const user = await assertCurrentPassword({ userId, password: currentPassword, ip: keep.ip })
	const passwordHash = await hashNewPassword(newPassword)
	// the security notice commits with the change: never a change without its email
	await prisma.$transaction(async (tx) => {
		await tx.user.update({ where: { id: userId }, data: { passwordHash, passwordChangeRecommendedAt: null } })
		await enqueuePasswordChangedEmail(tx, {
			to: user.email,
			name: user.name,
			resetLink: `${getEnv().SITE_ORIGIN}/recuperar-contrasena`,
		})
	})
	await endOtherSessions(userId, keep)
	return { message: PASSWORD_CHANGED }
}

/**
 * The signed-in user's password typed again (a password change, turning the second factor on or
 * off): a stolen session alone is not enough. Under the sign-in limits; a wrong one is refused
 * on `field`.
 */
export async function assertCurrentPassword({
	userId,
	password,
	ip,
	field = 'currentPassword',
	clearOnSuccess = true,
}: {
	userId: string
	password: string
	ip: string
	field?: string
	/** false when a code is still to come: a right password must not wipe the wrong codes */
	clearOnSuccess?: boolean
}) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { passwordHash: true, email: true, name: true },
	})
	const matches = await checkPasswordAttempt(
		{ ip, email: user.email },
		() => verifyPassword(password, user.passwordHash),
		{ clearOnSuccess },
	)
	if (!matches) throw new AppError('bad_request', WRONG_CURRENT_PASSWORD, { field })
	return user
}

export const PASSWORD_SET = 'Contraseña guardada. Ya puedes iniciar sesión con tu correo y esta contraseña.'
export const PASSWORD_ALREADY_SET = 'Tu cuenta ya tiene contraseña: escribe también la actual'

/**
 * A guest's account (created by posting a job) has no password: its session is its only key, so
 * the first password needs no current one. `passwordHash: null` in the where makes it first-only.
 */
export async function setFirstPassword(userId: string, newPassword: string) {
	const passwordHash = await hashNewPassword(newPassword)
	const { count } = await prisma.user.updateMany({
		where: { id: userId, passwordHash: null },
		data: { passwordHash, passwordChangeRecommendedAt: null },
	})
	if (count !== 1) throw new AppError('conflict', PASSWORD_ALREADY_SET)
	return { message: PASSWORD_SET }
}

export async function hasPassword(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } })
	return user.passwordHash !== null
}
