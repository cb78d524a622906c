import { acceptOffer, rejectOffer } from '#app/models/offers/decide-offer.server.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { FORBIDDEN, requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody, readPaging } from '#app/api/respond.server.ts'
import { serializeOffer } from '#app/api/serializers/offer.ts'
import { listOwner } from '#app/api/on-behalf.server.ts'
import {
	getOfferForViewer,
	listCraftsmanOffers,
	listReceivedOffers,
	withdrawOffer,
} from '#app/models/offers/offer-history.server.ts'
import { OFFERS_PAGE_SIZE } from '#app/models/offers/offer-status.ts'
import { offerMoveFor } from '#app/models/offers/offers.policy.ts'
import { ApiOfferSchema, ApiOfferUpdateSchema } from '#app/models/offers/offers.schema.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'

/**
 * GET ?pageNumber&pageSize&userid → {data, currentPage, totalPages} (spec 000 §7, §9: 5 per page):
 * a craftsman's own offers, or the offers a client received on their jobs. `userid` of another
 * user: admins only, audited (listOwner); anyone else gets 403.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const owner = await listOwner(request, await requireApiUser(request))
	const { page, pageSize } = readPaging(request, { defaultSize: OFFERS_PAGE_SIZE })
	const list =
		owner.role === 'cliente'
			? await listReceivedOffers(owner.id, { page, pageSize })
			: await listCraftsmanOffers(owner.id, { page, pageSize })
	const now = new Date()
	return apiOk({
		data: list.items.map((offer) => serializeOffer(offer, now)),
		currentPage: list.currentPage,
		totalPages: list.totalPages,
	})
})

/** POST {client, job, price, handymanName} (+ items, vatRate, validUntil, earliestStart, durationDays, included, excluded) → {message}; PUT {offerId, jobId, notifyUser, data {status}} (spec 000 §7). */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method === 'PUT') return updateOffer(request)
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request)
	const { job, handymanName: _name, ...input } = parseOrThrow(ApiOfferSchema, await readBody(request))
	const result = await sendOffer({ craftsman: user, jobId: job, ...input })
	return apiOk({ message: result.message, offerId: result.offerId }, { status: 201 })
})

// Who may ask for which status is offerMoveFor (offers.policy.ts); the client decides with the same
// functions as the dashboard and PUT /api/jobpost/offer_status.
async function updateOffer(request: Request) {
	const user = await requireApiUser(request)
	const input = parseOrThrow(ApiOfferUpdateSchema, await readBody(request))
	const offer = await getOfferForViewer(input.offerId, user.id)
	if (!offer || (input.jobId && input.jobId !== offer.job.id)) return apiError(404, 'Oferta no encontrada')
	const move = offerMoveFor(user.id, offer, input.data.status)
	if (move === 'withdraw') return apiOk({ message: (await withdrawOffer(user.id, offer.id)).message })
	if (move !== 'accept' && move !== 'reject') return apiError(403, FORBIDDEN)
	const { message } =
		move === 'accept'
			? await acceptOffer({
					clientId: user.id,
					offerId: offer.id,
					reason: input.data.reason,
					acceptance: input.acceptance,
				})
			: await rejectOffer({ clientId: user.id, offerId: offer.id })
	// the client then shows the decided offer with its craftsman (`craftman.company_name`), after either decision
	const decided = await getOfferForViewer(offer.id, user.id)
	return apiOk({ message, data: decided && serializeOffer(decided) })
}
