// The legacy job payload of /api/jobpost (spec 001 §3 'New job payload').
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import {
	ContactStep,
	DescriptionStep,
	EmailStep,
	MAX_JOB_IMAGES,
	placeIdField,
	SizeStep,
	titleField,
} from '#app/models/jobs/job-wizard.schema.ts'
import { emailField } from '#app/models/auth/auth.schema.ts'
import { NAME_MAX_LENGTH, tooLong, URL_MAX_LENGTH } from '#app/lib/field-limits.ts'

const count = SizeStep.shape.squareMeters
// our own stored images (with or without the site origin), or a public bucket's https URLs
const imagesField = z
	.array(
		singleLine()
			.max(URL_MAX_LENGTH, 'Imagen no válida')
			.regex(/^(https?:\/\/[^/\s]+)?\/imagenes\/[a-z0-9/-]+\.webp$|^https:\/\/\S+$/, 'Imagen no válida'),
	)
	.max(MAX_JOB_IMAGES, `Puedes añadir hasta ${MAX_JOB_IMAGES} fotos`)

export const JobFieldsSchema = z.object({
	serviceTitle: z
		.object({ service_title: titleField, other_title: titleField })
		.refine((title) => Boolean(title.service_title || title.other_title), '¿Puedes responder esta pregunta?'),
	additional_details: z
		.object({ square_meters: count, how_many_rooms: count, how_many_floors: count })
		.partial()
		.optional(),
	additional_job_description: DescriptionStep.shape.description,
	images: imagesField.optional(),
	location: placeIdField,
	// the spec writes «rápidamente» with its accent; the stored value (and older clients) has none
	working_schedule: z
		.enum(['flexible', 'rápidamente', 'rapidamente', 'en_una_semana', 'en_3_meses'], {
			error: 'Se requiere la fecha de inicio del proyecto',
		})
		.transform((value) => (value === 'rápidamente' ? 'rapidamente' : value)),
})

export const NewJobSchema = JobFieldsSchema.extend({
	images: imagesField.default([]),
	category: singleLine({ error: 'Se requiere la categoría' })
		.min(1, 'Se requiere la categoría')
		.max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
	contactDetails: ContactStep.extend({
		email: emailField,
		// an existing client's password signs her in and posts (spec 001 §6); a new guest's form sends it empty
		password: z.preprocess((value) => (value === '' || value === null ? undefined : value), EmailStep.shape.password),
	}).optional(),
	/** a direct request: the craftsman's `_id`; the job is then theirs alone unless showToOthers */
	requestedCraftsman: singleLine().trim().min(1).max(40).optional(),
	showToOthers: z.boolean({ error: 'showToOthers debe ser true o false' }).default(false),
})

export const CLOSE_STATUS_ONLY = 'Estado no válido: solo «close» cambia el estado (cierra el trabajo)'

/** PUT /api/jobpost: any job field; `status: "close"` closes the job as «Cerrar trabajo» does. */
export const JobUpdateSchema = JobFieldsSchema.partial().extend({
	status: z.enum(['close', 'closed'], { error: CLOSE_STATUS_ONLY }).optional(),
})

/** `{ newData: {...} }` as the old client sends it, or the fields themselves. */
export function unwrapNewData(body: Record<string, unknown>) {
	return (body.newData && typeof body.newData === 'object' ? body.newData : body) as Record<string, unknown>
}
