// A craftsman disputes a review he believes breaks the rules (not his client, not about the job,
// offensive), once per review. The review stays public meanwhile: only an admin may hide it before
// deciding, when it is clearly abusive. The admin decides with a message that both parties read:
// upheld, the review is withdrawn (hidden, with the message as the reason); refused, it stays (and
// shows again if it was hidden meanwhile). The reviewer is told when the dispute opens and when it
// is decided (notification, and an email through the queue in the decision's transaction).
// Every state change carries the expected state in its where: a second click changes nothing.
import { reviewDisputeDecidedEmail } from '#app/emails/templates/review-dispute-decided.server.tsx'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { paths } from '#app/lib/paths.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { DISPUTE_REASON_LABELS, type DisputeReason } from './review-disputes.schema.ts'
import { pushReview } from './reviews.server.ts'
import { visibleReviewWhere } from './visible.server.ts'

export const REVIEW_DISPUTES_PAGE_SIZE = 20

export const DISPUTE_MESSAGES = {
	notFound: 'Opinión no encontrada',
	alreadyDisputed: 'Ya has reclamado esta opinión',
	opened: 'Reclamación enviada: un administrador la revisará. La opinión sigue publicada mientras tanto.',
	notPending: 'Esta reclamación ya está decidida',
	hidden: 'Opinión oculta mientras decides la reclamación',
	alreadyHidden: 'La opinión ya está oculta',
	upheld: 'Reclamación aceptada: la opinión se ha retirado',
	refused: 'Reclamación rechazada: la opinión sigue publicada',
} as const

/** What a hidden-meanwhile review's public trace says (moderation shows `hiddenReason`). */
export const HIDDEN_WHILE_DISPUTED = 'Oculta mientras se revisa una reclamación del profesional'

/** Disputed and not decided yet. */
const pendingWhere = { disputedAt: { not: null }, disputeDecidedAt: null } as const

/** The dispute's state as the parties read it; null when the review was never disputed. */
export function disputeState(review: {
	disputedAt: Date | null
	disputeDecidedAt: Date | null
	disputeUpheld: boolean | null
	disputeHiddenAt: Date | null
}): { key: 'pending' | 'pending_hidden' | 'upheld' | 'refused'; label: string } | null {
	if (!review.disputedAt) return null
	if (!review.disputeDecidedAt)
		return review.disputeHiddenAt
			? { key: 'pending_hidden', label: 'Reclamada por el profesional: oculta mientras la revisamos' }
			: { key: 'pending', label: 'Reclamada por el profesional: sigue publicada mientras la revisamos' }
	return review.disputeUpheld
		? { key: 'upheld', label: 'Retirada tras revisar la reclamación del profesional' }
		: { key: 'refused', label: 'Revisada: sigue publicada' }
}

/** The craftsman disputes one visible review of his, once; the author is told. */
export async function disputeReview(
	{
		craftsmanUserId,
		reviewId,
		reason,
		text,
	}: { craftsmanUserId: string; reviewId: string; reason: DisputeReason; text: string },
	now = new Date(),
) {
	const own = { id: reviewId, ...visibleReviewWhere, craftsman: { userId: craftsmanUserId } }
	const { count } = await prisma.review.updateMany({
		where: { ...own, disputedAt: null },
		data: { disputedAt: now, disputeReason: reason, disputeText: text },
	})
	const review = await prisma.review.findFirst({
		where: own,
		select: { id: true, authorId: true, craftsman: { select: { id: true, companyName: true } } },
	})
	if (!review) throw new AppError('not_found', DISPUTE_MESSAGES.notFound)
	if (count !== 1) throw new AppError('conflict', DISPUTE_MESSAGES.alreadyDisputed, { field: 'reason' })
	pushReview([craftsmanUserId, review.authorId], {
		reviewId: review.id,
		craftsmanId: review.craftsman.id,
		action: 'updated',
	})
	if (review.authorId)
		await notify(review.authorId, {
			text: `${review.craftsman.companyName} ha pedido revisar tu opinión. Sigue publicada mientras la revisamos.`,
			link: paths.clientReviews(review.id),
		})
	return { reviewId: review.id, message: DISPUTE_MESSAGES.opened }
}

/** One page (from 1) of the disputes waiting for an admin, the longest waiting first. */
export async function listPendingDisputes({ page }: { page: number }) {
	const [reviews, total] = await Promise.all([
		prisma.review.findMany({
			where: pendingWhere,
			orderBy: [{ disputedAt: 'asc' }, { id: 'asc' }],
			skip: (page - 1) * REVIEW_DISPUTES_PAGE_SIZE,
			take: REVIEW_DISPUTES_PAGE_SIZE,
			select: {
				id: true,
				rating: true,
				comment: true,
				createdAt: true,
				disputedAt: true,
				disputeReason: true,
				disputeText: true,
				disputeHiddenAt: true,
				jobId: true,
				author: { select: { name: true, email: true } },
				craftsman: { select: { companyName: true, companySlug: true } },
			},
		}),
		prisma.review.count({ where: pendingWhere }),
	])
	return {
		total,
		reviews: reviews.map((review) => ({
			...review,
			reasonLabel: review.disputeReason ? DISPUTE_REASON_LABELS[review.disputeReason] : '',
		})),
	}
}

