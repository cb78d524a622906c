import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeOffer } from '#app/api/serializers/offer.ts'
import { getOfferForViewer } from '#app/models/offers/offer-history.server.ts'
import { ApiAnnexDecisionSchema } from '#app/models/offers/offer-annex.schema.ts'
import { acceptAnnex, rejectAnnex } from '#app/models/offers/offer-annex.server.ts'

export const loader = () => methodNotAllowed()

/**
 * PUT {status: accepted|rejected, acceptance?: {name, received}}: the job's client decides a pending
 * annex of this offer, once; answers the offer with every annex and its current total.
 */
export const action = api(async ({ request, params }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'cliente')
	const input = parseOrThrow(ApiAnnexDecisionSchema, await readBody(request))
	const [offerId, annexId] = [params.id ?? '', params.annexId ?? '']
	const done =
		input.status === 'accepted'
			? await acceptAnnex({ clientId: user.id, offerId, annexId, acceptance: input.acceptance ?? null })
			: await rejectAnnex({ clientId: user.id, offerId, annexId })
	const offer = await getOfferForViewer(offerId, user.id)
	return apiOk({
		message: done.message,
		annexId,
		status: input.status,
		data: offer && serializeOffer(offer),
	})
})
