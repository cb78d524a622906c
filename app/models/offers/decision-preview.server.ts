// What the client confirms before a decision that cannot be undone: accepting an offer
// rejects every other pending offer for good, and marking a job completed ends it. The same
// ownership and state rules as the decisions themselves, so the page never offers what would fail.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { DECISION_MESSAGES, titleOf } from './decide-offer.server.ts'
import { offerDetailsSelect, readOfferDetails } from './offer-details.server.ts'
import { REDUCED_VAT_RATE, reducedVatSavingCents } from './quote-rules.ts'

/** The pending offer `offerId` on an open job of `clientId`, with how many others it would reject. */
export async function getAcceptPreview(clientId: string, offerId: string) {
	const offer = await prisma.offer.findFirst({
		where: { id: offerId, job: { ownerId: clientId } },
		select: {
			id: true,
			status: true,
			price: true,
			jobId: true,
			...offerDetailsSelect,
			craftsman: { select: { craftsman: { select: { companyName: true } } } },
			job: {
				select: {
					status: true,
					serviceTitle: true,
					otherTitle: true,
					_count: { select: { offers: { where: { status: 'pending' } } } },
				},
			},
		},
	})
	if (!offer) throw new AppError('not_found', DECISION_MESSAGES.offerNotFound)
	if (offer.status !== 'pending') throw new AppError('conflict', DECISION_MESSAGES.notPending)
	if (offer.job.status !== 'open') throw new AppError('conflict', DECISION_MESSAGES.jobNotOpen)
	return {
		offerId: offer.id,
		jobId: offer.jobId,
		jobTitle: titleOf(offer.job),
		companyName: offer.craftsman.craftsman?.companyName ?? 'Profesional',
		price: offer.price.toNumber(),
		otherPending: offer.job._count.offers - 1,
		// what the 10 % saves against the 21 %, shown before the client declares anything
		reducedVatSavingCents:
			offer.vatRate === REDUCED_VAT_RATE
				? reducedVatSavingCents(readOfferDetails(offer, offer.price.toNumber()).totals.subtotalCents ?? 0)
				: null,
		details: readOfferDetails(offer, offer.price.toNumber()),
	}
}

/** The assigned job `jobId` of `clientId`, with the company whose offer it accepted. */
export async function getCompletePreview(clientId: string, jobId: string) {
	const job = await prisma.job.findFirst({
		where: { id: jobId, ownerId: clientId },
		select: {
			id: true,
			status: true,
			serviceTitle: true,
			otherTitle: true,
			offers: {
				where: { status: 'accepted' },
				take: 1,
				select: { craftsman: { select: { craftsman: { select: { companyName: true } } } } },
			},
		},
	})
	if (!job) throw new AppError('not_found', DECISION_MESSAGES.jobNotFound)
	if (job.status !== 'assigned') throw new AppError('conflict', DECISION_MESSAGES.notAssigned)
	return {
		jobId: job.id,
		jobTitle: titleOf(job),
		companyName: job.offers[0]?.craftsman.craftsman?.companyName ?? null,
	}
}

/** The open or assigned job `jobId` of `clientId`, with how many pending offers closing it ends. */
export async function getClosePreview(clientId: string, jobId: string) {
	const job = await prisma.job.findFirst({
		where: { id: jobId, ownerId: clientId },
		select: {
			id: true,
			status: true,
			serviceTitle: true,
			otherTitle: true,
			_count: { select: { offers: { where: { status: 'pending' } } } },
		},
	})
	if (!job) throw new AppError('not_found', DECISION_MESSAGES.jobNotFound)
	if (job.status !== 'open' && job.status !== 'assigned') throw new AppError('conflict', CLOSE_NOT_POSSIBLE)
	return { jobId: job.id, jobTitle: titleOf(job), pending: job._count.offers }
}

export const CLOSE_NOT_POSSIBLE = 'Este trabajo ya está cerrado o terminado'
