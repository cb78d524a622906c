// The job-posting wizard (spec 001 §4, §5): one schema per step, shared by the form and the action.
//
// Step order: the spec gives two readings. We follow reading A (title, quantities, description,
// images, start date, email, name and phone, postal code), because asking for the email before the
// contact details lets an existing client sign in and skip retyping them. Signed-in clients skip
// the email and contact steps; their name and email are shown locked on the last step.
import { z } from 'zod'
import { emailField, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from '#app/models/auth/auth.schema.ts'

export const WORKING_SCHEDULES = [
	{ value: 'rapidamente', label: 'Rápidamente' },
	{ value: 'en_una_semana', label: 'En una semana' },
	{ value: 'en_3_meses', label: 'En 3 meses' },
	{ value: 'flexible', label: 'Flexible (por defecto)' },
] as const

export const STEPS = [
	'titulo',
	'medidas',
	'descripcion',
	'imagenes',
	'fecha',
	'correo',
	'contacto',
	'ubicacion',
] as const
export type Step = (typeof STEPS)[number]
export const SIGNED_IN_STEPS: readonly Step[] = ['titulo', 'medidas', 'descripcion', 'imagenes', 'fecha', 'ubicacion']

export const STEP_TITLES: Record<Step, string> = {
	titulo: '¿Qué trabajo necesitas?',
	medidas: '¿Qué tamaño tiene?',
	descripcion: 'Cuéntanos más',
	imagenes: 'Añade fotos (opcional)',
	fecha: '¿Cuándo quieres empezar?',
	correo: '¿Cuál es tu correo electrónico?',
	contacto: '¿Cómo te llamamos?',
	ubicacion: '¿Dónde es el trabajo?',
}

const optionalCount = z.coerce
	.number({ error: 'Debe ser un número' })
	.int('Debe ser un número entero')
	.min(1, 'Debe ser 1 o más')
	.max(100_000, 'Es demasiado grande')
	.optional()

export const TitleStep = z
	.object({
		serviceTitle: z.string().trim().optional(),
		otherTitle: z.string().trim().max(120, 'Máximo 120 caracteres').optional(),
	})
	.refine((step) => Boolean(step.serviceTitle || step.otherTitle), {
		message: '¿Puedes responder esta pregunta?',
		path: ['serviceTitle'],
	})
	// choosing one clears the other
	.transform((step) =>
		step.otherTitle
			? { serviceTitle: undefined, otherTitle: step.otherTitle }
			: { serviceTitle: step.serviceTitle, otherTitle: undefined },
	)

export const SizeStep = z.object({ squareMeters: optionalCount, rooms: optionalCount, floors: optionalCount })

export const DescriptionStep = z.object({
	description: z.string().trim().max(2000, 'Máximo 2000 caracteres').optional(),
})

export const DateStep = z.object({
	workingSchedule: z.enum(['flexible', 'rapidamente', 'en_una_semana', 'en_3_meses'], {
		error: 'Se requiere la fecha de inicio del proyecto',
	}),
})

export const EmailStep = z.object({
	email: emailField,
	password: z
		.string()
		.min(8, 'La contraseña debe tener al menos 8 caracteres')
		.max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
		.optional(),
})

export const ContactStep = z.object({
	name: z.string({ error: 'Se requiere el nombre' }).trim().min(1, 'Se requiere el nombre').max(80),
	phone: z
		.string({ error: 'Se requiere número de teléfono' })
		.transform((phone) => phone.replace(/[\s.-]/g, ''))
		.pipe(
			z
				.string()
				.min(1, 'Se requiere número de teléfono')
				.regex(/^\+?\d{6,15}$/, 'Debe ser un número'),
		),
})

export const zipField = z
	.string({ error: 'Se requiere código postal' })
	.trim()
	.min(1, 'Se requiere código postal')
	.regex(/^\d+$/, 'El código postal debe ser un número')
	.length(5, 'El código postal debe tener 5 caracteres')

export const LocationStep = z.object({
	zip: zipField,
	postalCodeId: z.coerce.number({ error: 'Ubicación no encontrada' }).int().positive('Ubicación no encontrada'),
	// a direct request only (issue 16): an unticked box sends nothing, so the default is «no»
	openToOthers: z.literal('on').optional(),
})

export const STEP_SCHEMAS = {
	titulo: TitleStep,
	medidas: SizeStep,
	descripcion: DescriptionStep,
	imagenes: z.object({}),
	fecha: DateStep,
	correo: EmailStep,
	contacto: ContactStep,
	ubicacion: LocationStep,
} satisfies Record<Step, z.ZodType>

/** What the draft holds between steps. */
export type JobDraftData = {
	serviceTitle?: string | null
	otherTitle?: string | null
	squareMeters?: number
	rooms?: number
	floors?: number
	description?: string
	images?: string[]
	workingSchedule?: z.infer<typeof DateStep>['workingSchedule']
	email?: string
	name?: string
	phone?: string
	zip?: string
	/** a direct request (issue 16): the craftsman's user id, and whether others see the job too */
	requestedCraftsmanId?: string
	openToOthers?: boolean
}

export const MAX_JOB_IMAGES = 8

/** The wizard's heading for a direct request (issue 16). */
export const requestHeading = (companyName: string) => `Solicitud para ${companyName}`
export const OPEN_TO_OTHERS_LABEL = 'Mostrar también a otros profesionales'
