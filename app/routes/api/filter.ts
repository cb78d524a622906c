import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeFilter } from '#app/api/serializers/job-alert.ts'
import { ApiFilterSchema } from '#app/models/job-alerts/job-alerts.schema.ts'
import { getSavedFilter, saveFilter } from '#app/models/job-alerts/saved-filter.server.ts'

/**
 * GET: the craftsman's saved job filter (categories, distance, location) at the top level, as the
 * clients read it; `data` keeps the same filter for the readers of our earlier answer.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, 'oficial')
	const filter = serializeFilter(await getSavedFilter(user.id))
	return apiOk({ ...filter, data: filter })
})

/** PUT `{ categories: string[], distance: number | null, location: number | null }`: replaces the filter. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'oficial')
	const input = parseOrThrow(ApiFilterSchema, await readBody(request))
	const saved = await saveFilter(user.id, {
		categories: input.categories,
		distanceKm: input.distance,
		postalCodeId: input.location,
	})
	const filter = serializeFilter(saved.filter)
	return apiOk({ ...filter, info: 'Filtro guardado', data: filter })
})
