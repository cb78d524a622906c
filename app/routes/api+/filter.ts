import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeFilter } from '#app/api/serializers/job-alert.ts'
import { ApiFilterSchema } from '#app/models/job-alerts/job-alerts.schema.ts'
import { getSavedFilter, saveFilter } from '#app/models/job-alerts/saved-filter.server.ts'

/** GET: the craftsman's saved job filter (`data`: categories, distance, location). */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, 'oficial')
	return apiOk({ data: serializeFilter(await getSavedFilter(user.id)) })
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
	return apiOk({ info: 'Filtro guardado', data: serializeFilter(saved.filter) })
})
