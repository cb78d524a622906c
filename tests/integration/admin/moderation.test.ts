import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { matchAlertsForJob } from '#app/models/job-alerts/match.server.ts'
import { listNewestJobCards } from '#app/models/jobs/job-feed.server.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'
import { listSitemapEntries } from '#app/models/seo/sitemap.server.ts'
import { loader as getJobsLoader } from '#app/routes/api/get_jobs.ts'
import { loader as jobPage } from '#app/routes/newjob/$jobId.tsx'
import {
	action as deleteAction,
	loader as deleteLoader,
} from '#app/routes/tablero/$role/moderacion/$kind/$id/eliminar.tsx'
import { loader as clientJobs } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { action as moderate, loader as moderationLoader } from '#app/routes/tablero/$role/moderacion.tsx'
import { createJob, placeId, subscribe } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'
import { expectAdminOnly } from './non-admins.ts'

const PATH = '/tablero/admin/moderacion'

async function setup() {
	const admin = await createUser({ role: 'admin' })
	const client = await createUser()
	const job = await createJob({ ownerId: client.id, title: `Alicatar baño ${Math.random().toString(36).slice(2, 7)}` })
	return { admin, client, job, cookie: await sessionCookie(admin.id) }
}

async function reviewSetup() {
	const craftsman = await createUser({ role: 'oficial' })
	const client = await createUser()
	const job = await createJob({ ownerId: client.id, status: 'completed' })
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
	const review = await prisma.review.create({
		data: {
			craftsmanId: profile.id,
			authorId: client.id,
			jobId: job.id,
			rating: 1,
			comment: 'Insultos y datos personales',
		},
	})
	await prisma.review.create({ data: { craftsmanId: profile.id, rating: 5, comment: 'Muy bien' } })
	return { craftsman, client, profile, review }
}

const hide = (cookie: string, kind: string, id: string, reason: string) =>
	call(moderate, formRequest(PATH, { intent: 'ocultar', kind, id, reason }, { cookie }))
const show = (cookie: string, kind: string, id: string) =>
	call(moderate, formRequest(PATH, { intent: 'mostrar', kind, id }, { cookie }))
const feedIds = async () => {
	const response = (await call(getJobsLoader, jsonRequest('/api/get_jobs?pageSize=50', 'GET'))) as Response
	return ((await response.json()) as { data: Array<{ _id: string }> }).data.map((job) => job._id)
}
const viewJob = (jobId: string, cookie: string) =>
	call(jobPage, getRequest(`/newjob/${jobId}`, { cookie }), { params: { jobId } })
const notesOf = (userId: string) =>
	prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { text: true } })

