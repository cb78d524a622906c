import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { createSession } from '#app/models/auth/sessions.server.ts'
import {
	deliverJobAlerts,
	emailImmediateAlerts,
	matchAlertsForJob,
	sendDailyDigests,
} from '#app/models/job-alerts/match.server.ts'
import { distanceBetweenPlaces } from '#app/models/jobs/job-feed.server.ts'
import { publishJob } from '#app/models/jobs/publish-job.server.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'

const craftsman = () => createUser({ role: 'oficial' })
async function alert(
	userId: string,
	{
		zip = '28001',
		radiusKm = 30,
		categories = [] as string[],
		frequency = 'immediately' as 'immediately' | 'daily',
	} = {},
) {
	return prisma.jobAlert.create({ data: { userId, postalCodeId: await placeId(zip), radiusKm, categories, frequency } })
}
const guestJob = async (zip: string, serviceId = 'electrician') => ({
	ownerId: null,
	contact: { name: 'Lola', email: `lola.${Math.random().toString(36).slice(2, 8)}@example.com`, phone: '612345678' },
	job: {
		serviceId,
		serviceTitle: 'Instalar enchufes',
		images: [],
		postalCodeId: await placeId(zip),
		workingSchedule: 'flexible' as const,
	},
})

describe('matching a job against alerts', () => {
	test('the premises: real distances from Madrid centre', async () => {
		const madrid = await placeId('28001')
		expect(await distanceBetweenPlaces(madrid, await placeId('28901'))).toBeLessThan(20) // Getafe
		expect(await distanceBetweenPlaces(madrid, await placeId('45001'))).toBeGreaterThan(50) // Toledo
	})

	test('trade in the alert (or no trade = all) and place within the radius', async () => {
		const [any, electric, plumber, far, small] = await Promise.all([
			craftsman(),
			craftsman(),
			craftsman(),
			craftsman(),
			craftsman(),
		])
		await alert(any.id)
		await alert(electric.id, { categories: ['electrician'] })
		const plumbing = await prisma.service.findFirstOrThrow({ where: { slug: 'fontaneria' } })
		await alert(plumber.id, { categories: [plumbing.id] })
		await alert(far.id, { zip: '45001', radiusKm: 30 })
		await alert(small.id, { radiusKm: 5 })
		const job = await createJob({ service: 'electricista', postalCode: '28901' })
		const matched = (await matchAlertsForJob(job.id)).map((match) => match.userId)
		expect(matched.sort()).toEqual([any.id, electric.id].sort())
	})

	test('clients, blocked craftsmen, closed jobs never match', async () => {
		const [client, blocked, open] = await Promise.all([
			createUser(),
			createUser({ role: 'oficial', blockedAt: new Date() }),
			craftsman(),
		])
		await Promise.all([alert(client.id), alert(blocked.id), alert(open.id)])
		const closed = await createJob({ postalCode: '28001', status: 'closed' })
		const visible = await createJob({ postalCode: '28001' })
		expect(await matchAlertsForJob(closed.id)).toEqual([])
		expect((await matchAlertsForJob(visible.id)).map((match) => match.userId)).toContain(open.id)
		expect((await matchAlertsForJob(visible.id)).map((match) => match.userId)).not.toContain(client.id)
		expect((await matchAlertsForJob(visible.id)).map((match) => match.userId)).not.toContain(blocked.id)
	})

	test('an immediate alert emails and notifies once, with the unsubscribe link; a rerun sends nothing', async () => {
		const user = await craftsman()
		const created = await alert(user.id, { categories: ['electrician'] })
		const job = await createJob({ postalCode: '28901', title: 'Cambiar el cuadro eléctrico' })
		// earlier tests' alerts may match too (one database per file): count this craftsman's only
		expect((await deliverJobAlerts(job.id)).pushed).toBeGreaterThanOrEqual(1)
		expect(await deliverJobAlerts(job.id)).toEqual({ pushed: 0 })
		await runQueuedJobs()
		// the emails' own job, run again (a retry), sends nothing twice
		expect(await emailImmediateAlerts(job.id)).toEqual({ emailed: 0 })
		await runQueuedJobs()
		const emails = readOutbox(user.email)
		expect(emails).toHaveLength(1)
		expect(emails[0]!.subject).toBe(
			`Nuevo trabajo: Cambiar el cuadro eléctrico en ${(await prisma.postalCode.findUniqueOrThrow({ where: { id: job.postalCodeId } })).placeName}`,
		)
		expect(emails[0]!.text).toContain(`/newjob/${job.id}`)
		expect(emails[0]!.text).toContain(`/cancelar-alerta/${created.unsubscribeToken}`)
		expect(emails[0]!.html).toContain('Cancelar esta alerta')
		const notes = await prisma.notification.findMany({ where: { userId: user.id } })
		expect(notes).toMatchObject([
			{ link: `/newjob/${job.id}`, text: expect.stringContaining('Nuevo trabajo para tu alerta') },
		])
	})

	test('the phone hears first: the matching commits every push before any email is written', async () => {
		const user = await craftsman()
		await alert(user.id, { categories: ['electrician'] })
		// a device subscribed from a signed-in page (pushes go only while that sign-in works)
		const { id: sessionId } = await createSession(user.id)
		const device = await prisma.pushSubscription.create({
			data: { userId: user.id, sessionId, endpoint: 'https://push.example.com/primero', p256dh: 'x', auth: 'y' },
		})
		const job = await createJob({ postalCode: '28001' })
		await deliverJobAlerts(job.id)
		const queued = (name: string, key: string, value: string) =>
			prisma.$queryRawUnsafe<unknown[]>(
				`SELECT 1 FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND data->>$2 = $3`,
				name,
				key,
				value,
			)
		expect(await queued('push', 'subscriptionId', device.id)).toHaveLength(1)
		expect(await queued('email', 'to', user.email)).toHaveLength(0)
		expect(await queued('job-alert-emails', 'jobId', job.id)).toHaveLength(1)
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(1)
	})

	test('two matching alerts of one craftsman still send the job once', async () => {
		const user = await craftsman()
		await alert(user.id)
		await alert(user.id, { categories: ['electrician'], radiusKm: 50 })
		const job = await createJob({ postalCode: '28001' })
		await deliverJobAlerts(job.id)
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(1)
		expect(await prisma.jobAlertDelivery.count({ where: { userId: user.id } })).toBe(1)
	})

	test('daily alerts wait for the digest: one email per craftsman with every pending job, then nothing', async () => {
		const user = await craftsman()
		await alert(user.id, { frequency: 'daily' })
		const first = await createJob({ postalCode: '28001', title: 'Pintar el salón' })
		const second = await createJob({ postalCode: '28901', title: 'Arreglar un grifo' })
		await deliverJobAlerts(first.id)
		await deliverJobAlerts(second.id)
		expect(await prisma.jobAlertDelivery.count({ where: { userId: user.id, sentAt: null } })).toBe(2)
		expect(readOutbox(user.email)).toHaveLength(0)
		const digest = await sendDailyDigests()
		expect(digest.emails).toBeGreaterThanOrEqual(1)
		await runQueuedJobs()
		const emails = readOutbox(user.email)
		expect(emails).toHaveLength(1)
		expect(emails[0]!.subject).toBe('Resumen diario: 2 trabajos nuevos para ti')
		expect(emails[0]!.text).toContain('Pintar el salón')
		expect(emails[0]!.text).toContain('Arreglar un grifo')
		expect(emails[0]!.text).toContain('/cancelar-alerta/')
		await sendDailyDigests()
		await deliverJobAlerts(first.id)
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(1)
	})
})

