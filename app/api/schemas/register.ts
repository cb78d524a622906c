// The legacy registration body of POST /api/auth/register (spec 001 §3 'Registration payload').
import { z } from 'zod'
import { newPasswordField } from '#app/models/auth/auth.schema.ts'
import { PersonalStep } from '#app/models/craftsmen/registration.schema.ts'

const personal = PersonalStep.shape

export const RegisterSchema = z.object({
	name: personal.name,
	lastName: personal.lastName,
	phone: personal.phone,
	email: personal.email,
	zipCode: personal.zipCode,
	role: z.literal('oficial', { error: 'Solo se pueden registrar profesionales (role oficial)' }),
	address: personal.postalCodeId,
	streetAddress: personal.streetAddress,
	password: newPasswordField,
	craftmanDetails: z.object({
		services: z.array(z.string()).min(1, 'Selecciona al menos un servicio'),
		documents: z
			.array(
				z.object({
					document_type: z.enum(['craft_card', 'trade_licence']),
					document_link: z
						.string()
						.regex(/^(https?:\/\/[^/\s]+)?\/imagenes\/[a-z0-9/-]+\.webp$/, 'Documento no válido'),
				}),
			)
			.min(1, 'Debes subir al menos un documento'),
		company_name: personal.companyName,
		images: z.array(z.string()).max(12).default([]),
		description: z.string().max(2000).optional(),
	}),
})
