// The craftsman's offer history (spec 000 §2 'Tu viaje artesanal', §4 withdrawal, §7 /offers).
// Ownership and state are written into each query's where, so no caller can forget them.
import { prisma } from '#app/lib/db.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { offerDetailsSelect, readOfferDetails } from './offer-details.server.ts'
import { OFFERS_PAGE_SIZE } from './offer-status.ts'
import { AppError } from '#app/lib/app-error.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { OFFER_MOVES } from './offers.policy.ts'
import { paths } from '#app/lib/paths.ts'

export const OFFER_WITHDRAWN = 'Oferta retirada con éxito'
export const OFFER_NOT_FOUND = 'Oferta no encontrada'
export const OFFER_NOT_PENDING = 'Solo se puede retirar una oferta pendiente'

const offerSelect = {
	id: true,
	price: true,
	status: true,
	createdAt: true,
	outcomeAt: true,
	outcomeReason: true,
	craftsmanId: true,
	...offerDetailsSelect,
	job: {
		select: {
			id: true,
			listingId: true,
			serviceTitle: true,
			otherTitle: true,
			description: true,
			ownerId: true,
			status: true,
			postalCode: { select: { id: true, code: true, placeName: true } },
		},
	},
	// who made it: the client's view of an offer names the company (the legacy `craftman` block)
	craftsman: {
		select: {
			id: true,
			name: true,
			lastName: true,
			profilePhoto: true,
			craftsman: { select: { id: true, companyName: true, companySlug: true, status: true } },
		},
	},
} as const

type OfferWhere = { craftsmanId: string } | { id: string } | { job: { ownerId: string } }

async function findOffers(where: OfferWhere, skip = 0, take = OFFERS_PAGE_SIZE) {
	const rows = await prisma.offer.findMany({
		where,
		orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
		skip,
		take,
		select: offerSelect,
	})
	return rows.map(withDetails)
}

type OfferRow = Awaited<ReturnType<typeof prisma.offer.findFirstOrThrow<{ select: typeof offerSelect }>>>

function withDetails(row: OfferRow) {
	const price = row.price.toNumber()
	return { ...row, price, details: readOfferDetails(row, price) }
}

export type HistoryOffer = Awaited<ReturnType<typeof findOffers>>[number]

/** One page (from 1) of a craftsman's own offers, newest first. */
export async function listCraftsmanOffers(craftsmanId: string, { page = 1, pageSize = OFFERS_PAGE_SIZE } = {}) {
	const [items, total] = await Promise.all([
		findOffers({ craftsmanId }, (page - 1) * pageSize, pageSize),
		prisma.offer.count({ where: { craftsmanId } }),
	])
	return { items, total, currentPage: page, totalPages: Math.ceil(total / pageSize) }
}

/** One page (from 1) of the offers a client received on their own jobs, newest first. */
export async function listReceivedOffers(clientId: string, { page = 1, pageSize = OFFERS_PAGE_SIZE } = {}) {
	const where = { job: { ownerId: clientId } }
	const [items, total] = await Promise.all([
		findOffers(where, (page - 1) * pageSize, pageSize),
		prisma.offer.count({ where }),
	])
	return { items, total, currentPage: page, totalPages: Math.ceil(total / pageSize) }
}

/** An offer its craftsman or the client of its job may read; null for anyone else. */
export async function getOfferForViewer(offerId: string, viewerId: string) {
	const offer = await prisma.offer.findFirst({
		where: { id: offerId, OR: [{ craftsmanId: viewerId }, { job: { ownerId: viewerId } }] },
		select: offerSelect,
	})
	return offer ? withDetails(offer) : null
}

/** Only the offer's own craftsman, only from 'pending'; the job's client is told. Throws AppError otherwise. */
export async function withdrawOffer(craftsmanId: string, offerId: string) {
	const { count } = await prisma.offer.updateMany({
		where: { id: offerId, craftsmanId, status: OFFER_MOVES.withdraw.from },
		data: { status: OFFER_MOVES.withdraw.to },
	})
	if (count === 0) {
		const own = await prisma.offer.findFirst({ where: { id: offerId, craftsmanId }, select: { id: true } })
		throw own ? new AppError('conflict', OFFER_NOT_PENDING) : new AppError('not_found', OFFER_NOT_FOUND)
	}
	const offer = await prisma.offer.findUniqueOrThrow({
		where: { id: offerId },
		select: {
			job: { select: { ownerId: true, serviceTitle: true, otherTitle: true } },
			craftsman: { select: { craftsman: { select: { companyName: true } } } },
		},
	})
	const who = offer.craftsman.craftsman?.companyName ?? 'Un profesional'
	await notify(offer.job.ownerId, {
		text: `${who} ha retirado su oferta para «${jobTitle(offer.job, 'tu trabajo')}»`,
		link: paths.clientHome(),
	})
	return { message: OFFER_WITHDRAWN }
}
