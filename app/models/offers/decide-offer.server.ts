// The client's decisions on a job's offers (issue §1): accept, reject, mark the work completed.
// Ownership and the expected state live in each `where`, inside one transaction, so a stale page,
// another client or a second click changes nothing and gets a Spanish refusal instead.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { announceJobChange } from '#app/models/job-rules/job-events.server.ts'
import { type OfferOutcomeReason } from '#app/generated/prisma/enums.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { closeLosingOffers, notifyBidders } from './bidder-outcome.server.ts'
import { offerLink } from './offer-status.ts'
import { jobTitle, type TitledJob } from '#app/models/job-rules/job-title.ts'
import { OFFER_MOVES } from './offers.policy.ts'
import { recordAcceptance } from './offer-acceptance.server.ts'
import { ACCEPTANCE_MESSAGES, type AcceptanceInput } from './offer-acceptance.schema.ts'
import { REDUCED_VAT_RATE } from './quote-rules.ts'

export const DECISION_MESSAGES = {
	offerNotFound: 'Oferta no encontrada',
	jobNotFound: 'Trabajo no encontrado',
	notPending: 'Esta oferta ya no está pendiente',
	jobNotOpen: 'Este trabajo ya no acepta ofertas',
	notAssigned: 'Solo puedes marcar como terminado un trabajo asignado',
	accepted: 'Oferta aceptada',
	rejected: 'Oferta rechazada',
	completed: 'Trabajo marcado como terminado',
} as const

export { offerLink }

export const titleOf = (job: TitledJob) => jobTitle(job, 'un trabajo')

/** The pending offer `offerId` on an open job of `clientId`, or a refusal. */
async function findDecidableOffer(clientId: string, offerId: string) {
	const offer = await prisma.offer.findFirst({
		where: { id: offerId, job: { ownerId: clientId } },
		select: {
			id: true,
			status: true,
			jobId: true,
			craftsmanId: true,
			vatRate: true,
			job: { select: { status: true, openToOthers: true, serviceTitle: true, otherTitle: true } },
		},
	})
	if (!offer) throw new AppError('not_found', DECISION_MESSAGES.offerNotFound)
	// accepting and rejecting both start from a pending offer
	if (offer.status !== OFFER_MOVES.accept.from) throw new AppError('conflict', DECISION_MESSAGES.notPending)
	if (offer.job.status !== 'open') throw new AppError('conflict', DECISION_MESSAGES.jobNotOpen)
	return offer
}

/**
 * Accepts one pending offer: the job is assigned and every other pending offer rejected, its
 * bidder told why when the client gave a reason. The acceptance is recorded in the same
 * transaction with the hash of the exact version accepted; `acceptance` is the client's signature
 * (typed name, receipt, declarations), absent for an /api client that sends none. A signed accept of
 * an offer at 10 % VAT needs both declarations (Ley 37/1992 art. 91.Uno.2.10º).
 */
