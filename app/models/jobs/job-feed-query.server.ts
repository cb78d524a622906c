// Turns the feed's query parameters (spec 001 §7 GET /get_jobs) into a feed query, with the
// spec's messages for what cannot be used.
import { type z } from 'zod'
import { type JobFeedQuerySchema } from './job-feed.schema.ts'
import { getUserOrigin, resolveCategories, resolvePlace } from './job-feed.server.ts'
import { AppError } from '#app/lib/app-error.ts'

export const UNKNOWN_CATEGORY = 'Categoría no encontrada'
export const UNKNOWN_PLACE = 'Ubicación no encontrada'
export const DISTANCE_NEEDS_PLACE = 'Indica una ubicación para filtrar por distancia'

/** Categories, place and distance resolved; the first part that cannot be used throws AppError. */
export async function resolveFeedQuery(query: z.output<typeof JobFeedQuerySchema>, viewerId: string | null) {
	const [serviceIds, place, own] = await Promise.all([
		resolveCategories(query.categories),
		query.Place_Name ? resolvePlace(query.Place_Name) : null,
		viewerId ? getUserOrigin(viewerId) : null,
	])
	if (!serviceIds) throw new AppError('bad_request', UNKNOWN_CATEGORY)
	if (query.Place_Name && !place) throw new AppError('bad_request', UNKNOWN_PLACE)
	// distances are measured from the searched place, else from the viewer's own postal code
	const origin = place ?? own
	if (query.distance && !origin) throw new AppError('bad_request', DISTANCE_NEEDS_PLACE)
	return {
		serviceIds,
		near: query.distance ? origin : null,
		radiusKm: query.distance,
		distanceFrom: viewerId ? origin : null,
	}
}
