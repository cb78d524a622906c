// The second factor's forms: the sign-in step, and the enrolment on the admin's account page.
import { z } from 'zod'
import { tooLong } from '#app/lib/field-limits.ts'
import { verbatim } from '#app/lib/single-line.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from './auth.schema.ts'

/** The sign-in page's second step. */
export const SIGN_IN_CODE_PATH = '/iniciar-sesion/codigo'

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10

/** A 6-digit code, or a recovery code (XXXXX-XXXXX), with room for spaces. */
export const TWO_FACTOR_CODE_MAX_LENGTH = 20
export const CODE_REQUIRED = 'Escribe el código de 6 cifras de tu aplicación o un código de recuperación'

// a secret, checked as typed (only the spaces around it go)
export const twoFactorCodeField = verbatim({ error: CODE_REQUIRED })
	.trim()
	.min(1, CODE_REQUIRED)
	.max(TWO_FACTOR_CODE_MAX_LENGTH, tooLong(TWO_FACTOR_CODE_MAX_LENGTH))

export const TwoFactorSignInSchema = z.object({ code: twoFactorCodeField })

// turning the factor on or off asks for the password again: a stolen session is not enough
export const PASSWORD_REQUIRED = 'Escribe tu contraseña'
const passwordAgainField = verbatim({ error: PASSWORD_REQUIRED })
	.min(1, PASSWORD_REQUIRED)
	.max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)

export const TwoFactorSetupSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('start'), password: passwordAgainField }),
	z.object({ intent: z.literal('confirm'), code: twoFactorCodeField }),
	z.object({ intent: z.literal('disable'), password: passwordAgainField, code: twoFactorCodeField }),
])
