import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { OfferStatusSchema } from '#app/api/schemas/client-jobs.ts'
import { acceptOffer, rejectOffer } from '#app/models/offers/decide-offer.server.ts'
import { serializeOffer } from '#app/api/serializers/offer.ts'
import { getOfferForViewer } from '#app/models/offers/offer-history.server.ts'

export const loader = () => methodNotAllowed()

/** PUT {offerId, status: accepted|rejected, acceptance?}: the job's client decides on a pending offer. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'cliente')
	const input = parseOrThrow(OfferStatusSchema, await readBody(request))
	const done =
		input.status === 'accepted'
			? await acceptOffer({ clientId: user.id, offerId: input.offerId, acceptance: input.acceptance })
			: await rejectOffer({ clientId: user.id, offerId: input.offerId })
	// every decision answers the offer with its craftsman, as PUT /api/offers does: a client reads it after each
	const decided = await getOfferForViewer(input.offerId, user.id)
	return apiOk({
		message: done.message,
		offerId: input.offerId,
		jobId: done.jobId,
		status: input.status,
		data: decided && serializeOffer(decided),
	})
})
