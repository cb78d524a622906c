// Reviews by clients (issue §1 'Review'): only the client of a completed job may rate the
// craftsman whose offer completed it, once per job, and may edit or delete it for 30 days
// (Ley 10/2025's 30 natural days for a review: docs/decisions/044-review-disputes-and-30-days.md).
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { type ReviewPush } from '#app/realtime/events.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { recordTrace } from '#app/models/account-traces/account-traces.server.ts'
import { holdReasonsFor } from './review-holds.server.ts'
import { REVIEW_EDIT_DAYS, REVIEW_EDIT_WINDOW_MS } from './review-window.ts'

export { REVIEW_EDIT_DAYS, REVIEW_EDIT_WINDOW_MS }

export const REVIEW_MESSAGES = {
	jobNotFound: 'Trabajo no encontrado',
	offerNotFound: 'Oferta no encontrada',
	notCompleted: 'Solo puedes valorar un trabajo terminado',
	alreadyReviewed: 'Ya has valorado este trabajo',
	notFound: 'Todavía no has valorado este trabajo',
	editExpired: `Solo puedes editar tu valoración durante ${REVIEW_EDIT_DAYS} días`,
	deleteExpired: `Solo puedes eliminar tu valoración durante ${REVIEW_EDIT_DAYS} días`,
	reviewNotFound: 'Opinión no encontrada',
	deleted: 'Valoración eliminada',
	created: 'Gracias por tu valoración',
	held: 'Gracias. Tu valoración está pendiente de revisión antes de publicarse.',
	pending: 'Tu valoración está pendiente de revisión',
	rejected: 'Tu valoración no se ha publicado tras revisarla',
	updated: 'Valoración actualizada',
	verifyFirst:
		'Confirma tu correo electrónico para valorar: así sabemos que cada opinión es de un cliente real. Busca el enlace que te enviamos o pide uno nuevo.',
} as const

/**
 * A review counts only from a client who proved their email (a craftsman's made-up guest clients
 * never receive the link): writing or editing one needs a verified email.
 */
async function assertVerifiedAuthor(clientId: string) {
	const author = await prisma.user.findUnique({ where: { id: clientId }, select: { emailVerified: true } })
	if (!author?.emailVerified) throw new AppError('forbidden', REVIEW_MESSAGES.verifyFirst)
}

/** The own completed job with the craftsman who completed it and any existing review. */
export async function getReviewableJob(clientId: string, jobId: string) {
	const job = await prisma.job.findFirst({
		where: { id: jobId, ownerId: clientId },
		select: {
			id: true,
			status: true,
			serviceTitle: true,
			otherTitle: true,
			review: { select: { id: true, rating: true, comment: true, createdAt: true, heldAt: true, rejectedAt: true } },
			offers: {
				where: { status: 'completed' },
				take: 1,
				select: {
					createdAt: true,
					craftsman: {
						select: { id: true, craftsman: { select: { id: true, companyName: true, companySlug: true } } },
					},
				},
			},
		},
	})
	if (!job) throw new AppError('not_found', REVIEW_MESSAGES.jobNotFound)
	const profile = job.offers[0]?.craftsman.craftsman
	if (job.status !== 'completed' || !profile) throw new AppError('conflict', REVIEW_MESSAGES.notCompleted)
	const { offers, ...rest } = job
	return { ...rest, craftsmanUserId: offers[0]!.craftsman.id, offeredAt: offers[0]!.createdAt, profile }
}

/**
 * The job an offer of the client's own jobs belongs to: only the offer that completed the job may be
 * reviewed (the review is of its craftsman). Throws AppError otherwise.
 */
export async function reviewableJobOfOffer(clientId: string, offerId: string) {
	const offer = await prisma.offer.findFirst({
		where: { id: offerId, job: { ownerId: clientId } },
		select: { jobId: true, status: true },
	})
	if (!offer) throw new AppError('not_found', REVIEW_MESSAGES.offerNotFound)
	if (offer.status !== 'completed') throw new AppError('conflict', REVIEW_MESSAGES.notCompleted)
	return offer.jobId
}

/** What the author reads of a review that waits for an admin or that an admin refused; null when it is public. */
export function reviewStateNotice(review: { heldAt: Date | null; rejectedAt: Date | null } | null) {
	if (!review?.heldAt) return null
	return review.rejectedAt ? REVIEW_MESSAGES.rejected : REVIEW_MESSAGES.pending
}

export const canEditReview = (review: { createdAt: Date }, now = new Date()) =>
	now.getTime() - review.createdAt.getTime() <= REVIEW_EDIT_WINDOW_MS

type ReviewInput = { clientId: string; jobId: string; rating: number; comment: string }

/**
 * Creates the one review of a completed job; the craftsman is told. A review that looks like the
 * craftsman's own (review-holds.server.ts) is held for an admin instead: not shown, not counted,
 * and the craftsman hears of it only if an admin publishes it.
 */
