// Matching a published job against the craftsmen's alerts, and sending what matched: at once for
// 'Inmediatamente' alerts, in the daily digest for the others. A JobAlertDelivery row (unique per
// craftsman and job) is written in the transaction that queues the email, so the same job never
// goes out twice.
import { type AlertJob, jobAlertDigestMessage, jobAlertMessage } from '#app/emails/templates/job-alert.server.tsx'
import { getEnv } from '#app/lib/env.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { countTakenPlaces, hasFreePlaceSql } from '#app/models/offers/offer-cap.server.ts'
import { isJobFull } from '#app/models/offers/offer-cap.ts'
import { enqueue, enqueueMany } from '#app/queue/queue.server.ts'
import { type NotificationRow, pushNotification } from '#app/models/notifications/notify.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { paths } from '#app/lib/paths.ts'
import { clip, type PushMessage } from '#app/models/push/push-kinds.ts'
import { queuePushes } from '#app/models/push/queue-push.server.ts'

type Match = { alertId: string; userId: string; frequency: 'immediately' | 'daily' }

/**
 * The alerts the job matches, at most one per craftsman (an immediate one first): the job's trade
 * is one of the alert's trades (or the alert has none), and its place lies within the alert's
 * radius of the alert's place, by geo_meters as in the feed.
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
		  AND a."pausedAt" IS NULL
		  AND u."role" = 'oficial' AND u."blockedAt" IS NULL AND u."id" <> j."ownerId"
		  -- «Modo vacaciones»: no leads while paused
		  AND NOT EXISTS (SELECT 1 FROM "CraftsmanProfile" cp WHERE cp."userId" = u."id" AND cp."pausedUntil" > now())
		  -- a direct request goes to the others only when the client chose so; its craftsman is told directly
		  AND j."openToOthers" AND u."id" IS DISTINCT FROM j."requestedCraftsmanId"
		  AND geo_meters(geo_point(ap."latitude", ap."longitude"), geo_point(jp."latitude", jp."longitude")) <= a."radiusKm" * 1000.0
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
		title: jobTitle(job),
		category: job.service.name,
		placeName: job.postalCode.placeName,
		link: `${getEnv().SITE_ORIGIN}/newjob/${job.id}`,
	}
}

/** A lead as a push: what and where, never the client or their contact details. */
const jobAlertPush = (job: AlertJob, jobId: string): PushMessage => ({
	title: clip(`Nuevo trabajo: ${job.title}`, 120),
	body: clip(`${job.category} en ${job.placeName}`, 200),
	url: `/newjob/${jobId}`,
})

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

/** The notification rows of alert emails, pushed once their transaction has committed. */
function pushNotifications(rows: NotificationRow[]) {
	for (const row of rows) pushNotification(row)
}

const notificationSelect = { id: true, userId: true, text: true, link: true } as const

/**
 * The `job-alerts` job: records the matches of a job and queues every match's push, in one
 * transaction that commits before any email is written, so the phones hear first (rendering a
 * thousand emails took seconds). The immediate emails follow in their own job, queued in the same
 * transaction. The JobAlertDelivery insert is the claim: a rerun (a retry after a crash, a second
 * worker) finds every row there and queues nothing new.
 */
export async function deliverJobAlerts(jobId: string) {
	const matches = await matchAlertsForJob(jobId)
	if (!matches.length) return { pushed: 0 }
	const job = toAlertJob(await prisma.job.findUniqueOrThrow({ where: { id: jobId }, select: jobSelect }))
	const claimed = await prisma.$transaction(
		async (tx) => {
			const claimed = await tx.jobAlertDelivery.createManyAndReturn({
				data: matches.map((match) => ({ alertId: match.alertId, jobId, userId: match.userId })),
				skipDuplicates: true,
				select: { alertId: true, userId: true },
			})
			// every match gets its push, whatever the email frequency
			await queuePushes(
				tx,
				'job-alert',
				claimed.map((row) => ({ userId: row.userId, message: jobAlertPush(job, jobId) })),
			)
			const immediateAlerts = new Set(matches.filter((m) => m.frequency === 'immediately').map((m) => m.alertId))
			if (claimed.some((row) => immediateAlerts.has(row.alertId))) await enqueue(tx, 'job-alert-emails', { jobId })
			return claimed
		},
		{ timeout: 60_000 },
	)
	return { pushed: claimed.length }
}

/**
 * The `job-alert-emails` job: the emails (and notifications) of a job's immediate alerts. Marking
 * the rows sent is the claim, in the transaction that queues the emails: a rerun sends nothing twice.
 */
