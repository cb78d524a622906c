// Craftsman registration (spec 001 §2 'Craftsman registration wizard', §5 'Registration'): one
// schema per step, used by the page, its action and POST /api/auth/register.
import { requiredSingleLine, singleLine, verbatim } from '#app/lib/single-line.ts'
import { z } from 'zod'
import { MAX_DB_INT } from '#app/lib/db-limits.ts'
import { phoneField } from '#app/lib/phone.ts'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, tooLong } from '#app/lib/field-limits.ts'
import {
	newPasswordField,
	PASSWORD_MAX_LENGTH,
	PASSWORD_MISMATCH,
	PASSWORD_TOO_LONG,
} from '#app/models/auth/auth.schema.ts'
import { NO_SERVICE } from './registration-steps.ts'

export {
	DOCUMENT_TYPES,
	NO_SERVICE,
	REGISTERED_STEP,
	REGISTRATION_STEPS,
	type RegistrationStep,
} from './registration-steps.ts'

/** A required single-line text of at most `max` characters (counted once trimmed). */
const required = requiredSingleLine

export const ServicesStep = z.object({
	services: z
		.array(singleLine().max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)), { error: NO_SERVICE })
		.min(1, NO_SERVICE)
		.max(37, 'Demasiados servicios'),
})

export const PersonalStep = z.object({
	name: required('El nombre es obligatorio', 60),
	lastName: required('Los apellidos son obligatorios', 80),
	companyName: required('El nombre de la empresa es obligatorio', 80),
	email: required('El correo electrónico es obligatorio', EMAIL_MAX_LENGTH)
		.pipe(singleLine().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'El correo electrónico es inválido'))
		.transform((email) => email.toLowerCase()),
	phone: phoneField({
		requiredMessage: 'El número de teléfono es obligatorio',
		max: PHONE_MAX_LENGTH,
		tooLongMessage: tooLong(PHONE_MAX_LENGTH),
	}),
	// the spec's 6 characters (001 §5); a longer one is no postal code
	zipCode: required('El código postal es obligatorio', 6, 'El código postal es inválido').pipe(
		singleLine().regex(/^\d+$/, 'El código postal debe ser un número'),
	),
	postalCodeId: z.coerce
		.number({ error: 'El código postal es inválido' })
		.int()
		.positive('El código postal es inválido')
		.max(MAX_DB_INT, 'El código postal es inválido'),
	streetAddress: required('La dirección es obligatoria', 160),
})

export const DocumentsStep = z
	.object({
		newPassword: newPasswordField,
		confirmPassword: verbatim({ error: 'Confirma la contraseña' }).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
	})
	.refine((step) => step.newPassword === step.confirmPassword, {
		message: PASSWORD_MISMATCH,
		path: ['confirmPassword'],
	})

export const NO_DOCUMENT = 'Debes subir al menos un documento'

export type RegistrationDraft = {
	services?: string[]
	personal?: z.infer<typeof PersonalStep>
	/** the id the documents step records its uploads under (the documents live in the database) */
	uploadsId?: string
}

/** The documents step's «Quitar» button: its intent is this and the document's id. */
export const REMOVE_PREFIX = 'quitar:'

export type RegistrationDocument = { id: string; type: 'craft_card' | 'trade_licence'; url: string }