export async function createReview({ clientId, jobId, rating, comment }: ReviewInput, now = new Date()) {
	const job = await getReviewableJob(clientId, jobId)
	if (job.review) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed)
	await assertVerifiedAuthor(clientId)
	await recordTrace(clientId)
	const heldReasons = await holdReasonsFor({ clientId, craftsmanUserId: job.craftsmanUserId, offeredAt: job.offeredAt })
	const held = heldReasons.length > 0
	let review
	try {
		review = await prisma.review.create({
			data: {
				jobId,
				authorId: clientId,
				craftsmanId: job.profile.id,
				rating,
				comment,
				...(held && { heldAt: now, heldReasons }),
			},
			select: { id: true },
		})
	} catch (error) {
		// Review.jobId is unique: a simultaneous second post lands here
		if ((error as { code?: string }).code === 'P2002') throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed)
		throw error
	}
	if (held) {
		pushReview([clientId], { reviewId: review.id, craftsmanId: job.profile.id, action: 'created' })
		return { reviewId: review.id, companySlug: job.profile.companySlug, message: REVIEW_MESSAGES.held, held }
	}
	pushReview([job.craftsmanUserId, clientId], { reviewId: review.id, craftsmanId: job.profile.id, action: 'created' })
	await notifyReviewReceived(job.craftsmanUserId, job.profile.companySlug, rating)
	return { reviewId: review.id, companySlug: job.profile.companySlug, message: REVIEW_MESSAGES.created, held }
}

/** The craftsman is told of a review that counts (written, or published by an admin). */
export function notifyReviewReceived(craftsmanUserId: string, companySlug: string, rating: number) {
	return notify(craftsmanUserId, {
		text: `Has recibido una valoración de ${rating} ${rating === 1 ? 'estrella' : 'estrellas'}`,
		link: `/oficial/${companySlug}`,
	})
}

/** Edits the review of a completed job within 30 days of writing it. */
export async function updateReview({ clientId, jobId, rating, comment }: ReviewInput, now = new Date()) {
	const job = await getReviewableJob(clientId, jobId)
	if (!job.review) throw new AppError('not_found', REVIEW_MESSAGES.notFound)
	if (!canEditReview(job.review, now)) throw new AppError('forbidden', REVIEW_MESSAGES.editExpired)
	await assertVerifiedAuthor(clientId)
	const since = new Date(now.getTime() - REVIEW_EDIT_WINDOW_MS)
	const { count } = await prisma.review.updateMany({
		where: { id: job.review.id, jobId, authorId: clientId, createdAt: { gte: since } },
		data: { rating, comment },
	})
	if (count !== 1) throw new AppError('forbidden', REVIEW_MESSAGES.editExpired)
	// a held review stays held, and its craftsman still hears nothing
	const held = job.review.heldAt !== null
	if (held) {
		pushReview([clientId], { reviewId: job.review.id, craftsmanId: job.profile.id, action: 'updated' })
		return { reviewId: job.review.id, companySlug: job.profile.companySlug, message: REVIEW_MESSAGES.updated, held }
	}
	pushReview([job.craftsmanUserId, clientId], {
		reviewId: job.review.id,
		craftsmanId: job.profile.id,
		action: 'updated',
	})
	await notify(job.craftsmanUserId, {
		text: `Una valoración tuya se ha actualizado: ${rating} ${rating === 1 ? 'estrella' : 'estrellas'}`,
		link: `/oficial/${job.profile.companySlug}`,
	})
	return { reviewId: job.review.id, companySlug: job.profile.companySlug, message: REVIEW_MESSAGES.updated, held }
}

/**
 * The author deletes her review within 30 days of writing it (a disputed one too: that ends the
 * dispute). The job can then be rated again.
 */
export async function deleteOwnReview(
	{ clientId, reviewId }: { clientId: string; reviewId: string },
	now = new Date(),
) {
	const since = new Date(now.getTime() - REVIEW_EDIT_WINDOW_MS)
	const review = await prisma.review.findFirst({
		where: { id: reviewId, authorId: clientId },
		select: { id: true, createdAt: true, heldAt: true, craftsman: { select: { id: true, userId: true } } },
	})
	if (!review) throw new AppError('not_found', REVIEW_MESSAGES.reviewNotFound)
	const { count } = await prisma.review.deleteMany({
		where: { id: reviewId, authorId: clientId, createdAt: { gte: since } },
	})
	if (count !== 1) throw new AppError('forbidden', REVIEW_MESSAGES.deleteExpired)
	// a held review was never the craftsman's to see
	pushReview([review.heldAt ? null : review.craftsman.userId, clientId], {
		reviewId,
		craftsmanId: review.craftsman.id,
		action: 'updated',
	})
	return { message: REVIEW_MESSAGES.deleted }
}

/** After the write: the craftsman's and the author's open pages reload their reviews (spec 000 §7 getReview). */
export function pushReview(userIds: Array<string | null>, payload: ReviewPush) {
	for (const userId of new Set(userIds)) if (userId) publishToUser(userId, 'getReview', payload)
}
