import { type LoaderFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, pageInfo, parseOrThrow, readPaging } from '#app/api/respond.server.ts'
import { serializeSearchResult } from '#app/api/serializers/craftsman.ts'
import { SEARCH_PAGE_SIZE } from '#app/models/craftsmen/limits.ts'
import { resolveCity } from '#app/models/craftsmen/search-place.server.ts'
import { FindHandymansQuery } from '#app/models/craftsmen/search.schema.ts'
import { NO_CRAFTSMEN_MESSAGE, searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { findService } from '#app/models/services/services.server.ts'

/**
 * GET ?service&city&rating&distance&pageSize&pageNumber (spec 001 §7): craftsmen offering the
 * service (id, slug or name) within `distance` km (50) of the city (name or postal code). Public.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const params = Object.fromEntries(new URL(request.url).searchParams)
	const query = parseOrThrow(FindHandymansQuery, params)
	const { page, pageSize } = readPaging(request, { defaultSize: SEARCH_PAGE_SIZE })
	const service = await findService(query.service)
	if (!service) return apiError(404, 'Servicio no encontrado')
	const city = await resolveCity(query.city, params.Postal_Code)
	// a name shared by several places: the largest one, as the results page does
	const place = city.status === 'found' ? city.place : city.status === 'ambiguous' ? city.options[0] : null
	if (!place) return apiError(404, 'Ubicación no encontrada')
	const result = await searchCraftsmen({
		serviceId: service.id,
		place,
		radiusKm: query.distance,
		minRating: query.rating,
		page,
		pageSize,
	})
	const users = result.craftsmen.map(serializeSearchResult)
	return apiOk({
		users,
		...pageInfo(page, pageSize, result.total),
		...(users.length ? {} : { message: NO_CRAFTSMEN_MESSAGE }),
	})
})
