// The legacy registration body of POST /api/auth/register (spec 001 §3 'Registration payload').
import { z } from 'zod'
import { multiLine, singleLine } from '#app/lib/single-line.ts'
import { newPasswordField } from '#app/models/auth/auth.schema.ts'
import { URL_MAX_LENGTH } from '#app/lib/field-limits.ts'
import {
	GALLERY_FULL,
	MAX_DOCUMENTS,
	MAX_GALLERY_IMAGES,
	storedDocumentUrl,
} from '#app/models/craftsmen/profile-edit.schema.ts'
import { PersonalStep, ServicesStep } from '#app/models/craftsmen/registration.schema.ts'

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
	// spec 001 §3: the form has no password input; without one, the verification email asks for it
	password: newPasswordField.optional(),
	craftmanDetails: z.object({
		services: ServicesStep.shape.services,
		documents: z
			.array(
				z.object({
					document_type: z.enum(['craft_card', 'trade_licence'], {
						error: 'Tipo de documento no válido (craft_card o trade_licence)',
					}),
					document_link: storedDocumentUrl,
				}),
			)
			.min(1, 'Debes subir al menos un documento')
			.max(MAX_DOCUMENTS, `Como máximo ${MAX_DOCUMENTS} documentos`),
		company_name: personal.companyName,
		images: z
			.array(singleLine().max(URL_MAX_LENGTH, 'Imagen no válida'))
			.max(MAX_GALLERY_IMAGES, GALLERY_FULL)
			.default([]),
		description: multiLine().max(2000, 'La descripción no puede superar los 2000 caracteres').optional(),
	}),
})
