// «Modo vacaciones» and the daily digest: a job matched before the pause waits in the digest
// until the pause ends (pause.server.ts: no digest brings new jobs while paused).
import { expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { pauseLeads, resumeLeads } from '#app/models/craftsmen/pause.server.ts'
import { deliverJobAlerts, sendDailyDigests } from '#app/models/job-alerts/match.server.ts'
import { madridDay } from '#app/queue/madrid-time.ts'
import { createActiveCraftsman } from '#tests/factories/conversations.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'

test('a paused craftsman gets no digest; the matched job comes in the first digest after the pause', async () => {
	const craftsman = await createActiveCraftsman()
	await prisma.jobAlert.create({
		data: {
			userId: craftsman.id,
			postalCodeId: await placeId('28001'),
			radiusKm: 30,
			categories: [],
			frequency: 'daily',
		},
	})
	const job = await createJob({ postalCode: '28001', title: 'Cambiar la cisterna' })
	await deliverJobAlerts(job.id) // matched while still working
	expect(await prisma.jobAlertDelivery.count({ where: { userId: craftsman.id, sentAt: null } })).toBe(1)

	await pauseLeads(craftsman.id, madridDay(new Date(Date.now() + 3 * 86_400_000)))
	await sendDailyDigests()
	await runQueuedJobs()
	expect(readOutbox(craftsman.email)).toHaveLength(0)
	expect(await prisma.jobAlertDelivery.count({ where: { userId: craftsman.id, sentAt: null } })).toBe(1)

	await resumeLeads(craftsman.id)
	await sendDailyDigests()
	await runQueuedJobs()
	const emails = readOutbox(craftsman.email)
	expect(emails).toHaveLength(1)
	expect(emails[0]!.text).toContain('Cambiar la cisterna')
})
