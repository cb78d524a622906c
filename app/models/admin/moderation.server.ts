// Moderation: an admin hides, shows again or deletes a job or a review, always with a
// reason. Each change and its audit entry share a transaction; the owner (job) or author
// (review) is then told, with the reason. Hidden content is filtered by `hiddenAt` wherever the
// public sees it (feed, job detail, alerts, ratings and profiles).
import { AppError } from '#app/lib/app-error.ts'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { announceJobChange } from '#app/models/job-rules/job-events.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { moderatedJobTitle } from './moderation-queries.server.ts'
import { type ModerationKind } from './moderation.schema.ts'
import { paths } from '#app/lib/paths.ts'

export const MODERATION_MESSAGES = {
	hidden: { job: 'Trabajo ocultado', review: 'Valoración ocultada' },
	shown: { job: 'Trabajo visible de nuevo', review: 'Valoración visible de nuevo' },
	deleted: { job: 'Trabajo eliminado', review: 'Valoración eliminada' },
	notFound: { job: 'Trabajo no encontrado', review: 'Valoración no encontrada' },
	alreadyHidden: { job: 'Este trabajo ya está oculto', review: 'Esta valoración ya está oculta' },
	notHidden: { job: 'Este trabajo no está oculto', review: 'Esta valoración no está oculta' },
} as const

const CLIENT_JOBS = paths.clientJobs()

type Tx = Prisma.TransactionClient
// openToOthers: whether feeds may hear of it (jobs only)
type Target = { notifyUserId: string | null; label: string; openToOthers: boolean }

/** Who is told about a moderated item, and how it is named to them. */
async function describe(tx: Tx, kind: ModerationKind, id: string): Promise<Target | null> {
	if (kind === 'job') {
		const job = await tx.job.findUnique({
			where: { id },
			select: { ownerId: true, openToOthers: true, serviceTitle: true, otherTitle: true, listingId: true },
		})
		return (
			job && {
				notifyUserId: job.ownerId,
				label: `tu trabajo «${moderatedJobTitle(job)}»`,
				openToOthers: job.openToOthers,
			}
		)
	}
	const review = await tx.review.findUnique({
		where: { id },
		select: { authorId: true, craftsman: { select: { companyName: true } } },
	})
	return (
		review && {
			notifyUserId: review.authorId,
			label: `tu valoración de ${review.craftsman.companyName}`,
			openToOthers: false,
		}
	)
}

async function setHidden(tx: Tx, kind: ModerationKind, id: string, hidden: { at: Date; reason: string } | null) {
	// the expected state is in the where: hiding twice (two admins at once) changes nothing
	const where = { id, hiddenAt: hidden ? null : { not: null } }
	const data = { hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null }
	const { count } =
		kind === 'job' ? await tx.job.updateMany({ where, data }) : await tx.review.updateMany({ where, data })
	return count === 1
}

/** Hides (with `reason`) or shows again (`reason` null) a job or review. */
export async function setContentHidden({
	kind,
	id,
	reason,
	adminId,
	now = new Date(),
}: {
	kind: ModerationKind
	id: string
	reason: string | null
	adminId: string
	now?: Date
}) {
	const target = await prisma.$transaction(async (tx) => {
		const found = await describe(tx, kind, id)
		if (!found) throw new AppError('not_found', MODERATION_MESSAGES.notFound[kind])
		if (!(await setHidden(tx, kind, id, reason === null ? null : { at: now, reason }))) {
			throw new AppError(
				'conflict',
				reason === null ? MODERATION_MESSAGES.notHidden[kind] : MODERATION_MESSAGES.alreadyHidden[kind],
			)
		}
		await recordAdminAction(
			{
				actorId: adminId,
				action: `${kind}.${reason === null ? 'unhide' : 'hide'}`,
				targetType: kind,
				targetId: id,
				details: reason === null ? {} : { reason },
			},
			tx,
		)
		return found
	})
	if (kind === 'job')
		announceJobChange({ id, openToOthers: target.openToOthers }, reason === null ? 'published' : 'closed')
	if (target.notifyUserId) {
		const text =
			reason === null ? `Hemos vuelto a publicar ${target.label}.` : `Hemos ocultado ${target.label}. Motivo: ${reason}`
		await notify(target.notifyUserId, { text, link: CLIENT_JOBS })
	}
	return { message: (reason === null ? MODERATION_MESSAGES.shown : MODERATION_MESSAGES.hidden)[kind] }
}

async function snapshotAndDelete(tx: Tx, kind: ModerationKind, id: string) {
	if (kind === 'job') {
		const job = await tx.job.findUnique({
			where: { id },
			select: {
				listingId: true,
				serviceTitle: true,
				otherTitle: true,
				description: true,
				status: true,
				ownerId: true,
				contactEmail: true,
				createdAt: true,
				hiddenReason: true,
				_count: { select: { offers: true } },
			},
		})
		if (!job) return null
		await tx.job.delete({ where: { id } })
		const { _count, createdAt, ...rest } = job
		return { ...rest, offers: _count.offers, createdAt: createdAt.toISOString() }
	}
	const review = await tx.review.findUnique({
		where: { id },
		select: {
			rating: true,
			comment: true,
			authorId: true,
			jobId: true,
			createdAt: true,
			hiddenReason: true,
			craftsman: { select: { id: true, companyName: true } },
		},
	})
	if (!review) return null
	await tx.review.delete({ where: { id } })
	const { craftsman, createdAt, ...rest } = review
	return { ...rest, craftsmanId: craftsman.id, companyName: craftsman.companyName, createdAt: createdAt.toISOString() }
}

/** Deletes a job (with its offers) or a review; the audit entry keeps the reason and a snapshot. */
export async function deleteContent({
	kind,
	id,
	reason,
	adminId,
}: {
	kind: ModerationKind
	id: string
	reason: string
	adminId: string
}) {
	const target = await prisma.$transaction(async (tx) => {
		const found = await describe(tx, kind, id)
		const snapshot = found && (await snapshotAndDelete(tx, kind, id))
		if (!found || !snapshot) throw new AppError('not_found', MODERATION_MESSAGES.notFound[kind])
		await recordAdminAction(
			{ actorId: adminId, action: `${kind}.delete`, targetType: kind, targetId: id, details: { reason, snapshot } },
			tx,
		)
		return found
	})
	if (kind === 'job') announceJobChange({ id, openToOthers: target.openToOthers }, 'closed')
	if (target.notifyUserId)
		await notify(target.notifyUserId, { text: `Hemos eliminado ${target.label}. Motivo: ${reason}`, link: CLIENT_JOBS })
	return { message: MODERATION_MESSAGES.deleted[kind] }
}
