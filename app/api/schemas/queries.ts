// Query strings and bodies of /api calls that no form shares: each route parses with these, and the
// OpenAPI description (app/api/openapi) is generated from them.
import { z } from 'zod'
import { PreferencesSchema } from '#app/models/users/personal-data.schema.ts'

/** GET /api/subscription */
export const SubscriptionFiltersSchema = z.object({
	status: z
		.enum(['pending', 'active', 'expired', 'cancelled'], { error: 'Estado de suscripción no válido' })
		.optional(),
	payment_status: z.enum(['pending', 'paid', 'cancelled'], { error: 'Estado de pago no válido' }).optional(),
	paymentId: z.string().trim().min(1).optional(),
})

/** PUT /api/user: the preferences part (the personal fields are ClientDataSchema / CraftsmanDataSchema). */
export const UserPutSchema = z.object({ preferences: PreferencesSchema.optional() })

/** DELETE /api/user/craftman */
export const AccountDeleteSchema = z.object({
	password: z.string({ error: 'Confirma con tu contraseña' }).min(1, 'Confirma con tu contraseña'),
})

/** POST /api/auth/refresh */
export const RefreshSchema = z.object({ refreshToken: z.string().min(1) })

/** `pageNumber` (from 1) and `pageSize` (bounded by each call), read by readPaging. */
export const PagingQuery = z.object({
	pageNumber: z.int().min(1).optional(),
	pageSize: z.int().min(1).max(50).optional(),
})