describe('moderating jobs', () => {
	test('finds jobs by listing number and by text; lists recent ones', async () => {
		const { job, cookie } = await setup()
		const byNumber = unwrap(await call(moderationLoader, getRequest(`${PATH}?q=${job.listingId}`, { cookie }))).data
		expect(byNumber.items.map((item: { id: string }) => item.id)).toEqual([job.id])
		const byText = unwrap(
			await call(
				moderationLoader,
				getRequest(`${PATH}?q=${encodeURIComponent(job.serviceTitle!.toUpperCase())}`, { cookie }),
			),
		).data
		expect(byText.items.map((item: { id: string }) => item.id)).toEqual([job.id])
		const recent = unwrap(await call(moderationLoader, getRequest(PATH, { cookie }))).data
		expect(recent.items[0]).toMatchObject({ id: job.id, kind: 'trabajo', hiddenReason: null })
	})

	test('a hidden job leaves the feed, the home page, alerts and other people’s detail; owner and admins still see it', async () => {
		const { job, client, admin, cookie } = await setup()
		const craftsman = await createUser({ role: 'oficial' })
		await subscribe(craftsman.id)
		await prisma.jobAlert.create({
			data: {
				userId: craftsman.id,
				postalCodeId: await placeId('28001'),
				radiusKm: 10,
				categories: [],
				frequency: 'immediately',
			},
		})
		expect(await feedIds()).toContain(job.id)
		expect((await matchAlertsForJob(job.id)).map((match) => match.userId)).toContain(craftsman.id)

		expect(redirectLocation(await hide(cookie, 'trabajo', job.id, 'Anuncio de una empresa, no un trabajo'))).toBe(PATH)
		expect(await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
			hiddenReason: 'Anuncio de una empresa, no un trabajo',
			hiddenAt: expect.any(Date),
		})
		expect(await feedIds()).not.toContain(job.id)
		expect((await listNewestJobCards(null, 50)).map((card) => card.id)).not.toContain(job.id)
		expect(await matchAlertsForJob(job.id)).toEqual([])
		expect((await listSitemapEntries()).some((entry) => entry.path.includes(job.id))).toBe(false)
		expect(((await viewJob(job.id, await sessionCookie(craftsman.id))) as Response).status).toBe(404)
		expect(unwrap(await viewJob(job.id, await sessionCookie(client.id))).data.job.id).toBe(job.id)
		expect(unwrap(await viewJob(job.id, cookie)).data.job.id).toBe(job.id)
		const own = unwrap(
			await call(clientJobs, getRequest('/tablero/cliente/trabajos', { cookie: await sessionCookie(client.id) })),
		).data
		expect(own.jobs[0]).toMatchObject({ id: job.id, hiddenReason: 'Anuncio de una empresa, no un trabajo' })
		expect(await notesOf(client.id)).toEqual([
			{ text: `Hemos ocultado tu trabajo «${job.serviceTitle}». Motivo: Anuncio de una empresa, no un trabajo` },
		])
		expect(
			await prisma.auditLog.findMany({
				where: { targetId: job.id },
				select: { action: true, actorId: true, details: true },
			}),
		).toEqual([{ action: 'job.hide', actorId: admin.id, details: { reason: 'Anuncio de una empresa, no un trabajo' } }])

		// hiding again is refused and changes nothing; showing brings it back
		const hiddenAt = (await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).hiddenAt
		await hide(cookie, 'trabajo', job.id, 'Otra vez')
		expect((await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).hiddenAt).toEqual(hiddenAt)
		await show(cookie, 'trabajo', job.id)
		expect(await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
			hiddenAt: null,
			hiddenReason: null,
		})
		expect(await feedIds()).toContain(job.id)
		expect(
			(await prisma.auditLog.findMany({ where: { targetId: job.id }, orderBy: { createdAt: 'asc' } })).map(
				(row) => row.action,
			),
		).toEqual(['job.hide', 'job.unhide'])
	})

	test('hiding needs a reason: without one nothing changes', async () => {
		const { job, cookie, client } = await setup()
		expect(redirectLocation(await hide(cookie, 'trabajo', job.id, '   '))).toBe(PATH)
		expect((await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).hiddenAt).toBeNull()
		expect(await prisma.auditLog.count({ where: { targetId: job.id } })).toBe(0)
		expect(await notesOf(client.id)).toEqual([])
	})

	test('deleting needs a confirmation with a reason; the audit keeps the reason and a snapshot', async () => {
		const { job, cookie, client, admin } = await setup()
		const params = { kind: 'trabajo', id: job.id }
		const page = unwrap(
			await call(deleteLoader, getRequest(`${PATH}/trabajo/${job.id}/eliminar`, { cookie }), { params }),
		).data
		expect(page.item).toMatchObject({ kind: 'job', id: job.id, text: job.description })

		const missing = unwrap(
			await call(deleteAction, formRequest(`${PATH}/trabajo/${job.id}/eliminar`, { reason: '' }, { cookie }), {
				params,
			}),
		)
		expect(missing).toMatchObject({ status: 400, data: { result: { error: { reason: ['Indica el motivo'] } } } })
		expect(await prisma.job.count({ where: { id: job.id } })).toBe(1)

		const done = await call(
			deleteAction,
			formRequest(`${PATH}/trabajo/${job.id}/eliminar`, { reason: 'Contenido fraudulento' }, { cookie }),
			{ params },
		)
		expect(redirectLocation(done)).toBe(`${PATH}?ver=trabajos`)
		expect(await prisma.job.count({ where: { id: job.id } })).toBe(0)
		const [audit] = await prisma.auditLog.findMany({ where: { targetId: job.id } })
		expect(audit).toMatchObject({
			action: 'job.delete',
			actorId: admin.id,
			details: {
				reason: 'Contenido fraudulento',
				snapshot: {
					listingId: job.listingId,
					serviceTitle: job.serviceTitle,
					description: job.description,
					ownerId: client.id,
				},
			},
		})
		expect(await notesOf(client.id)).toEqual([
			{ text: `Hemos eliminado tu trabajo «${job.serviceTitle}». Motivo: Contenido fraudulento` },
		])
		// a second attempt finds nothing and writes nothing
		expect(
			redirectLocation(
				await call(
					deleteAction,
					formRequest(`${PATH}/trabajo/${job.id}/eliminar`, { reason: 'Otra vez' }, { cookie }),
					{ params },
				),
			),
		).toBe(`${PATH}?ver=trabajos`)
		expect(await prisma.auditLog.count({ where: { targetId: job.id } })).toBe(1)
	})
})

