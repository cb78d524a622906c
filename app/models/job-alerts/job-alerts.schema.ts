// Forms and /api bodies of the craftsman's job search (spec 000 §2 listadeempleos, alertasdeempleo).
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { MAX_DB_INT } from '#app/lib/db-limits.ts'
import { DISTANCE_MESSAGE, distanceKm } from '#app/models/jobs/job-feed.schema.ts'

import { FREQUENCIES, FREQUENCY_MESSAGE, MAX_RADIUS_KM, PLACE_REQUIRED, ZIP_MESSAGE } from './job-alerts.constants.ts'

export {
	ALERT_NOT_FOUND,
	FREQUENCIES,
	FREQUENCY_LABELS,
	FREQUENCY_MESSAGE,
	type Frequency,
	MAX_RADIUS_KM,
	PLACE_REQUIRED,
	UNKNOWN_UNSUBSCRIBE_TOKEN,
	ZIP_MESSAGE,
} from './job-alerts.constants.ts'

/** Trades as checkboxes: absent = none (all trades), one value, or repeated values. */
export const categoryList = z.preprocess(
	(value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
	z.array(singleLine().trim().min(1).max(80)).max(40, 'Demasiadas categorías'),
)

const zip = singleLine({ error: ZIP_MESSAGE })
	.trim()
	.regex(/^\d{5}$/, ZIP_MESSAGE)
const placeId = z.coerce
	.number({ error: PLACE_REQUIRED })
	.int(PLACE_REQUIRED)
	.positive(PLACE_REQUIRED)
	.max(MAX_DB_INT, PLACE_REQUIRED)

/** The dashboard feed's filter; every part is optional (an empty filter shows every open job). */
export const JobFilterSchema = z.object({
	categories: categoryList,
	zip: zip.optional(),
	postalCodeId: placeId.optional(),
	distance: distanceKm,
})

/** A job alert as the page's form sends it. */
export const JobAlertSchema = z.object({
	id: singleLine().trim().max(40).optional(),
	categories: categoryList,
	zip,
	postalCodeId: placeId,
	radiusKm: z.coerce
		.number({ error: DISTANCE_MESSAGE })
		.int('El radio debe ser un número entero de kilómetros')
		.min(1, DISTANCE_MESSAGE)
		.max(MAX_RADIUS_KM, `El radio no puede superar los ${MAX_RADIUS_KM} km`),
	frequency: z.enum(FREQUENCIES, { error: FREQUENCY_MESSAGE }),
})

/** PUT /api/filter: `{ categories: string[], distance: number | null, location: number | null }`. */
export const ApiFilterSchema = z.object({
	categories: categoryList,
	distance: z.preprocess((value) => (value === null ? undefined : value), distanceKm),
	location: z.preprocess((value) => (value === null || value === '' ? undefined : value), placeId.optional()),
})

/** PUT /api/jobalert: `{ _id?, categories, distance, location, frequency }` (create without `_id`). */
export const ApiJobAlertSchema = z.object({
	_id: singleLine().trim().min(1).max(40).optional(),
	categories: categoryList,
	distance: JobAlertSchema.shape.radiusKm,
	location: placeId,
	frequency: z.enum(FREQUENCIES, { error: FREQUENCY_MESSAGE }).default('immediately'),
})

const placeReference = z.preprocess(
	(value) => (value && typeof value === 'object' && '_id' in value ? (value as { _id: unknown })._id : value),
	placeId,
)

/**
 * PUT /api/jobalert as the contract's clients send it: any subset of `{ status, keywords, location,
 * radius }`; `location` lists places (ids, or the place objects the GET answered).
 */
export const ApiAlertSetSchema = z.object({
	status: z.enum(['active', 'inactive'], { error: 'Estado de alerta no válido' }).optional(),
	keywords: z.array(singleLine().trim().min(1).max(80)).max(40, 'Demasiadas categorías').optional(),
	location: z.array(placeReference).max(20, 'Como máximo 20 lugares').optional(),
	radius: JobAlertSchema.shape.radiusKm.optional(),
})

/** A body in the clients' shape (not ours, `{ _id?, categories, distance, location: id, frequency }`). */
export function isAlertSetBody(body: Record<string, unknown>) {
	return 'status' in body || 'keywords' in body || 'radius' in body || Array.isArray(body.location)
}
