// At most MAX_OFFERS_PER_JOB offers per job, enforced in the offer's transaction.
import { describe, expect, test } from 'vitest'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { sendDailyDigests } from '#app/models/job-alerts/match.server.ts'
import { getJobForViewer } from '#app/models/jobs/job-detail.server.ts'
import { listPublicJobs, toJobCard } from '#app/models/jobs/job-feed.server.ts'
import { MAX_OFFERS_PER_JOB, OFFERS_FULL, offerPlacesLabel } from '#app/models/offers/offer-cap.ts'
import { withdrawOffer } from '#app/models/offers/offer-history.server.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'
import { action as apiOffers } from '#app/routes/api/offers/index.ts'
import { action as jobAction } from '#app/routes/newjob/$jobId.tsx'
import { createJob, subscribe } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, jsonRequest, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

async function subscribedCraftsmen(count: number) {
	const craftsmen = []
	for (let i = 0; i < count; i++) {
		const user = await createUser({ role: 'oficial' })
		await subscribe(user.id)
		craftsmen.push({ id: user.id, role: 'oficial' as const })
	}
	return craftsmen
}

const offer = (craftsman: { id: string; role: 'oficial' }, jobId: string, price = 100) =>
	sendOffer({ craftsman, jobId, price })

async function fillJob(jobId: string, craftsmen: Array<{ id: string; role: 'oficial' }>) {
	for (const craftsman of craftsmen) expect((await offer(craftsman, jobId)).message).toBe('Oferta enviada con éxito')
}

describe('the offer cap', () => {
	test('the constant is 5 and reads «2 de 5 ofertas»', () => {
		expect(MAX_OFFERS_PER_JOB).toBe(5)
		expect(offerPlacesLabel(2)).toBe('2 de 5 ofertas')
	})

	test('a sixth offer is refused with a Spanish AppError and writes nothing; a withdrawal frees a place', async () => {
		const job = await createJob()
		const craftsmen = await subscribedCraftsmen(MAX_OFFERS_PER_JOB + 1)
		await fillJob(job.id, craftsmen.slice(0, MAX_OFFERS_PER_JOB))
		const late = craftsmen[MAX_OFFERS_PER_JOB]!
		const notifications = await prisma.notification.count()
		const refusal = await offer(late, job.id).catch((error: unknown) => error)
		expect(refusal).toBeInstanceOf(AppError)
		expect(refusal).toMatchObject({ code: 'conflict', status: 409, message: OFFERS_FULL })
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(MAX_OFFERS_PER_JOB)
		expect(await prisma.notification.count()).toBe(notifications)

		const first = await prisma.offer.findFirstOrThrow({ where: { jobId: job.id, craftsmanId: craftsmen[0]!.id } })
		expect((await withdrawOffer(craftsmen[0]!.id, first.id)).message).toBe('Oferta retirada con éxito')
		expect((await offer(late, job.id)).message).toBe('Oferta enviada con éxito')
	})

	test('a rejected offer frees its place too; accepted and completed ones hold theirs', async () => {
		const job = await createJob()
		const craftsmen = await subscribedCraftsmen(MAX_OFFERS_PER_JOB + 1)
		await fillJob(job.id, craftsmen.slice(0, MAX_OFFERS_PER_JOB))
		const [a, b] = await prisma.offer.findMany({ where: { jobId: job.id }, orderBy: { createdAt: 'asc' } })
		await prisma.offer.update({ where: { id: a!.id }, data: { status: 'completed' } })
		await expect(offer(craftsmen[MAX_OFFERS_PER_JOB]!, job.id)).rejects.toThrow(OFFERS_FULL)
		await prisma.offer.update({ where: { id: b!.id }, data: { status: 'rejected' } })
		expect((await offer(craftsmen[MAX_OFFERS_PER_JOB]!, job.id)).message).toBe('Oferta enviada con éxito')
	})

	test('two offers at once for the last place: exactly one wins, every time', async () => {
		for (let round = 0; round < 8; round++) {
			const job = await createJob()
			const craftsmen = await subscribedCraftsmen(MAX_OFFERS_PER_JOB + 1)
			await fillJob(job.id, craftsmen.slice(0, MAX_OFFERS_PER_JOB - 1))
			const results = await Promise.allSettled([
				offer(craftsmen[MAX_OFFERS_PER_JOB - 1]!, job.id),
				offer(craftsmen[MAX_OFFERS_PER_JOB]!, job.id),
			])
			expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
			const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
			expect(lost.reason).toMatchObject({ code: 'conflict', message: OFFERS_FULL })
			expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(MAX_OFFERS_PER_JOB)
		}
	})

	test('the feed shows «n de 5» and drops a full job; the detail says why there is no form', async () => {
		const job = await createJob({ title: 'Trabajo con plazas' })
		const craftsmen = await subscribedCraftsmen(MAX_OFFERS_PER_JOB + 1)
		await fillJob(job.id, craftsmen.slice(0, 2))
		const inFeed = async () =>
			(await listPublicJobs({ page: 1, pageSize: 500 })).jobs.filter((row) => row.id === job.id).map(toJobCard)
		expect((await inFeed())[0]).toMatchObject({ id: job.id, offerPlaces: '2 de 5 ofertas' })
		const viewer = craftsmen[MAX_OFFERS_PER_JOB]!
		expect((await getJobForViewer(viewer, job.id))?.offerCount).toBe(2)

		await fillJob(job.id, craftsmen.slice(2, MAX_OFFERS_PER_JOB))
		expect(await inFeed()).toEqual([])
		expect((await getJobForViewer(viewer, job.id))?.offerCount).toBe(MAX_OFFERS_PER_JOB)

		// the page's form post gets the refusal as a form error, the /api call as a 409
		const answer = unwrap(
			await call(
				jobAction,
				formRequest(
					`/newjob/${job.id}`,
					{ intent: 'enviar-oferta', price: '90' },
					{ cookie: await sessionCookie(viewer.id) },
				),
				{ params: { jobId: job.id } },
			),
		)
		expect([answer.status, answer.data.result.error['']]).toEqual([409, [OFFERS_FULL]])
		const token = (await issueTokens(viewer.id)).accessToken
		const api = (await call(
			apiOffers,
			jsonRequest('/api/offers', 'POST', { job: job.id, price: 90 }, { token }),
		)) as Response
		expect([api.status, await api.json()]).toEqual([409, { success: false, message: OFFERS_FULL }])
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(MAX_OFFERS_PER_JOB)
	})

	test('a job that filled up after it matched an alert is left out of the daily digest', async () => {
		const craftsmen = await subscribedCraftsmen(MAX_OFFERS_PER_JOB)
		const reader = await createUser({ role: 'oficial' })
		const alert = await prisma.jobAlert.create({
			data: {
				userId: reader.id,
				categories: [],
				radiusKm: 50,
				frequency: 'daily',
				postalCodeId: (await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })).id,
			},
		})
		const full = await createJob()
		await prisma.jobAlertDelivery.create({ data: { alertId: alert.id, jobId: full.id, userId: reader.id } })
		await fillJob(full.id, craftsmen)
		expect(await sendDailyDigests()).toEqual({ emails: 0, jobs: 1 })
	})
})
