import { type LoaderFunctionArgs } from '@remix-run/node'
import { api, apiValue } from '#app/api/respond.server.ts'
import { serializePlace } from '#app/api/serializers/place.ts'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'

/**
 * GET ?search=: places by postal-code prefix or name (accent- and case-insensitive). Public. The
 * body is the array of places (clients list `response.data`).
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const search = new URL(request.url).searchParams.get('search') ?? ''
	const places = await searchPlaces(search.slice(0, 60))
	return apiValue(places.map(serializePlace), { headers: { 'Cache-Control': 'public, max-age=3600' } })
})
