// Sending a price offer (spec 000 §7 POST /offers, 001 §2 job detail). The craftsman gate and the
// one-live-offer rule are checked here, so the page and the /api call cannot differ.
import { offeredToWhere } from '#app/models/job-rules/job-visibility.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { enforceActionLimit, offerLimitKey } from '#app/lib/rate-limit.server.ts'
import { assertCraftsmanGate } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { enqueueNewOfferEmail } from '#app/models/offers/offer-email.server.ts'
import { claimOfferPlace } from './offer-cap.server.ts'
import { JOB_CLOSED } from './offer-cap.ts'
import { formatEuros } from '#app/lib/format.ts'
import { type OfferDetails } from './offer-details.schema.ts'
import { offerTotals, toCents, type VatRate } from './offer-totals.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { paths } from '#app/lib/paths.ts'
import { recordTrace } from '#app/models/account-traces/account-traces.server.ts'
import { tradeIssues } from './quote-rules.ts'

/** Offers that still count: a craftsman has at most one of these per job. */
export const LIVE_OFFER_STATUSES = ['pending', 'accepted'] as const

export const OFFER_SENT = 'Oferta enviada con éxito'
export const OFFER_ALREADY_SENT = 'Ya has enviado una oferta para este trabajo'
export const JOB_NOT_FOUND = 'Trabajo no encontrado'
export { JOB_CLOSED } from './offer-cap.ts'
export const WRONG_CLIENT = 'El cliente no corresponde a este trabajo'

export async function getLiveOffer(craftsmanId: string, jobId: string) {
	const offer = await prisma.offer.findFirst({
		where: { craftsmanId, jobId, status: { in: [...LIVE_OFFER_STATUSES] } },
		orderBy: { createdAt: 'desc' },
		select: { id: true, price: true, status: true, createdAt: true },
	})
	return offer ? { ...offer, price: offer.price.toNumber() } : null
}

/**
 * `client`, when given (the /api body carries it), must be the job's owner. A full job (the offer cap)
 * throws an AppError: the callers map it. With lines the stored price is their
 * total with VAT, so every reader of `price` sees what the client would pay.
 */
export async function sendOffer({
	craftsman,
	jobId,
	client,
	...details
}: {
	craftsman: { id: string; role: Role } | null
	jobId: string
	client?: string
} & OfferDetails) {
	await assertCraftsmanGate(craftsman, 'offer')
	const { data, price } = offerData(details)
	const craftsmanId = craftsman!.id
	const job = await prisma.job.findFirst({
		where: { id: jobId, hiddenAt: null, ...offeredToWhere(craftsmanId) },
		select: { id: true, status: true, ownerId: true, serviceId: true, serviceTitle: true, otherTitle: true },
	})
	if (!job) throw new AppError('not_found', JOB_NOT_FOUND)
	// what the job's trade asks of a quote (registry number, legal minimum guarantee)
	const [tradeIssue] = tradeIssues(details, job.serviceId)
	if (tradeIssue) throw new AppError('bad_request', tradeIssue.message, { field: tradeIssue.path })
	if (client && client !== job.ownerId) throw new AppError('bad_request', WRONG_CLIENT)
	if (job.status !== 'open') throw new AppError('conflict', JOB_CLOSED)
	// withdrawn offers count too: sending and withdrawing again and again must not flood the client
	await enforceActionLimit('offersByJobAndCraftsman', offerLimitKey(jobId, craftsmanId))

	const company = await prisma.craftsmanProfile.findUnique({
		where: { userId: craftsmanId },
		select: { companyName: true },
	})
	const companyName = company?.companyName ?? 'un profesional'
	const title = jobTitle(job, 'tu trabajo')
	const created = await prisma.$transaction(async (tx) => {
		// serialises two simultaneous posts of the same craftsman on the same job
		await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`offer:${jobId}:${craftsmanId}`}))`
		const live = await tx.offer.findFirst({
			where: { jobId, craftsmanId, status: { in: [...LIVE_OFFER_STATUSES] } },
			select: { id: true },
		})
		if (live) return null
		// the cap: locks the job row, so two offers for the last place cannot both pass
		await claimOfferPlace(tx, jobId)
		const offer = await tx.offer.create({
			data: { ...data, jobId, craftsmanId, status: 'pending' },
			select: { id: true, createdAt: true },
		})
		await enqueueNewOfferEmail(tx, { jobId, offeredAt: offer.createdAt })
		return offer
	})
	if (!created) throw new AppError('conflict', OFFER_ALREADY_SENT)
	// where the craftsman works from, to tell a review from his own address or device (review-holds)
	await recordTrace(craftsmanId)

	await notify(job.ownerId, {
		text: `Nueva oferta de ${companyName} para «${title}»: ${formatEuros(price)}`,
		link: paths.clientHome(),
	})
	return { offerId: created.id, message: OFFER_SENT }
}

/** The columns of a new offer from its checked details (OfferFormSchema / ApiOfferSchema). */
function offerData({ items = [], vatRate, price, validUntil, earliestStart, ...rest }: OfferDetails) {
	const lines = items.map((item) => ({ ...item, unitPriceCents: toCents(item.unitPrice) }))
	const totals = offerTotals({ items: lines, vatRate: vatRate as VatRate | undefined, priceCents: toCents(price ?? 0) })
	const total = totals.totalCents / 100
	const day = (iso: string | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null)
	return {
		price: total,
		data: {
			price: total,
			vatRate: totals.vatRate,
			validUntil: day(validUntil),
			earliestStart: day(earliestStart),
			durationDays: rest.durationDays ?? null,
			guaranteeMonths: rest.guaranteeMonths ?? null,
			upfrontPercent: rest.upfrontPercent ?? null,
			registryNumber: rest.registryNumber ?? null,
			included: rest.included ?? null,
			excluded: rest.excluded ?? null,
			items: {
				create: lines.map((line, position) => ({
					position,
					concept: line.concept,
					quantity: line.quantity,
					unit: line.unit,
					unitPriceCents: line.unitPriceCents,
					kind: line.kind,
				})),
			},
		},
	}
}
