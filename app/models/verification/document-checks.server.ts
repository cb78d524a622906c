// The admin decides on each verification document (approved or rejected, optional
// expiry); craftsmen are reminded 30 and 7 days before an approved document expires.
import { documentExpiryEmail } from '#app/emails/templates/document-expiry.server.tsx'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { CHECKED_ITEM_LABELS, REMINDER_DAYS } from './document-checks.ts'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'

export const DOCUMENT_MESSAGES = { notFound: 'Documento no encontrado', saved: 'Decisión guardada' } as const

export async function decideDocument({
	adminId,
	documentId,
	decision,
	expiresAt = null,
}: {
	adminId: string
	documentId: string
	decision: 'approved' | 'rejected'
	expiresAt?: Date | null
}) {
	const doc = await prisma.$transaction(async (tx) => {
		const doc = await tx.craftsmanDocument.findUnique({
			where: { id: documentId },
			select: { id: true, type: true, craftsman: { select: { userId: true } } },
		})
		if (!doc) throw new AppError('not_found', DOCUMENT_MESSAGES.notFound)
		// a new expiry date restarts its reminders
		await tx.craftsmanDocument.update({
			where: { id: documentId },
			data: { decision, decidedAt: new Date(), expiresAt, reminded30At: null, reminded7At: null },
		})
		await recordAdminAction(
			{
				actorId: adminId,
				action: 'craftsman.document',
				targetType: 'user',
				targetId: doc.craftsman.userId,
				details: { documentId, type: doc.type, decision, expiresAt: expiresAt?.toISOString() ?? null },
			},
			tx,
		)
		return doc
	})
	return { userId: doc.craftsman.userId, message: DOCUMENT_MESSAGES.saved }
}

const DAY = 86_400_000
/** Sends the due reminders, each once (the update is the claim). Run daily by the queue. */
export async function sendDocumentExpiryReminders(now = new Date()) {
	let sent = 0
	for (const days of REMINDER_DAYS) {
		const column = days === 30 ? 'reminded30At' : 'reminded7At'
		const due = await prisma.craftsmanDocument.findMany({
			where: {
				decision: 'approved',
				expiresAt: { gt: now, lte: new Date(now.getTime() + days * DAY) },
				[column]: null,
			},
			select: { id: true },
		})
		for (const { id } of due) {
			const told = await prisma.$transaction(async (tx) => {
				const claimed = await tx.craftsmanDocument.updateMany({
					where: { id, [column]: null },
					data: { [column]: now },
				})
				if (claimed.count !== 1) return null
				const doc = await tx.craftsmanDocument.findUniqueOrThrow({
					where: { id },
					select: {
						type: true,
						expiresAt: true,
						craftsman: { select: { user: { select: { id: true, email: true, name: true, blockedAt: true } } } },
					},
				})
				const user = doc.craftsman.user
				const text = `Tu documento «${CHECKED_ITEM_LABELS[doc.type]}» caduca el ${formatDate(doc.expiresAt!)}: sube uno nuevo para mantener tu verificación`
				if (!user.blockedAt) {
					const link = `${getEnv().SITE_ORIGIN}${paths.craftsmanProfileEdit()}`
					await enqueue(tx, 'email', {
						to: user.email,
						...documentExpiryEmail({ name: user.name, text, link }),
						tag: 'document-expiry',
						key: `document-expiry-${id}-${days}`,
					})
				}
				return { userId: user.id, text }
			})
			if (!told) continue
			sent++
			await notify(
				told.userId,
				{ text: told.text, link: paths.craftsmanProfileEdit() },
				{ push: { kind: 'document', title: 'Un documento va a caducar' } },
			)
		}
	}
	return { sent }
}