export async function acceptOffer({
	clientId,
	offerId,
	reason = null,
	acceptance = null,
}: {
	clientId: string
	offerId: string
	reason?: OfferOutcomeReason | null
	acceptance?: AcceptanceInput | null
}) {
	const offer = await findDecidableOffer(clientId, offerId)
	// an /api accept without `acceptance` (clients from before the signature) is recorded undeclared
	if (offer.vatRate === REDUCED_VAT_RATE && acceptance && !(acceptance.privateHome && acceptance.homeOlderThanTwoYears))
		throw new AppError('unprocessable', ACCEPTANCE_MESSAGES.reducedVat, { field: 'privateHome' })
	const title = titleOf(offer.job)
	const told = await prisma.$transaction(async (tx) => {
		// the job row is locked first, as an offer being sent locks it (claimOfferPlace): whichever
		// commits first, the other sees its result, so no offer stays pending on an assigned job
		const [locked] = await tx.$queryRaw<Array<{ status: string }>>`
			SELECT "status"::text AS status FROM "Job" WHERE "id" = ${offer.jobId} FOR UPDATE`
		if (locked?.status !== 'open') throw new AppError('conflict', DECISION_MESSAGES.jobNotOpen)
		// the state checks are repeated in the writes: a concurrent decision makes one of them miss
		const job = await tx.job.updateMany({
			where: { id: offer.jobId, ownerId: clientId, status: 'open' },
			data: { status: 'assigned' },
		})
		if (job.count !== 1) throw new AppError('conflict', DECISION_MESSAGES.jobNotOpen)
		const chosen = await tx.offer.updateMany({
			where: { id: offer.id, status: OFFER_MOVES.accept.from },
			data: { status: OFFER_MOVES.accept.to },
		})
		if (chosen.count !== 1) throw new AppError('conflict', DECISION_MESSAGES.notPending)
		await recordAcceptance(tx, { offerId: offer.id, clientId, acceptance })
		return closeLosingOffers(tx, {
			jobId: offer.jobId,
			jobTitle: title,
			kind: 'accepted',
			reason,
			exceptOfferId: offer.id,
		})
	})
	// assigned: the job leaves the public feed
	announceJobChange({ id: offer.jobId, openToOthers: offer.job.openToOthers }, 'closed')
	await notify(
		offer.craftsmanId,
		{ text: `Tu oferta para «${title}» ha sido aceptada`, link: offerLink(offer.id) },
		{ push: { kind: 'offer', title: 'Oferta aceptada' } },
	)
	await notifyBidders(told)
	return { jobId: offer.jobId, message: DECISION_MESSAGES.accepted }
}

/** Rejects one pending offer of an open job. */
export async function rejectOffer({ clientId, offerId }: { clientId: string; offerId: string }) {
	const offer = await findDecidableOffer(clientId, offerId)
	const { count } = await prisma.offer.updateMany({
		where: { id: offer.id, status: OFFER_MOVES.reject.from, job: { ownerId: clientId, status: 'open' } },
		data: { status: OFFER_MOVES.reject.to },
	})
	if (count !== 1) throw new AppError('conflict', DECISION_MESSAGES.notPending)
	await notify(
		offer.craftsmanId,
		{ text: `Tu oferta para «${titleOf(offer.job)}» ha sido rechazada`, link: offerLink(offer.id) },
		{ push: { kind: 'offer', title: 'Oferta rechazada' } },
	)
	return { jobId: offer.jobId, message: DECISION_MESSAGES.rejected }
}

/** Once the work is done: the assigned job and its accepted offer become completed. */
export async function completeJob({ clientId, jobId }: { clientId: string; jobId: string }) {
	const job = await prisma.job.findFirst({
		where: { id: jobId, ownerId: clientId },
		select: { id: true, status: true, openToOthers: true, serviceTitle: true, otherTitle: true },
	})
	if (!job) throw new AppError('not_found', DECISION_MESSAGES.jobNotFound)
	if (job.status !== 'assigned') throw new AppError('conflict', DECISION_MESSAGES.notAssigned)
	const accepted = await prisma.$transaction(async (tx) => {
		const updated = await tx.job.updateMany({
			where: { id: jobId, ownerId: clientId, status: 'assigned' },
			// the warranty runs from this day (app/models/warranty/warranty.ts)
			data: { status: 'completed', completedAt: new Date() },
		})
		if (updated.count !== 1) throw new AppError('conflict', DECISION_MESSAGES.notAssigned)
		const offer = await tx.offer.findFirst({
			where: { jobId, status: 'accepted' },
			select: { id: true, craftsmanId: true },
		})
		if (offer) await tx.offer.update({ where: { id: offer.id }, data: { status: 'completed' } })
		return offer
	})
	announceJobChange(job, 'updated')
	if (accepted) {
		await notify(
			accepted.craftsmanId,
			{ text: `El cliente ha marcado «${titleOf(job)}» como terminado`, link: offerLink(accepted.id) },
			{ push: { kind: 'offer', title: 'Trabajo terminado' } },
		)
	}
	return { jobId, message: DECISION_MESSAGES.completed }
}
