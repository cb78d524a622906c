// Query parameters of the craftsman search, shared by the results page and GET /api/find_handymans.
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { MAX_SEARCH_RADIUS_KM, SEARCH_RADIUS_KM } from './limits.ts'

export const DISTANCE_MESSAGE = 'La distancia debe ser un número de al menos 1'
export const RATING_MESSAGE = 'La valoración debe ser un número del 1 al 5'

/** '' or 'all' (every rating) or a minimum of 1..5 stars. */
export const ratingFilter = z
	.union(
		[
			z.literal('').transform(() => undefined),
			z.literal('all').transform(() => undefined),
			z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
		],
		{ error: RATING_MESSAGE },
	)
	.optional()

export const FindHandymansQuery = z.object({
	service: singleLine({ error: 'Se requiere el servicio' }).trim().min(1, 'Se requiere el servicio').max(80),
	city: singleLine({ error: 'Ubicación no encontrada' }).trim().min(1, 'Ubicación no encontrada').max(60),
	rating: ratingFilter,
	distance: z.coerce
		.number({ error: DISTANCE_MESSAGE })
		.min(1, DISTANCE_MESSAGE)
		.max(MAX_SEARCH_RADIUS_KM, `La distancia máxima es de ${MAX_SEARCH_RADIUS_KM} km`)
		.default(SEARCH_RADIUS_KM),
})

/** The results page's rating filter (?valoracion=); anything unreadable means every rating. */
export function readRatingFilter(value: string | null) {
	const parsed = ratingFilter.safeParse(value ?? '')
	return parsed.success ? parsed.data : undefined
}
