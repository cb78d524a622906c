import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { MAX_DISTANCE_KM, MIN_DISTANCE_KM } from './limits.ts'

export const DISTANCE_MESSAGE = 'La distancia debe ser al menos 1'
export const DISTANCE_TOO_LARGE = `La distancia no puede superar los ${MAX_DISTANCE_KM} km`

/** The distance filter (spec 000 §5, 001 §5): a number of at least 1 km; empty means no filter. */
export const distanceKm = z.preprocess(
	(value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.replace(',', '.') : value),
	z.coerce
		.number({ error: DISTANCE_MESSAGE })
		.min(MIN_DISTANCE_KM, DISTANCE_MESSAGE)
		.max(MAX_DISTANCE_KM, DISTANCE_TOO_LARGE)
		.optional(),
)

/** The feed's query: categories (ids, slugs or names, comma-separated or repeated), distance, place. */
export const JobFeedQuerySchema = z.object({
	categories: z.array(singleLine().trim().min(1).max(80)).max(40, 'Demasiadas categorías').default([]),
	distance: distanceKm,
	Place_Name: singleLine().trim().max(80).optional(),
})
