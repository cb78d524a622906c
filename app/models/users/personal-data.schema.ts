// Personal data and preferences (spec 000 §5 'Profile and account'): one schema for the dashboard
// forms and PUT /api/user. The email is not editable here.
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { PersonalStep } from '#app/models/craftsmen/registration.schema.ts'

const personal = PersonalStep.shape

export const ClientDataSchema = z.object({
	name: personal.name,
	lastName: personal.lastName,
	phone: personal.phone,
	zipCode: personal.zipCode,
	postalCodeId: personal.postalCodeId,
})

/** Craftsmen also keep a street address (never shown publicly). */
export const CraftsmanDataSchema = ClientDataSchema.extend({ streetAddress: personal.streetAddress })

export const PreferencesSchema = z.object({
	distance: z.coerce
		.number({ error: 'La distancia no es válida' })
		.int('La distancia no es válida')
		.min(1, 'La distancia no es válida')
		.max(500, 'La distancia no es válida')
		.optional(),
	categories: z.array(singleLine().max(80)).max(37, 'Demasiadas categorías').optional(),
})

export const BAD_POSTAL_CODE = 'El código postal es inválido'