describe('the queue after publishJob', () => {
	test('publishJob only queues the matching, in its transaction; a worker sends the alert', async () => {
		const user = await craftsman()
		await alert(user.id, { categories: ['electrician'] })
		const published = await publishJob(await guestJob('28001'))
		const [queued] = await prisma.$queryRawUnsafe<Array<{ data: { jobId: string } }>>(
			`SELECT data FROM ${QUEUE_SCHEMA}.job WHERE name = 'job-alerts' AND data->>'jobId' = $1`,
			published.job.id,
		)
		expect(queued).toBeDefined()
		expect(readOutbox(user.email)).toHaveLength(0)
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(1)
		expect(await prisma.jobAlertDelivery.findMany({ where: { userId: user.id } })).toMatchObject([
			{ jobId: published.job.id, sentAt: expect.any(Date) },
		])
	})

	test('two workers running the same job-alerts job (a retry racing the first run) send the alert once', async () => {
		const user = await craftsman()
		await alert(user.id, { categories: ['electrician'] })
		const job = await createJob({ postalCode: '28001' })
		const runs = await Promise.allSettled([
			deliverJobAlerts(job.id),
			deliverJobAlerts(job.id),
			deliverJobAlerts(job.id),
		])
		expect(runs.filter((run) => run.status === 'fulfilled')).not.toHaveLength(0)
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(1)
		expect(await prisma.notification.count({ where: { userId: user.id } })).toBe(1)
	})
})
