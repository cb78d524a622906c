// «Solicitar presupuesto» on a craftsman's profile makes a direct request. The job
// records the craftsman, who is told (notification + queued email, in the publishing transaction);
// other craftsmen see it (feed, detail, alerts, offers, messages) only when the client chose so.
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { listJobsForFilter } from '#app/models/job-alerts/saved-filter.server.ts'
import { deliverJobAlerts } from '#app/models/job-alerts/match.server.ts'
import { getJobForViewer } from '#app/models/jobs/job-detail.server.ts'
import { CANNOT_ANSWER, cannotAnswerRequests } from '#app/models/jobs/direct-request.server.ts'
import { listNewestJobCards } from '#app/models/jobs/job-feed.server.ts'
import { publishFromWizard } from '#app/models/jobs/publish-job.server.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'
import { action as jobpostAction } from '#app/routes/api/jobpost.ts'
import { loader as wizardLoader } from '#app/routes/publicartrabajo.tsx'
import { loader as listLoader } from '#app/routes/tablero/$role/listadeempleos.tsx'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import {
	call,
	cookiesOf,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

async function directRequest(craftsmanId: string, openToOthers: boolean) {
	const client = await createUser({ role: 'cliente' })
	const published = await publishFromWizard({
		clientIp: '10.9.0.2',
		ownerId: client.id,
		job: {
			serviceId: 'electrician',
			serviceTitle: 'Instalar enchufes',
			images: [],
			postalCodeId: await placeId('28001'),
			workingSchedule: 'flexible',
			requestedCraftsmanId: craftsmanId,
			openToOthers,
		},
	})
	return published.job.id
}

const feedIds = async (userId: string) =>
	(await listJobsForFilter(userId, null, { page: 1, pageSize: 50 })).jobs.map((job) => job.id)

describe('a direct request not shown to others (the default)', () => {
	test('only the requested craftsman sees it: feed, detail, offers; anonymous visitors do not', async () => {
		const [requested, other] = await Promise.all([createActiveCraftsman(), createActiveCraftsman()])
		const jobId = await directRequest(requested.id, false)

		expect(await feedIds(requested.id)).toContain(jobId)
		expect(await feedIds(other.id)).not.toContain(jobId)
		expect((await listNewestJobCards(null, 50)).map((job) => job.id)).not.toContain(jobId)
		expect(await getJobForViewer({ id: requested.id, role: 'oficial' }, jobId)).not.toBeNull()
		expect(await getJobForViewer({ id: other.id, role: 'oficial' }, jobId)).toBeNull()

		await expect(sendOffer({ craftsman: other, jobId, price: 100 })).rejects.toMatchObject({ status: 404 })
		await expect(sendOffer({ craftsman: requested, jobId, price: 100 })).resolves.toBeTruthy()
	})

	test('the requested craftsman is told by notification and email; alerts of others stay silent', async () => {
		const requested = await createActiveCraftsman()
		const other = await createUser({ role: 'oficial' })
		await prisma.jobAlert.create({ data: { userId: other.id, postalCodeId: await placeId('28001'), radiusKm: 30 } })
		const jobId = await directRequest(requested.id, false)

		const notifications = await prisma.notification.findMany({ where: { userId: requested.id } })
		expect(notifications).toMatchObject([
			{ text: expect.stringContaining('Te han pedido presupuesto'), link: `/newjob/${jobId}` },
		])
		await runQueuedJobs()
		const [email] = readOutbox(requested.email)
		expect(email?.subject).toBe('Te han pedido presupuesto: «Instalar enchufes»')
		expect(email?.text).toContain('Solo tú ves este trabajo.')
		expect(await deliverJobAlerts(jobId)).toEqual({ pushed: 0 })
		expect(readOutbox(other.email)).toHaveLength(0)
	})
})

test('a direct request the client shows to others is seen by every craftsman', async () => {
	const [requested, other] = await Promise.all([createActiveCraftsman(), createActiveCraftsman()])
	const jobId = await directRequest(requested.id, true)
	expect(await feedIds(other.id)).toContain(jobId)
	expect(await getJobForViewer({ id: other.id, role: 'oficial' }, jobId)).not.toBeNull()
	expect((await prisma.job.findUniqueOrThrow({ where: { id: jobId } })).requestedCraftsmanId).toBe(requested.id)
})

test('POST /api/jobpost takes an optional requestedCraftsman; an unknown one is refused', async () => {
	const client = await createClientWithToken()
	const requested = await createActiveCraftsman()
	const body = (requestedCraftsman: string) => ({
		newData: {
			category: 'electricista',
			serviceTitle: { service_title: 'Instalar enchufes' },
			location: 0,
			working_schedule: 'flexible',
			requestedCraftsman,
		},
	})
	const location = await placeId('28001')
	const post = async (requestedCraftsman: string) => {
		const payload = body(requestedCraftsman)
		payload.newData.location = location
		return responseJson(
			await call(jobpostAction, jsonRequest('/api/jobpost', 'POST', payload, { token: client.token })),
		)
	}
	const refused = await post('no-such-craftsman')
	expect(refused.status).toBe(400)
	expect(JSON.stringify(refused.body)).toContain('Profesional no encontrado')
	expect(await prisma.job.count({ where: { ownerId: client.id } })).toBe(0)

	const created = await post(requested.id)
	expect(created.status).toBe(201)
	expect(created.body.job).toMatchObject({ requestedCraftsman: requested.id, showToOthers: false })
	expect(await prisma.notification.count({ where: { userId: requested.id } })).toBe(1)
})

test('a craftsman who cannot answer (unverified, or without a plan) cannot be requested: a clear refusal', async () => {
	const client = await createUser({ role: 'cliente' })
	const unverified = await createActiveCraftsman()
	await prisma.craftsmanProfile.update({ where: { userId: unverified.id }, data: { status: 'unverified' } })
	const noPlan = await createUser({ role: 'oficial' })
	for (const craftsman of [unverified, noPlan]) {
		await expect(directRequest(craftsman.id, false)).rejects.toMatchObject({
			status: 400,
			message: CANNOT_ANSWER,
		})
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		expect(await cannotAnswerRequests(profile.companySlug)).toBe(true)
	}
	expect(await prisma.job.count({ where: { ownerId: client.id } })).toBe(0)
	expect(await prisma.notification.count({ where: { userId: { in: [unverified.id, noPlan.id] } } })).toBe(0)
})

test('the wizard opened from a profile says «Solicitud para {empresa}»', async () => {
	const requested = await createActiveCraftsman()
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: requested.id } })
	const started = (await call(
		wizardLoader,
		getRequest(`/publicartrabajo?servicio=electricista&para=${profile.companySlug}`),
	)) as Response
	expect(redirectLocation(started)).toBe('/publicartrabajo?paso=titulo')
	const { data } = unwrap(
		await call(wizardLoader, getRequest('/publicartrabajo?paso=titulo', { cookie: cookiesOf(started.headers) })),
	)
	expect(data.requestedFrom).toBe(profile.companyName)
})

describe('«Solicitud directa» in the craftsman’s job list', () => {
	test('the requested craftsman’s list marks the job; other craftsmen never see it marked', async () => {
		const [requested, other] = await Promise.all([createActiveCraftsman(), createActiveCraftsman()])
		const jobId = await directRequest(requested.id, true)
		const listed = async (userId: string) =>
			unwrap(
				await call(listLoader, getRequest('/tablero/oficial/listadeempleos', { cookie: await sessionCookie(userId) }), {
					params: { role: 'oficial' },
				}),
			).data.jobs as Array<{ id: string; direct: boolean }>
		const mine = await listed(requested.id)
		expect(mine.find((job) => job.id === jobId)?.direct).toBe(true)
		expect(mine.filter((job) => job.id !== jobId).every((job) => !job.direct)).toBe(true)
		// opened to others: the others see it, unmarked (it was not asked of them)
		const theirs = await listed(other.id)
		expect(theirs.find((job) => job.id === jobId)?.direct).toBe(false)
	})
})
