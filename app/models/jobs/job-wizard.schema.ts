// The job-posting wizard (spec 001 §4, §5): one schema per step, shared by the form and the action.
// The steps and their titles live in job-wizard-steps.ts (no zod there).
import { z } from 'zod'
import { MAX_DB_INT } from '#app/lib/db-limits.ts'
import { phoneField } from '#app/lib/phone.ts'
import { PHONE_MAX_LENGTH, tooLong } from '#app/lib/field-limits.ts'
import { multiLine, requiredSingleLine, singleLine, singleLineText, verbatim } from '#app/lib/single-line.ts'
import { emailField, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from '#app/models/auth/auth.schema.ts'
import {
	DEFAULT_WORKING_SCHEDULE,
	SIZE_STEP_HINT,
	STEP_TITLES,
	STEPS,
	SIGNED_IN_STEPS,
	type Step,
	WORKING_SCHEDULES,
} from './job-wizard-steps.ts'

export { DEFAULT_WORKING_SCHEDULE, SIZE_STEP_HINT, STEP_TITLES, STEPS, SIGNED_IN_STEPS, type Step, WORKING_SCHEDULES }

const optionalCount = z.coerce
	.number({ error: 'Debe ser un número' })
	.int('Debe ser un número entero')
	.min(1, 'Debe ser 1 o más')
	.max(100_000, 'Es demasiado grande')
	.optional()

/** A job's title, picked from the service's list or typed (also /api/jobpost's serviceTitle). */
export const titleField = singleLineText(120).optional()

export const TitleStep = z
	.object({ serviceTitle: titleField, otherTitle: titleField })
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
	description: multiLine().trim().max(2000, 'Máximo 2000 caracteres').optional(),
})

export const DateStep = z.object({
	workingSchedule: z.enum(['flexible', 'rapidamente', 'en_una_semana', 'en_3_meses'], {
		error: 'Se requiere la fecha de inicio del proyecto',
	}),
})

export const EmailStep = z.object({
	email: emailField,
	password: verbatim()
		.min(8, 'La contraseña debe tener al menos 8 caracteres')
		.max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
		.optional(),
})

export const ContactStep = z.object({
	name: requiredSingleLine('Se requiere el nombre', 80),
	phone: phoneField({
		requiredMessage: 'Se requiere número de teléfono',
		max: PHONE_MAX_LENGTH,
		tooLongMessage: tooLong(PHONE_MAX_LENGTH),
	}),
})

export const zipField = singleLine({ error: 'Se requiere código postal' })
	.trim()
	.min(1, 'Se requiere código postal')
	.regex(/^\d+$/, 'El código postal debe ser un número')
	.length(5, 'El código postal debe tener 5 caracteres')

/** A place (a PostalCode row's id), also /api/jobpost's `location`. */
export const placeIdField = z.coerce
	.number({ error: 'Ubicación no encontrada' })
	.int()
	.positive('Ubicación no encontrada')
	.max(MAX_DB_INT, 'Ubicación no encontrada')

export const LocationStep = z.object({
	zip: zipField,
	// left out when the poster sent the code without choosing (no JavaScript, no «Buscar»): the
	// server takes the code's only place, or asks to choose among several
	postalCodeId: placeIdField.optional(),
	// a direct request only: an unticked box sends nothing, so the default is «no»
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
	/** a direct request: the craftsman's user id, and whether others see the job too */
	requestedCraftsmanId?: string
	openToOthers?: boolean
	/** set once, by the submission that published the draft: a repeated last step answers from it */
	published?: DraftPublication
}

export type DraftPublication = { jobId: string; ownerId: string; createdAccount: boolean; at: string }

export const MAX_JOB_IMAGES = 8

/** The wizard's heading for a direct request. */
export const requestHeading = (companyName: string) => `Solicitud para ${companyName}`
export const OPEN_TO_OTHERS_LABEL = 'Mostrar también a otros profesionales'
