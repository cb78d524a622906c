import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, methodNotAllowed } from '#app/api/respond.server.ts'
import { serializeOffer } from '#app/api/serializers/offer.ts'
import { getOfferForViewer } from '#app/models/offers/offer-history.server.ts'

/** GET /api/offers/{id} → {data} for its craftsman or the client of its job; 404 for anyone else (spec 000 §7). */
export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
	const user = await requireApiUser(request)
	const offer = await getOfferForViewer(params.id ?? '', user.id)
	if (!offer) return apiError(404, 'Oferta no encontrada')
	return apiOk({ data: serializeOffer(offer) })
})

export function action() {
	return methodNotAllowed()
}
