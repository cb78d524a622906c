// Craftsman registration (spec 001 §2 'Craftsman registration wizard', §5 'Registration'): one
// schema per step, used by the page, its action and POST /api/auth/register.
import { z } from 'zod'
import { newPasswordField, PASSWORD_MISMATCH } from '#app/models/auth/auth.schema.ts'

export const REGISTRATION_STEPS = ['oficio', 'datos', 'documentos'] as const
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]
/** `?paso=` of the page a new craftsman lands on: what happens next (issue 16). */
export const REGISTERED_STEP = 'registrado'

export const DOCUMENT_TYPES = [
	{ value: 'craft_card', label: 'Carné de oficio' },
	{ value: 'trade_licence', label: 'Licencia de actividad' },
] as const

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

export const ServicesStep = z.object({
	services: z
		.array(z.string(), { error: 'Selecciona al menos un servicio' })
		.min(1, 'Selecciona al menos un servicio')
		.max(37),
})

export const PersonalStep = z.object({
	name: required('El nombre es obligatorio').pipe(z.string().max(60)),
	lastName: required('Los apellidos son obligatorios').pipe(z.string().max(80)),
	companyName: required('El nombre de la empresa es obligatorio').pipe(z.string().max(80)),
	email: required('El correo electrónico es obligatorio')
		.pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'El correo electrónico es inválido'))
		.transform((email) => email.toLowerCase()),
	phone: required('El número de teléfono es obligatorio')
		.transform((phone) => phone.replace(/[\s.-]/g, ''))
		.pipe(z.string().regex(/^\+?\d{6,15}$/, 'El número de teléfono no es válido')),
	zipCode: required('El código postal es obligatorio').pipe(
		z.string().regex(/^\d+$/, 'El código postal debe ser un número').max(6, 'El código postal es inválido'),
	),
	postalCodeId: z.coerce
		.number({ error: 'El código postal es inválido' })
		.int()
		.positive('El código postal es inválido'),
	streetAddress: required('La dirección es obligatoria').pipe(z.string().max(160)),
})

export const DocumentsStep = z
	.object({ newPassword: newPasswordField, confirmPassword: z.string({ error: 'Confirma la contraseña' }) })
	.refine((step) => step.newPassword === step.confirmPassword, {
		message: PASSWORD_MISMATCH,
		path: ['confirmPassword'],
	})

export const NO_DOCUMENT = 'Debes subir al menos un documento'

export type RegistrationDraft = {
	services?: string[]
	personal?: z.infer<typeof PersonalStep>
	documents?: Array<{ type: 'craft_card' | 'trade_licence'; url: string }>
}

export type RegistrationDocument = NonNullable<RegistrationDraft['documents']>[number]

/**
 * The draft's documents with `added` appended once: images are stored under a hash of their
 * content, so the same file sent twice (issue 16: «Subir documentos», then «Registrarme» with the
 * file still chosen) has the same url and stays one document.
 */
export function withDocument(documents: RegistrationDocument[], added: RegistrationDocument) {
	return documents.some((document) => document.url === added.url) ? documents : [...documents, added]
}
