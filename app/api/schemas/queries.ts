// Query strings and bodies of /api calls that no form shares: each route parses with these, and the
// OpenAPI description (app/api/openapi) is generated from them.
import { z } from 'zod'
import { singleLine, verbatim } from '#app/lib/single-line.ts'
import { ID_MAX_LENGTH, SECRET_TOKEN_LENGTH } from '#app/lib/field-limits.ts'
import { MAX_PAGE } from '#app/lib/page-param.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from '#app/models/auth/auth.schema.ts'
import { storedImageUrl } from '#app/models/craftsmen/profile-edit.schema.ts'
import { PreferencesSchema } from '#app/models/users/personal-data.schema.ts'

/** GET /api/subscription */
export const SubscriptionFiltersSchema = z.object({
	status: z
		.enum(['pending', 'active', 'expired', 'cancelled'], { error: 'Estado de suscripción no válido' })
		.optional(),
	payment_status: z.enum(['pending', 'paid', 'cancelled'], { error: 'Estado de pago no válido' }).optional(),
	paymentId: singleLine().trim().min(1).max(ID_MAX_LENGTH, 'Pago no válido').optional(),
})

/**
 * PUT /api/user: the preferences and the photo (the personal fields are ClientDataSchema /
 * CraftsmanDataSchema). `profile_photo`: an image this product stored (POST /api/upload's
 * `secure_url`), or null to take it away.
 */
export const UserPutSchema = z.object({
	preferences: PreferencesSchema.optional(),
	profile_photo: storedImageUrl.nullable().optional(),
})

/** DELETE /api/user/craftman */
export const AccountDeleteSchema = z.object({
	password: verbatim({ error: 'Confirma con tu contraseña' })
		.min(1, 'Confirma con tu contraseña')
		.max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
})

/** POST /api/auth/refresh */
export const RefreshSchema = z.object({
	refreshToken: verbatim({ error: 'Falta refreshToken' })
		.min(1, 'Falta refreshToken')
		.max(SECRET_TOKEN_LENGTH, 'refreshToken no válido'),
})

/** `pageNumber` (from 1) and `pageSize` (bounded by each call), read by readPaging. */
export const PagingQuery = z.object({
	pageNumber: z.int().min(1).max(MAX_PAGE).optional(),
	pageSize: z.int().min(1).max(50).optional(),
})

/** GET /api/offers and /api/jobpost: whose list (read by requestedUserId; `null`/`undefined`/empty: mine). */
export const OnBehalfQuery = z.object({
	userid: singleLine().max(ID_MAX_LENGTH).optional(),
	userId: singleLine().max(ID_MAX_LENGTH).optional(),
})

/**
 * POST /api/reset-password (a client's reset page): the link's `token` and the new password as
 * `password` or `newPassword`; `confirmPassword`, when sent, must match. Checked with the reset
 * page's own schema (ResetPasswordSchema) once the names are aligned.
 */
export const ApiResetPasswordBody = z.object({
	token: verbatim().max(SECRET_TOKEN_LENGTH),
	password: verbatim().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG).optional(),
	newPassword: verbatim().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG).optional(),
	confirmPassword: verbatim().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG).optional(),
})