describe('moderating reviews', () => {
	test('a hidden review leaves the profile and its average; the author is told; it can come back', async () => {
		const { cookie, admin } = await setup()
		const { profile, review, client } = await reviewSetup()
		const found = unwrap(
			await call(
				moderationLoader,
				getRequest(`${PATH}?ver=opiniones&q=${encodeURIComponent(profile.companyName.toLowerCase())}`, { cookie }),
			),
		).data
		expect(found.items.map((item: { id: string }) => item.id)).toContain(review.id)
		expect((await getPublicProfile(profile.companySlug))!.avgRating).toBe(3)

		expect(redirectLocation(await hide(cookie, 'opinion', review.id, 'Contiene datos personales'))).toBe(PATH)
		const visible = (await getPublicProfile(profile.companySlug))!
		expect(visible.avgRating).toBe(5)
		expect(visible.reviewCount).toBe(1)
		expect(await notesOf(client.id)).toEqual([
			{ text: `Hemos ocultado tu valoración de ${profile.companyName}. Motivo: Contiene datos personales` },
		])
		expect(
			await prisma.auditLog.findMany({
				where: { targetId: review.id },
				select: { action: true, actorId: true, details: true },
			}),
		).toEqual([{ action: 'review.hide', actorId: admin.id, details: { reason: 'Contiene datos personales' } }])
		await show(cookie, 'opinion', review.id)
		expect((await getPublicProfile(profile.companySlug))!.reviewCount).toBe(2)
	})

	test('deleting a review keeps its text in the audit log', async () => {
		const { cookie } = await setup()
		const { review, client, profile } = await reviewSetup()
		const params = { kind: 'opinion', id: review.id }
		const done = await call(
			deleteAction,
			formRequest(`${PATH}/opinion/${review.id}/eliminar`, { reason: 'Insultos' }, { cookie }),
			{ params },
		)
		expect(redirectLocation(done)).toBe(`${PATH}?ver=opiniones`)
		expect(await prisma.review.count({ where: { id: review.id } })).toBe(0)
		const [audit] = await prisma.auditLog.findMany({ where: { targetId: review.id } })
		expect(audit!.details).toMatchObject({
			reason: 'Insultos',
			snapshot: {
				rating: 1,
				comment: 'Insultos y datos personales',
				authorId: client.id,
				companyName: profile.companyName,
			},
		})
		expect(await notesOf(client.id)).toEqual([
			{ text: `Hemos eliminado tu valoración de ${profile.companyName}. Motivo: Insultos` },
		])
	})
})

describe('only admins', () => {
	test('every loader and action redirects anonymous, clients and craftsmen away, and changes nothing', async () => {
		const { job } = await setup()
		const { review } = await reviewSetup()
		const jobParams = { kind: 'trabajo', id: job.id }
		await expectAdminOnly(moderationLoader, (cookie) => getRequest(PATH, { cookie }))
		await expectAdminOnly(moderate, (cookie) =>
			formRequest(PATH, { intent: 'ocultar', kind: 'trabajo', id: job.id, reason: 'x' }, { cookie }),
		)
		await expectAdminOnly(moderate, (cookie) =>
			formRequest(PATH, { intent: 'ocultar', kind: 'opinion', id: review.id, reason: 'x' }, { cookie }),
		)
		await expectAdminOnly(
			deleteLoader,
			(cookie) => getRequest(`${PATH}/trabajo/${job.id}/eliminar`, { cookie }),
			jobParams,
		)
		await expectAdminOnly(
			deleteAction,
			(cookie) => formRequest(`${PATH}/trabajo/${job.id}/eliminar`, { reason: 'x' }, { cookie }),
			jobParams,
		)
		await expectAdminOnly(
			deleteAction,
			(cookie) => formRequest(`${PATH}/opinion/${review.id}/eliminar`, { reason: 'x' }, { cookie }),
			{ kind: 'opinion', id: review.id },
		)
		expect(await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ hiddenAt: null })
		expect(await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({ hiddenAt: null })
		expect(await prisma.auditLog.count({ where: { targetId: { in: [job.id, review.id] } } })).toBe(0)
	})
})
