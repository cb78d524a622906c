// Admins' second factor (TOTP): enrolment from the account page, the code at sign-in (page and
// /api/auth/login), recovery codes for a lost phone, and the ADMIN_2FA_REQUIRED gate. The factor
// is checked per credential: a session or token family records when it passed a code
// (`secondFactorAt`), and an admin's credential without it does nothing as admin.
import { createHash, randomInt } from 'node:crypto'
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from '@epic-web/totp'
import QRCode from 'qrcode'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { consumeRateLimit, peekRateLimit, rateLimitMessage } from '#app/lib/rate-limit.server.ts'
import { assertCurrentPassword } from './account.server.ts'
import { checkPasswordAttempt } from './password-attempts.server.ts'
import { endOtherSessions } from './sessions.server.ts'
import { RECOVERY_CODE_COUNT } from './two-factor.schema.ts'

// what authenticator apps expect (Google Authenticator ignores anything else)
const TOTP = { period: 30, digits: 6, algorithm: 'SHA-1' } as const
const ISSUER = 'Reformas'
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export const TWO_FACTOR_MESSAGES = {
	wrongCode: 'El código no es correcto o ha caducado. Escribe el que muestra ahora tu aplicación.',
	missingCode:
		'Tu cuenta tiene la verificación en dos pasos activada: envía también el código de tu aplicación en «totp».',
	wrongCodeApi: 'El código de verificación en dos pasos («totp») no es correcto o ha caducado.',
	noPending: 'Empieza de nuevo la activación: pulsa «Activar la verificación en dos pasos».',
	alreadyEnabled: 'La verificación en dos pasos ya está activada.',
	notEnabled: 'La verificación en dos pasos no está activada.',
	required: 'La verificación en dos pasos es obligatoria para los administradores: no se puede desactivar.',
	adminsOnly: 'La verificación en dos pasos es solo para administradores.',
	signInWithCode:
		'Esta sesión se abrió sin el código de verificación en dos pasos: vuelve a iniciar sesión enviando también «totp».',
	enrolFirst:
		'Activa la verificación en dos pasos desde tu cuenta en la web antes de usar las funciones de administrador.',
} as const

export function isTwoFactorRequired() {
	return getEnv().ADMIN_2FA_REQUIRED
}

/** Whether `userId` has a confirmed second factor (their sign-in asks for a code). */
export async function hasSecondFactor(userId: string) {
	const row = await prisma.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } })
	return Boolean(row?.enabledAt)
}

/** The account page's view: enabled or not, the pending QR code and key, recovery codes left. */
export async function getTwoFactorState(user: { id: string; email: string }) {
	const row = await prisma.twoFactor.findUnique({
		where: { userId: user.id },
		select: { secret: true, enabledAt: true },
	})
	if (row?.enabledAt) {
		const recoveryCodesLeft = await prisma.recoveryCode.count({ where: { userId: user.id, usedAt: null } })
		return { status: 'enabled' as const, enabledAt: row.enabledAt, recoveryCodesLeft }
	}
	if (row) return { status: 'pending' as const, ...(await enrolmentKey(user.email, row.secret)) }
	return { status: 'off' as const }
}

async function enrolmentKey(email: string, secret: string) {
	const uri = getTOTPAuthUri({ ...TOTP, secret, accountName: email, issuer: ISSUER })
	// an SVG drawn here: the page needs no script and no outside service to show it
	const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
	return {
		qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
		// on the phone that shows the page there is nothing to scan: the link opens the app itself
		otpauthUri: uri,
		// grouped by four, as apps show it; spaces are ignored when typed
		manualKey: secret.replace(/(.{4})/g, '$1 ').trim(),
	}
}

/**
 * Starts (or restarts) an admin's enrolment with a new secret, after the password typed again (a
 * stolen session alone must not pick the factor); nothing changes at sign-in yet.
 */
export async function startEnrolment(
	user: { id: string; role: string },
	{ password, ip }: { password: string; ip: string },
) {
	if (user.role !== 'admin') throw new AppError('forbidden', TWO_FACTOR_MESSAGES.adminsOnly)
	if (await hasSecondFactor(user.id)) throw new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyEnabled)
	await assertCurrentPassword({ userId: user.id, password, ip, field: 'password' })
	const { secret } = await generateTOTP(TOTP)
	await prisma.twoFactor.upsert({
		where: { userId: user.id },
		create: { userId: user.id, secret },
		update: { secret, lastStep: null },
	})
}

/**
 * Confirms the enrolment with a code of the new secret: the factor is on from now, and the ten
 * recovery codes are returned, in clear, this once (only their hashes are kept). The session the
 * code was typed in has passed the factor; every other session and API token family ends, as they
 * were opened with the password alone.
 */
export async function confirmEnrolment(
	user: { id: string; email: string },
	{ code, ip, sessionId }: { code: string; ip: string; sessionId: string | null },
) {
	const userId = user.id
	const row = await prisma.twoFactor.findUnique({ where: { userId }, select: { secret: true, enabledAt: true } })
	if (!row) throw new AppError('conflict', TWO_FACTOR_MESSAGES.noPending)
	if (row.enabledAt) throw new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyEnabled)
	let step: number | null = null
	const right = await countedCodeAttempt(user, ip, async () => (step = await matchingStep(row.secret, code)) !== null)
	if (!right || step === null) throw new AppError('bad_request', TWO_FACTOR_MESSAGES.wrongCode, { field: 'code' })
	const codes = newRecoveryCodes()
	const now = new Date()
	await prisma.$transaction(async (tx) => {
		await tx.twoFactor.update({ where: { userId }, data: { enabledAt: now, lastStep: step } })
		await tx.recoveryCode.deleteMany({ where: { userId } })
		await tx.recoveryCode.createMany({ data: codes.map((plain) => ({ userId, codeHash: hashRecoveryCode(plain) })) })
		if (sessionId) await tx.session.updateMany({ where: { id: sessionId, userId }, data: { secondFactorAt: now } })
		await recordAdminAction({ actorId: userId, action: 'two-factor.enable', targetType: 'user', targetId: userId }, tx)
	})
	await endOtherSessions(userId, { sessionId })
	return codes
}