/** Hides a clearly abusive disputed review until the dispute is decided; audited, the author told. */
export async function hideDisputedReview({ reviewId, adminId, now = new Date() }: AdminInput) {
	const review = await prisma.$transaction(async (tx) => {
		const { count } = await tx.review.updateMany({
			where: { id: reviewId, ...pendingWhere, hiddenAt: null },
			data: { hiddenAt: now, hiddenReason: HIDDEN_WHILE_DISPUTED, disputeHiddenAt: now },
		})
		if (count !== 1) await refuse(tx, reviewId, DISPUTE_MESSAGES.alreadyHidden)
		await recordAdminAction(
			{ actorId: adminId, action: 'review.dispute_hide', targetType: 'review', targetId: reviewId },
			tx,
		)
		return tx.review.findUniqueOrThrow({ where: { id: reviewId }, select: partiesSelect })
	})
	pushReview([review.craftsman.userId, review.authorId], {
		reviewId,
		craftsmanId: review.craftsman.id,
		action: 'updated',
	})
	if (review.authorId)
		await notify(review.authorId, {
			text: `Hemos ocultado tu opinión sobre ${review.craftsman.companyName} mientras revisamos la reclamación del profesional.`,
			link: paths.clientReviews(reviewId),
		})
	return { message: DISPUTE_MESSAGES.hidden }
}

type AdminInput = { reviewId: string; adminId: string; now?: Date }

const partiesSelect = {
	authorId: true,
	rating: true,
	comment: true,
	disputeReason: true,
	disputeHiddenAt: true,
	author: { select: { name: true, email: true } },
	craftsman: { select: { id: true, userId: true, companyName: true, companySlug: true } },
} as const

async function refuse(
	tx: Pick<typeof prisma, 'review'>,
	reviewId: string,
	pendingMessage: string = DISPUTE_MESSAGES.notPending,
): Promise<never> {
	const review = await tx.review.findUnique({
		where: { id: reviewId },
		select: { disputedAt: true, disputeDecidedAt: true },
	})
	if (!review?.disputedAt) throw new AppError('not_found', 'Reclamación no encontrada')
	throw new AppError('conflict', review.disputeDecidedAt ? DISPUTE_MESSAGES.notPending : pendingMessage)
}

/**
 * Decides a pending dispute with a message for both parties: `upheld` withdraws the review (hidden,
 * the message as its reason), otherwise it stays public (shown again if it was hidden meanwhile).
 */
export async function decideDispute({
	reviewId,
	adminId,
	upheld,
	message,
	now = new Date(),
}: AdminInput & { upheld: boolean; message: string }) {
	const review = await prisma.$transaction(async (tx) => {
		const current = await tx.review.findFirst({ where: { id: reviewId, ...pendingWhere }, select: partiesSelect })
		if (!current) return refuse(tx, reviewId)
		const hide = upheld
			? { hiddenAt: now, hiddenReason: message }
			: current.disputeHiddenAt
				? { hiddenAt: null, hiddenReason: null }
				: {}
		const { count } = await tx.review.updateMany({
			where: { id: reviewId, ...pendingWhere },
			data: { disputeDecidedAt: now, disputeUpheld: upheld, disputeMessage: message, ...hide },
		})
		if (count !== 1) await refuse(tx, reviewId)
		await recordAdminAction(
			{
				actorId: adminId,
				action: upheld ? 'review.dispute_upheld' : 'review.dispute_refused',
				targetType: 'review',
				targetId: reviewId,
				details: { reason: current.disputeReason, message, companyName: current.craftsman.companyName },
			},
			tx,
		)
		if (current.author)
			await enqueue(tx, 'email', {
				to: current.author.email,
				tag: 'review-dispute-decided',
				key: `review-dispute-decided:${reviewId}`,
				...reviewDisputeDecidedEmail({
					name: current.author.name,
					companyName: current.craftsman.companyName,
					upheld,
					message,
					link: `${getEnv().SITE_ORIGIN}${paths.clientReviews(reviewId)}`,
				}),
			})
		return current
	})
	const { craftsman, authorId } = review
	pushReview([craftsman.userId, authorId], { reviewId, craftsmanId: craftsman.id, action: 'updated' })
	await notify(craftsman.userId, {
		text: upheld
			? `Hemos aceptado tu reclamación: la opinión se ha retirado. ${message}`
			: `Hemos revisado tu reclamación y la opinión sigue publicada. ${message}`,
		link: paths.craftsmanReviews(),
	})
	if (authorId)
		await notify(authorId, {
			text: upheld
				? `Hemos retirado tu opinión sobre ${craftsman.companyName} tras revisar la reclamación del profesional.`
				: `Tu opinión sobre ${craftsman.companyName} sigue publicada tras revisar la reclamación del profesional.`,
			link: paths.clientReviews(reviewId),
		})
	return { message: upheld ? DISPUTE_MESSAGES.upheld : DISPUTE_MESSAGES.refused }
}
