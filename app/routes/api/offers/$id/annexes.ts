import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeOffer } from '#app/api/serializers/offer.ts'
import { getOfferForViewer } from '#app/models/offers/offer-history.server.ts'
import { AnnexSchema } from '#app/models/offers/offer-annex.schema.ts'
import { sendAnnex } from '#app/models/offers/offer-annex.server.ts'

export const loader = () => methodNotAllowed()

/**
 * POST {reason, items: [{concept, quantity, unit, unitPrice, kind, replacesPosition?}]}: the offer's
 * craftsman sends a change annex to his accepted quote (docs/decisions/054-change-annexes.md);
 * answers the offer with every annex and its current total.
 */
export const action = api(async ({ request, params }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiRole(request, 'oficial')
	const input = parseOrThrow(AnnexSchema, await readBody(request))
	const offerId = params.id ?? ''
	const done = await sendAnnex({ craftsmanId: user.id, offerId, input })
	const offer = await getOfferForViewer(offerId, user.id)
	return apiOk({ message: done.message, annexId: done.annexId, data: offer && serializeOffer(offer) }, { status: 201 })
})
