// Matching a published job against the craftsmen's alerts, and sending what matched: at once for
// 'Inmediatamente' alerts, in the daily digest for the others. A JobAlertDelivery row (unique per
// craftsman and job) is written before anything is sent, so the same job never goes out twice.
import { sendEmail } from '#app/emails/send.server.ts'
import { type AlertJob, jobAlertDigestMessage, jobAlertMessage } from '#app/emails/templates/job-alert.server.tsx'
import { getEnv } from '#app/lib/env.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { countTakenPlaces, hasFreePlaceSql } from '#app/models/offers/offer-cap.server.ts'
import { isJobFull } from '#app/models/offers/offer-cap.ts'

type Match = { alertId: string; userId: string; frequency: 'immediately' | 'daily' }

/**
 * The alerts the job matches, at most one per craftsman (an immediate one first): the job's trade
 * is one of the alert's trades (or the alert has none), and its place lies within the alert's
 * radius of the alert's place, by earthdistance as in the feed.
 */
export async function matchAlertsForJob(jobId: string): Promise<Match[]> {
	return prisma.$queryRaw<Match[]>`
		SELECT DISTINCT ON (a."userId") a."id" AS "alertId", a."userId", a."frequency"::text AS "frequency"
		FROM "Job" j
		JOIN "PostalCode" jp ON jp."id" = j."postalCodeId"
		JOIN "JobAlert" a ON cardinality(a."categories") = 0 OR j."serviceId" = ANY(a."categories")
		JOIN "PostalCode" ap ON ap."id" = a."postalCodeId"
		JOIN "User" u ON u."id" = a."userId"
		WHERE j."id" = ${jobId} AND j."status" = 'open' AND j."hiddenAt" IS NULL AND ${hasFreePlaceSql('j')}
		  AND u."role" = 'oficial' AND u."blockedAt" IS NULL AND u."id" <> j."ownerId"
		  AND earth_distance(ll_to_earth(ap."latitude", ap."longitude"), ll_to_earth(jp."latitude", jp."longitude")) <= a."radiusKm" * 1000.0
		ORDER BY a."userId", (a."frequency" = 'immediately') DESC, a."createdAt", a."id"`
}

const jobSelect = {
	id: true,
	serviceTitle: true,
	otherTitle: true,
	service: { select: { name: true } },
	postalCode: { select: { placeName: true } },
} as const

function toAlertJob(job: {
	id: string
	serviceTitle: string | null
	otherTitle: string | null
	service: { name: string }
	postalCode: { placeName: string }
}): AlertJob {
	return {
		title: job.serviceTitle || job.otherTitle || job.service.name,
		category: job.service.name,
		placeName: job.postalCode.placeName,
		link: `${getEnv().SITE_ORIGIN}/newjob/${job.id}`,
	}
}

export const unsubscribeLink = (token: string) => `${getEnv().SITE_ORIGIN}/cancelar-alerta/${token}`

/** How an alert is named in emails: its trades (or all) and its radius around its place. */
export async function alertLabel(alert: { categories: string[]; radiusKm: number; postalCode: { placeName: string } }) {
	const services = alert.categories.length
		? await prisma.service.findMany({ where: { id: { in: alert.categories } }, select: { name: true } })
		: []
	const trades = services.length ? services.map((service) => service.name).join(', ') : 'Todos los oficios'
	return `${trades} a ${alert.radiusKm} km de ${alert.postalCode.placeName}`
}

const alertForEmail = {
	id: true,
	categories: true,
	radiusKm: true,
	unsubscribeToken: true,
	postalCode: { select: { placeName: true } },
} as const

/** Records the matches of a job; sends the immediate ones now. Running it twice sends nothing new. */
export async function deliverJobAlerts(jobId: string) {
	const matches = await matchAlertsForJob(jobId)
	if (!matches.length) return { immediate: 0, queued: 0 }
	const now = new Date()
	// the insert is the claim: a row that already exists for (craftsman, job) is skipped
	const claimed = await prisma.jobAlertDelivery.createManyAndReturn({
		data: matches.map((match) => ({
			alertId: match.alertId,
			jobId,
			userId: match.userId,
			sentAt: match.frequency === 'immediately' ? now : null,
		})),
		skipDuplicates: true,
		select: { alertId: true, userId: true, sentAt: true },
	})
	const immediate = claimed.filter((row) => row.sentAt)
	if (immediate.length) {
		const job = toAlertJob(await prisma.job.findUniqueOrThrow({ where: { id: jobId }, select: jobSelect }))
		for (const row of immediate) {
			const [user, alert] = await Promise.all([
				prisma.user.findUniqueOrThrow({ where: { id: row.userId }, select: { email: true, name: true } }),
				prisma.jobAlert.findUniqueOrThrow({ where: { id: row.alertId }, select: alertForEmail }),
			])
			const unsubscribe = { label: await alertLabel(alert), link: unsubscribeLink(alert.unsubscribeToken) }
			await sendEmail({ to: user.email, tag: 'job-alert', ...jobAlertMessage({ name: user.name, job, unsubscribe }) })
			await notify(row.userId, {
				text: `Nuevo trabajo para tu alerta: ${job.title} en ${job.placeName}`,
				link: `/newjob/${jobId}`,
			})
		}
	}
	return { immediate: immediate.length, queued: claimed.length - immediate.length }
}

/**
 * Sends the pending daily digests: one email per craftsman with every matched job not sent yet.
 * Rows are marked sent before sending (the claim), so two overlapping runs never send twice.
 */
export async function sendDailyDigests() {
	const claimed = await prisma.$queryRaw<Array<{ alertId: string; jobId: string; userId: string }>>`
		UPDATE "JobAlertDelivery" d SET "sentAt" = now()
		FROM "JobAlert" a
		WHERE a."id" = d."alertId" AND d."sentAt" IS NULL AND a."frequency" = 'daily'
		RETURNING d."alertId", d."jobId", d."userId"`
	const byUser = new Map<string, typeof claimed>()
	for (const row of claimed) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row])
	let emails = 0
	for (const [userId, rows] of byUser) {
		const [user, matched, alerts] = await Promise.all([
			prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true } }),
			prisma.job.findMany({
				where: { id: { in: rows.map((row) => row.jobId) }, status: 'open', hiddenAt: null },
				orderBy: { createdAt: 'desc' },
				select: jobSelect,
			}),
			prisma.jobAlert.findMany({
				where: { id: { in: [...new Set(rows.map((row) => row.alertId))] } },
				select: alertForEmail,
			}),
		])
		// a job closed, hidden or full (issue 17 §1) since it matched is left out; nothing left, no email
		const taken = await countTakenPlaces(matched.map((job) => job.id))
		const jobs = matched.filter((job) => !isJobFull(taken.get(job.id) ?? 0))
		if (!jobs.length) continue
		const unsubscribes = await Promise.all(
			alerts.map(async (alert) => ({ label: await alertLabel(alert), link: unsubscribeLink(alert.unsubscribeToken) })),
		)
		await sendEmail({
			to: user.email,
			tag: 'job-alert-digest',
			...jobAlertDigestMessage({ name: user.name, jobs: jobs.map(toAlertJob), unsubscribes }),
		})
		await notify(userId, {
			text:
				jobs.length === 1 ? 'Tu resumen diario: 1 trabajo nuevo' : `Tu resumen diario: ${jobs.length} trabajos nuevos`,
			link: '/tablero/oficial/listadeempleos',
		})
		emails++
	}
	return { emails, jobs: claimed.length }
}
