import { type LoaderFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk } from '#app/api/respond.server.ts'
import { MAX_DB_INT } from '#app/lib/db-limits.ts'
import { serializePlace } from '#app/api/serializers/place.ts'
import { getPlace } from '#app/models/postal-codes/postal-codes.server.ts'

/** GET: one place by id. Public. */
export const loader = api(async ({ params }: LoaderFunctionArgs) => {
	const id = Number(params.id)
	const place = Number.isInteger(id) && id > 0 && id <= MAX_DB_INT ? await getPlace(id) : null
	if (!place) return apiError(404, 'Ubicación no encontrada')
	return apiOk({ data: serializePlace(place) }, { headers: { 'Cache-Control': 'public, max-age=3600' } })
})