/**
 * Turns the factor off with the password and a current code (or a recovery code); refused while
 * it is required. Every other session and API token family ends: whatever was signed in with
 * the factor's help no longer has it.
 */
export async function disableSecondFactor(
	user: { id: string; email: string },
	{ code, password, ip, keepSessionId }: { code: string; password: string; ip: string; keepSessionId: string | null },
) {
	const userId = user.id
	if (isTwoFactorRequired()) throw new AppError('forbidden', TWO_FACTOR_MESSAGES.required)
	if (!(await hasSecondFactor(userId))) throw new AppError('conflict', TWO_FACTOR_MESSAGES.notEnabled)
	await assertCurrentPassword({ userId, password, ip, field: 'password', clearOnSuccess: false })
	if (!(await verifySecondFactorAttempt(user, code, ip)))
		throw new AppError('bad_request', TWO_FACTOR_MESSAGES.wrongCode, { field: 'code' })
	await prisma.$transaction(async (tx) => {
		await tx.recoveryCode.deleteMany({ where: { userId } })
		await tx.twoFactor.delete({ where: { userId } })
		await recordAdminAction({ actorId: userId, action: 'two-factor.disable', targetType: 'user', targetId: userId }, tx)
	})
	await endOtherSessions(userId, { sessionId: keepSessionId })
}

/**
 * A code typed by `user` (sign-in, turning the factor off). Returns which kind was right
 * ('totp' or 'recovery'), or false.
 */
export async function verifySecondFactorAttempt(user: { id: string; email: string }, code: string, ip: string) {
	let kind = false as 'totp' | 'recovery' | false
	const right = await countedCodeAttempt(
		user,
		ip,
		async () => (kind = await checkSecondFactor(user.id, code)) !== false,
	)
	return right ? kind : false
}

/**
 * Runs `check` (a code comparison) under the same per-account-and-address lock as the password (a
 * wrong code counts as a failed attempt) and under a count of the account's wrong codes from every
 * address (secondFactorFailuresByAccount): spreading guesses over many addresses does not help.
 */
async function countedCodeAttempt(user: { id: string; email: string }, ip: string, check: () => Promise<boolean>) {
	const waiting = await peekRateLimit('secondFactorFailuresByAccount', user.id)
	if (waiting) throw new AppError('too_many_requests', rateLimitMessage(waiting))
	const right = await checkPasswordAttempt({ ip, email: user.email }, check)
	if (!right) await consumeRateLimit('secondFactorFailuresByAccount', user.id)
	return right
}

/**
 * What an admin's credential (a page session or an API token family) still lacks before it may
 * act as admin: 'code' when the account has a factor the credential never passed, 'enrol' when
 * ADMIN_2FA_REQUIRED and the account has none, null when nothing. Anyone else: null.
 */
export async function secondFactorShortfall(
	user: { id: string; role: string },
	secondFactorAt: Date | null,
): Promise<'code' | 'enrol' | null> {
	if (user.role !== 'admin' || secondFactorAt) return null
	if (await hasSecondFactor(user.id)) return 'code'
	return isTwoFactorRequired() ? 'enrol' : null
}

/** A TOTP code not used before ('totp'), or an unused recovery code, used up here ('recovery'). */
async function checkSecondFactor(userId: string, code: string): Promise<'totp' | 'recovery' | false> {
	const row = await prisma.twoFactor.findUnique({ where: { userId }, select: { secret: true, enabledAt: true } })
	if (!row?.enabledAt) return false
	const digits = code.replace(/\s/g, '')
	if (/^\d{6}$/.test(digits)) {
		const step = await matchingStep(row.secret, digits)
		if (step === null) return false
		// a code seen once (by a shoulder or a proxy log) does not sign in a second time
		const claimed = await prisma.twoFactor.updateMany({
			where: { userId, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
			data: { lastStep: step },
		})
		return claimed.count === 1 ? 'totp' : false
	}
	const normalized = normalizeRecoveryCode(code)
	if (normalized.length !== 10) return false
	return prisma.$transaction(async (tx) => {
		const used = await tx.recoveryCode.updateMany({
			where: { userId, codeHash: hashRecoveryCode(normalized), usedAt: null },
			data: { usedAt: new Date() },
		})
		if (used.count !== 1) return false
		const left = await tx.recoveryCode.count({ where: { userId, usedAt: null } })
		await recordAdminAction(
			{
				actorId: userId,
				action: 'two-factor.recovery-code',
				targetType: 'user',
				targetId: userId,
				details: { recoveryCodesLeft: left },
			},
			tx,
		)
		return 'recovery' as const
	})
}

/** The 30-second step `code` belongs to (the one before and after are accepted), or null. */
async function matchingStep(secret: string, code: string) {
	const otp = code.replace(/\s/g, '')
	if (!/^\d{6}$/.test(otp)) return null
	const result = await verifyTOTP({ ...TOTP, otp, secret, window: 1 })
	if (!result) return null
	return Math.floor(Date.now() / 1000 / TOTP.period) + result.delta
}

function newRecoveryCodes() {
	return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
		const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
		return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
	})
}

function normalizeRecoveryCode(code: string) {
	return code.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** Recovery codes are random (about 49 bits): a plain hash is enough, no slow password hash. */
function hashRecoveryCode(code: string) {
	return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')
}