export async function emailImmediateAlerts(jobId: string) {
	const job = toAlertJob(await prisma.job.findUniqueOrThrow({ where: { id: jobId }, select: jobSelect }))
	const notifications = await prisma.$transaction(
		async (tx) => {
			const immediate = await tx.$queryRaw<Array<{ alertId: string; userId: string }>>`
				UPDATE "JobAlertDelivery" d SET "sentAt" = now()
				FROM "JobAlert" a
				WHERE a."id" = d."alertId" AND d."jobId" = ${jobId} AND d."sentAt" IS NULL AND a."frequency" = 'immediately'
				RETURNING d."alertId", d."userId"`
			if (!immediate.length) return []
			const [users, alerts] = await Promise.all([
				tx.user.findMany({
					where: { id: { in: immediate.map((row) => row.userId) } },
					select: { id: true, email: true, name: true },
				}),
				tx.jobAlert.findMany({ where: { id: { in: immediate.map((row) => row.alertId) } }, select: alertForEmail }),
			])
			const userById = new Map(users.map((user) => [user.id, user]))
			const alertById = new Map(alerts.map((alert) => [alert.id, alert]))
			const labels = new Map<string, string>()
			const emails = []
			for (const row of immediate) {
				const user = userById.get(row.userId)!
				const alert = alertById.get(row.alertId)!
				const labelKey = `${alert.categories.join(',')}|${alert.radiusKm}|${alert.postalCode.placeName}`
				if (!labels.has(labelKey)) labels.set(labelKey, await alertLabel(alert))
				const unsubscribe = { label: labels.get(labelKey)!, link: unsubscribeLink(alert.unsubscribeToken) }
				emails.push({
					to: user.email,
					tag: 'job-alert',
					key: `job-alert:${jobId}:${row.userId}`,
					...jobAlertMessage({ name: user.name, job, unsubscribe }),
				})
			}
			await enqueueMany(tx, 'email', emails)
			return tx.notification.createManyAndReturn({
				data: immediate.map((row) => ({
					userId: row.userId,
					text: `Nuevo trabajo para tu alerta: ${job.title} en ${job.placeName}`,
					link: `/newjob/${jobId}`,
				})),
				select: notificationSelect,
			})
		},
		{ timeout: 60_000 },
	)
	pushNotifications(notifications)
	return { emailed: notifications.length }
}

/**
 * The daily digest (a cron job): one email per craftsman with every matched job not sent yet.
 * Each craftsman's rows are marked sent in the transaction that queues the email (the claim), so
 * two overlapping runs, or a rerun after a crash, never send twice.
 */
export async function sendDailyDigests() {
	const pending = await prisma.$queryRaw<Array<{ userId: string }>>`
		SELECT DISTINCT d."userId" FROM "JobAlertDelivery" d JOIN "JobAlert" a ON a."id" = d."alertId"
		WHERE d."sentAt" IS NULL AND a."frequency" = 'daily'
		  -- «Modo vacaciones»: the digest waits for the pause to end
		  AND NOT EXISTS (SELECT 1 FROM "CraftsmanProfile" cp WHERE cp."userId" = d."userId" AND cp."pausedUntil" > now())`
	let emails = 0
	let jobCount = 0
	for (const { userId } of pending) {
		const result = await prisma.$transaction(async (tx) => {
			const rows = await tx.$queryRaw<Array<{ alertId: string; jobId: string }>>`
				UPDATE "JobAlertDelivery" d SET "sentAt" = now()
				FROM "JobAlert" a
				WHERE a."id" = d."alertId" AND d."userId" = ${userId} AND d."sentAt" IS NULL AND a."frequency" = 'daily'
				RETURNING d."alertId", d."jobId"`
			if (!rows.length) return null
			const [user, matched, alerts] = await Promise.all([
				tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true } }),
				tx.job.findMany({
					where: { id: { in: rows.map((row) => row.jobId) }, status: 'open', hiddenAt: null },
					orderBy: { createdAt: 'desc' },
					select: jobSelect,
				}),
				tx.jobAlert.findMany({
					where: { id: { in: [...new Set(rows.map((row) => row.alertId))] } },
					select: alertForEmail,
				}),
			])
			// a job closed, hidden or full since it matched is left out; nothing left, no email
			const taken = await countTakenPlaces(matched.map((job) => job.id))
			const jobs = matched.filter((job) => !isJobFull(taken.get(job.id) ?? 0))
			if (!jobs.length) return { jobs: rows.length, notification: null }
			const unsubscribes = await Promise.all(
				alerts.map(async (alert) => ({
					label: await alertLabel(alert),
					link: unsubscribeLink(alert.unsubscribeToken),
				})),
			)
			await enqueue(tx, 'email', {
				to: user.email,
				tag: 'job-alert-digest',
				...jobAlertDigestMessage({ name: user.name, jobs: jobs.map(toAlertJob), unsubscribes }),
			})
			const notification = await tx.notification.create({
				data: {
					userId,
					text:
						jobs.length === 1
							? 'Tu resumen diario: 1 trabajo nuevo'
							: `Tu resumen diario: ${jobs.length} trabajos nuevos`,
					link: paths.craftsmanJobFeed(),
				},
				select: notificationSelect,
			})
			return { jobs: rows.length, notification }
		})
		if (!result) continue
		jobCount += result.jobs
		if (result.notification) {
			pushNotifications([result.notification])
			emails++
		}
	}
	return { emails, jobs: jobCount }
}
