// Quotes addressed to a craftsman: «Solicitar presupuesto» on a profile or a result card
// makes a direct request. The job records the craftsman; they are told at once (notification and
// email, queued in the publishing transaction), and the other craftsmen see the job only when the
// client ticked «Mostrar también a otros profesionales» (`openToOthers`).
//
// Who sees such a job is app/models/job-rules/job-visibility.server.ts.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { directRequestEmail } from '#app/emails/templates/direct-request.server.tsx'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { activeSubscriptionWhere } from '#app/models/subscriptions/active-subscription.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'

export const UNKNOWN_CRAFTSMAN = 'Profesional no encontrado'
export const CANNOT_ANSWER =
	'Este profesional no puede responder solicitudes ahora mismo (está sin verificar, sin plan activo o de vacaciones). Publica el trabajo para todos los profesionales.'

/**
 * The craftsman a quote may be requested from: an unblocked `oficial` with a company profile who
 * can answer it, verified and with a plan in force (a request to one who cannot answer waited for
 * nothing, hidden from everyone else).
 */
export async function findRequestableCraftsman(reference: { companySlug?: string; userId?: string }) {
	const where = reference.companySlug ? { companySlug: reference.companySlug } : { userId: reference.userId ?? '' }
	return prisma.craftsmanProfile.findFirst({
		where: {
			...where,
			status: 'verified',
			// «Modo vacaciones»: no direct requests until the pause ends
			OR: [{ pausedUntil: null }, { pausedUntil: { lte: new Date() } }],
			user: { role: 'oficial', blockedAt: null, subscriptions: { some: activeSubscriptionWhere(new Date()) } },
		},
		select: { userId: true, companyName: true, companySlug: true },
	})
}

/** Whether `companySlug` names a craftsman who exists but cannot answer a request now. */
export async function cannotAnswerRequests(companySlug: string) {
	const profile = await prisma.craftsmanProfile.findFirst({
		where: { companySlug, user: { role: 'oficial', blockedAt: null } },
		select: { userId: true },
	})
	return Boolean(profile) && !(await findRequestableCraftsman({ companySlug }))
}

/** Throws AppError unless `userId` is a craftsman a quote may be requested from. */
export async function assertRequestableCraftsman(userId: string) {
	const craftsman = await findRequestableCraftsman({ userId })
	if (craftsman) return craftsman
	const exists = await prisma.craftsmanProfile.count({ where: { userId, user: { role: 'oficial', blockedAt: null } } })
	throw new AppError('bad_request', exists ? CANNOT_ANSWER : UNKNOWN_CRAFTSMAN, { field: 'requestedCraftsman' })
}

/**
 * Inside the publishing transaction: the notification row and the email job for the requested
 * craftsman. Both commit with the job or not at all; the caller pushes the notification after.
 */
export async function tellRequestedCraftsman(
	tx: Prisma.TransactionClient,
	{ jobId, craftsmanId, openToOthers }: { jobId: string; craftsmanId: string; openToOthers: boolean },
) {
	const job = await tx.job.findUniqueOrThrow({
		where: { id: jobId },
		select: {
			serviceTitle: true,
			otherTitle: true,
			service: { select: { name: true } },
			postalCode: { select: { placeName: true } },
			requestedCraftsman: { select: { email: true, name: true } },
		},
	})
	const craftsman = job.requestedCraftsman!
	const title = jobTitle(job)
	const link = `/newjob/${jobId}`
	await enqueue(tx, 'email', {
		to: craftsman.email,
		tag: 'direct-request',
		key: `direct-request:${jobId}`,
		...directRequestEmail({
			name: craftsman.name,
			jobTitle: title,
			placeName: job.postalCode.placeName,
			openToOthers,
			link: `${getEnv().SITE_ORIGIN}${link}`,
		}),
	})
	return tx.notification.create({
		data: { userId: craftsmanId, text: `Te han pedido presupuesto: ${title} en ${job.postalCode.placeName}`, link },
		select: { id: true, userId: true, text: true, link: true },
	})
}
