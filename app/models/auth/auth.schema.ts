// Login, password and reset forms: one schema each, used by the form (browser), the action and
// the /api calls. Messages are the spec's (000 §5, 001 §5).
import { z } from 'zod'
import { singleLine, verbatim } from '#app/lib/single-line.ts'
import { EMAIL_MAX_LENGTH, SECRET_TOKEN_LENGTH, tooLong } from '#app/lib/field-limits.ts'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailField = singleLine({ error: 'Se requiere correo electrónico' })
	.trim()
	.min(1, 'Se requiere correo electrónico')
	.max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
	.regex(EMAIL_PATTERN, 'El correo electrónico no es válido')
	.transform((email) => email.toLowerCase())

/**
 * No password field takes more than this: bcrypt reads only the first 72 bytes anyway, and a
 * huge string must be refused before it is hashed or compared (a 10 MB one froze the server).
 */
export const PASSWORD_MAX_LENGTH = 72
export const PASSWORD_TOO_LONG = `La contraseña no puede superar los ${PASSWORD_MAX_LENGTH} caracteres`

export const PASSWORD_REQUIRED = 'Se requiere contraseña'

export const LoginSchema = z.object({
	email: emailField,
	password: verbatim({ error: PASSWORD_REQUIRED })
		.min(1, PASSWORD_REQUIRED)
		.min(6, 'La longitud de la contraseña debe ser al menos 6 caracteres')
		.max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
	// checked as typed: a control character in it makes it no local path (isLocalPath)
	redirectTo: verbatim().max(2000).optional(),
	// /api/auth/login only: an admin's second factor (the page asks for it in a step of its own)
	totp: singleLine().trim().max(20, tooLong(20)).optional(),
})

export const ForgotPasswordSchema = z.object({ email: emailField })

// ---------------------------------------------------------------- new password rules

/** Obvious words and sequences a new password must not contain (compared case-insensitively). */
export const OBVIOUS_PASSWORD_PARTS = [
	'password',
	'123',
	'qwerty',
	'admin',
	'letmein',
	'welcome',
	'test',
	'user',
	'login',
	'abc123',
	'football',
	'master',
	'1234',
	'contraseña',
	'contrasena',
	'usuario',
	'bienvenido',
	'clave',
] as const

export const PASSWORD_MIN_LENGTH = 8
/**
 * From this length a password is a passphrase: composition is waived (length gives the strength;
 * NIST SP 800-63B). Shorter ones keep the spec's four-rule checklist.
 */
export const PASSPHRASE_MIN_LENGTH = 15

export const PASSWORD_RULES = [
	{ id: 'obvious', label: 'Sin información obvia (como «password», «123» o «qwerty»)' },
	{ id: 'unique', label: 'Única, distinta de tu contraseña actual' },
	{
		id: 'mix',
		label: `Combina mayúsculas, minúsculas, números y caracteres especiales (no hace falta con ${PASSPHRASE_MIN_LENGTH} caracteres o más)`,
	},
	{
		id: 'length',
		label: `Cumple la longitud: de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres`,
	},
] as const

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id']

/**
 * The obvious words and sequences a password contains, longest first («abc123» before «123»).
 * A password is refused for them only when they carry it: what is left without them is shorter
 * than the minimum length. «NuevaClave-Grifo-2026» keeps 16 characters without «clave» and is
 * a fine passphrase; «Clave#2026» keeps 4 and is not.
 */
export function obviousPasswordParts(password: string) {
	let rest = password.toLowerCase()
	const found: string[] = []
	for (const part of [...OBVIOUS_PASSWORD_PARTS].sort((a, b) => b.length - a.length)) {
		if (!rest.includes(part)) continue
		found.push(part)
		rest = rest.split(part).join('')
	}
	return { found, restLength: [...rest].length }
}

/** The obvious-information rule as it fails for this password: it names the parts to change. */
export function obviousRuleMessage(password: string) {
	const { found, restLength } = obviousPasswordParts(password)
	if (found.length === 0) return PASSWORD_RULES[0].label
	const parts = found.map((part) => `«${part}»`)
	const one = parts.length === 1
	const list = one ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`
	const missing = PASSWORD_MIN_LENGTH - restLength
	return `Sin información obvia: ${list} ${one ? 'es fácil' : 'son fáciles'} de adivinar. ${one ? 'Quítalo' : 'Quítalos'} o añade ${missing} ${missing === 1 ? 'carácter' : 'caracteres'} más`
}

/** Which of the four rules a new password meets; the checklist shows one tick or cross each. */
export function checkPasswordRules(password: string, currentPassword?: string): Record<PasswordRuleId, boolean> {
	const passphrase = password.length >= PASSPHRASE_MIN_LENGTH
	// an obvious word refuses only a password that leans on it: fewer than 8 characters besides it
	// (a short password without one is the length rule's to refuse, not this one's)
	const obvious = obviousPasswordParts(password)
	return {
		obvious: password.length > 0 && (obvious.found.length === 0 || obvious.restLength >= PASSWORD_MIN_LENGTH),
		unique: password.length > 0 && password !== currentPassword,
		mix:
			passphrase ||
			(/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password)),
		length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
	}
}

/** Said when a new password is on the list of common and leaked passwords (checked on the server). */
export const PASSWORD_TOO_COMMON = 'Esa contraseña es de las más usadas o ha aparecido en filtraciones: elige otra'

export const PASSWORD_MISMATCH = 'La confirmación no coincide con la nueva contraseña'

export const newPasswordField = verbatim({ error: 'Se requiere la nueva contraseña' })
	.max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
	.superRefine((password, ctx) => {
		const rules = checkPasswordRules(password)
		for (const rule of PASSWORD_RULES) {
			if (rule.id === 'unique' || rules[rule.id]) continue
			ctx.addIssue({ code: 'custom', message: rule.id === 'obvious' ? obviousRuleMessage(password) : rule.label })
		}
	})

function confirmMatches(data: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
	if (data.newPassword !== data.confirmPassword) {
		ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH })
	}
}

export const ChangePasswordSchema = z
	.object({
		currentPassword: verbatim({ error: 'Se requiere la contraseña actual' }).max(
			PASSWORD_MAX_LENGTH,
			PASSWORD_TOO_LONG,
		),
		newPassword: newPasswordField,
		confirmPassword: verbatim({ error: 'Confirma la nueva contraseña' }).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
	})
	.superRefine((data, ctx) => {
		if (data.currentPassword === data.newPassword) {
			ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_RULES[1].label })
		}
		confirmMatches(data, ctx)
	})

/** The first password of an account that has none (a guest who posted a job). */
export const SetPasswordSchema = z
	.object({
		newPassword: newPasswordField,
		confirmPassword: verbatim({ error: 'Confirma la nueva contraseña' }).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
	})
	.superRefine(confirmMatches)

/** A reset link that is used, expired or cannot be one of ours. */
export const RESET_LINK_INVALID = 'El enlace no es válido o ha caducado. Pide uno nuevo.'

export const ResetPasswordSchema = z
	.object({
		token: verbatim().min(1).max(SECRET_TOKEN_LENGTH, RESET_LINK_INVALID),
		newPassword: newPasswordField,
		confirmPassword: verbatim({ error: 'Confirma la nueva contraseña' }).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
	})
	.superRefine(confirmMatches)

/**
 * «Enviar un enlace nuevo» / «Reenviar»: a new email verification link. A signed-in user needs no
 * field (the link goes to their own address); a visitor with an expired link writes the address.
 */
export const ResendVerificationSchema = z.object({ email: emailField.optional() })
