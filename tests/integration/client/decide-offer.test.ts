import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action, loader } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie } from '#tests/helpers/requests.ts'
import { footprint, jobStatus, jobWithOffers, notificationsOf, statuses } from './setup.ts'

const PATH = '/tablero/cliente/trabajos'
/** The confirmation page's signature: the typed name and the receipt (ignored by other intents). */
const SIGNED = { name: 'Clara Cliente', received: 'on' }

/** A confirmed post (the dialog's or the confirmation page's «Sí»); unconfirmed: confirm-decision.test.ts. */
async function post(fields: Record<string, string>, userId?: string) {
	const cookie = userId ? await sessionCookie(userId) : undefined
	return call(action, formRequest(PATH, { confirmado: 'si', ...SIGNED, ...fields }, { cookie }), {
		params: { role: 'cliente' },
	})
}

/** The toast text a redirect carries (the flash cookie is signed, so read it as the root would). */
async function toastOf(result: unknown) {
	const { readToasts } = await import('#app/lib/toast.server.ts')
	const response = result as Response
	const cookie = response.headers
		.getSetCookie()
		.map((value) => value.split(';')[0])
		.join('; ')
	return (await readToasts(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toasts[0]
}

describe('/tablero/cliente/trabajos: accept, reject, complete', () => {
	test('accepting one offer assigns the job, rejects the other pending offers and tells every craftsman', async () => {
		const { client, job, offers } = await jobWithOffers(3)
		const result = await post({ intent: 'aceptar', offerId: offers[1]!.id }, client.id)
		expect(redirectLocation(result)).toBe(`${PATH}#trabajo-${job.id}`)
		expect(await toastOf(result)).toEqual({ type: 'success', text: 'Oferta aceptada' })
		expect(await jobStatus(job.id)).toBe('assigned')
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['rejected', 'accepted', 'rejected'])
		expect(await notificationsOf(offers[1]!.craftsmanId)).toEqual([
			{ text: 'Tu oferta para «Pintar el salón» ha sido aceptada', link: `/tablero/oficial/pedidos#${offers[1]!.id}` },
		])
		for (const other of [offers[0]!, offers[2]!]) {
			expect(await notificationsOf(other.craftsmanId)).toEqual([
				{ text: 'El cliente eligió otra oferta para «Pintar el salón»', link: `/tablero/oficial/pedidos#${other.id}` },
			])
		}
	})

	test('after accepting, completing or closing a job on page 2, the client lands on page 2 at its card', async () => {
		const { client, job, offers } = await jobWithOffers(1)
		// ten newer jobs push it to the second page (10 a page)
		for (let index = 1; index <= 10; index++)
			await createJob({ ownerId: client.id, createdAt: new Date(job.createdAt.getTime() + index * 1000) })
		const cookie = await sessionCookie(client.id)
		const listed = async (page: number) =>
			(
				(await call(loader, getRequest(`${PATH}?pagina=${page}`, { cookie }), { params: { role: 'cliente' } })) as {
					jobs: Array<{ id: string }>
				}
			).jobs.map((item) => item.id)
		expect(await listed(2)).toContain(job.id)
		const where = `${PATH}?pagina=2#trabajo-${job.id}`
		expect(redirectLocation(await post({ intent: 'aceptar', offerId: offers[0]!.id }, client.id))).toBe(where)
		expect(redirectLocation(await post({ intent: 'terminar', jobId: job.id }, client.id))).toBe(where)
		const other = await createJob({ ownerId: client.id, createdAt: new Date(job.createdAt.getTime() - 1000) })
		expect(redirectLocation(await post({ intent: 'cerrar', jobId: other.id }, client.id))).toBe(
			`${PATH}?pagina=2#trabajo-${other.id}`,
		)
	})

	test('a withdrawn offer stays withdrawn when another is accepted', async () => {
		const { client, offers } = await jobWithOffers(2)
		await prisma.offer.update({ where: { id: offers[0]!.id }, data: { status: 'withdrawn' } })
		await post({ intent: 'aceptar', offerId: offers[1]!.id }, client.id)
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['withdrawn', 'accepted'])
		expect(await notificationsOf(offers[0]!.craftsmanId)).toEqual([])
	})

	test('rejecting one offer leaves the job open and the others pending; the craftsman is told', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const result = await post({ intent: 'rechazar', offerId: offers[0]!.id }, client.id)
		expect(await toastOf(result)).toEqual({ type: 'success', text: 'Oferta rechazada' })
		expect(await jobStatus(job.id)).toBe('open')
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['rejected', 'pending'])
		expect(await notificationsOf(offers[0]!.craftsmanId)).toEqual([
			{ text: 'Tu oferta para «Pintar el salón» ha sido rechazada', link: `/tablero/oficial/pedidos#${offers[0]!.id}` },
		])
		expect(await notificationsOf(offers[1]!.craftsmanId)).toEqual([])
	})

	test('marking the assigned job completed completes the accepted offer and tells its craftsman', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		await post({ intent: 'aceptar', offerId: offers[0]!.id }, client.id)
		const result = await post({ intent: 'terminar', jobId: job.id }, client.id)
		expect(await toastOf(result)).toEqual({ type: 'success', text: 'Trabajo marcado como terminado' })
		expect(await jobStatus(job.id)).toBe('completed')
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['completed', 'rejected'])
		expect((await notificationsOf(offers[0]!.craftsmanId)).at(-1)).toEqual({
			text: 'El cliente ha marcado «Pintar el salón» como terminado',
			link: `/tablero/oficial/pedidos#${offers[0]!.id}`,
		})
	})

	test('wrong states are refused with a Spanish message and change nothing', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		// completing an open job
		let before = await footprint()
		expect(await toastOf(await post({ intent: 'terminar', jobId: job.id }, client.id))).toEqual({
			type: 'error',
			text: 'Solo puedes marcar como terminado un trabajo asignado',
		})
		expect(await footprint()).toEqual(before)
		await post({ intent: 'aceptar', offerId: offers[0]!.id }, client.id)
		before = await footprint()
		// deciding again on an offer that is no longer pending, or on any offer of an assigned job
		expect(await toastOf(await post({ intent: 'aceptar', offerId: offers[0]!.id }, client.id))).toEqual({
			type: 'error',
			text: 'Esta oferta ya no está pendiente',
		})
		expect(await toastOf(await post({ intent: 'rechazar', offerId: offers[1]!.id }, client.id))).toEqual({
			type: 'error',
			text: 'Esta oferta ya no está pendiente',
		})
		expect(await footprint()).toEqual(before)
		// a pending offer on a job that is no longer open (e.g. a late offer row)
		const late = await prisma.offer.create({
			data: { jobId: job.id, craftsmanId: (await createUser({ role: 'oficial' })).id, price: 90, status: 'pending' },
		})
		before = await footprint()
		expect(await toastOf(await post({ intent: 'aceptar', offerId: late.id }, client.id))).toEqual({
			type: 'error',
			text: 'Este trabajo ya no acepta ofertas',
		})
		await post({ intent: 'terminar', jobId: job.id }, client.id)
		before = await footprint()
		expect(await toastOf(await post({ intent: 'terminar', jobId: job.id }, client.id))).toEqual({
			type: 'error',
			text: 'Solo puedes marcar como terminado un trabajo asignado',
		})
		expect(await toastOf(await post({ intent: 'cerrar', jobId: job.id, confirmado: 'si' }, client.id))).toEqual({
			type: 'error',
			text: 'Solo puedes cerrar un trabajo abierto o asignado',
		})
		expect(await footprint()).toEqual(before)
	})

	test('another client, a craftsman, an admin and anonymous visitors cannot decide; nothing changes', async () => {
		const { job, offers } = await jobWithOffers(1)
		const [otherClient, craftsman, admin] = await Promise.all([
			createUser(),
			createUser({ role: 'oficial' }),
			createUser({ role: 'admin' }),
		])
		const before = await footprint()
		const attempts: Array<Record<string, string>> = [
			{ intent: 'aceptar', offerId: offers[0]!.id },
			{ intent: 'rechazar', offerId: offers[0]!.id },
			{ intent: 'terminar', jobId: job.id },
			{ intent: 'cerrar', jobId: job.id, confirmado: 'si' },
		]
		for (const fields of attempts) {
			const refused = await post(fields, otherClient.id)
			expect((await toastOf(refused))?.type).toBe('error')
			expect(redirectLocation(await post(fields))).toMatch(/^\/iniciar-sesion/)
			for (const user of [craftsman, admin])
				expect(redirectLocation(await post(fields, user.id))).not.toMatch(/trabajos/)
			// the offer's own craftsman cannot accept it either
			expect(redirectLocation(await post(fields, offers[0]!.craftsmanId))).not.toMatch(/trabajos/)
		}
		expect(await toastOf(await post({ intent: 'aceptar', offerId: offers[0]!.id }, otherClient.id))).toEqual({
			type: 'error',
			text: 'Oferta no encontrada',
		})
		expect(await toastOf(await post({ intent: 'terminar', jobId: job.id }, otherClient.id))).toEqual({
			type: 'error',
			text: 'Trabajo no encontrado',
		})
		expect(await footprint()).toEqual(before)
	})

	test('two simultaneous accepts on one job: exactly one wins, the job is assigned once', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const { acceptOffer } = await import('#app/models/offers/decide-offer.server.ts')
		const results = await Promise.allSettled(
			offers.map((offer) => acceptOffer({ clientId: client.id, offerId: offer.id })),
		)
		expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		expect(await jobStatus(job.id)).toBe('assigned')
		expect((await statuses(offers.map((offer) => offer.id))).sort()).toEqual(['accepted', 'rejected'])
	})

	test('an unknown intent is refused', async () => {
		const { client } = await jobWithOffers(1)
		const before = await footprint()
		expect(await toastOf(await post({ intent: 'borrar-todo' }, client.id))).toEqual({
			type: 'error',
			text: 'Acción no válida',
		})
		expect(await footprint()).toEqual(before)
	})
})

describe('/tablero/cliente/trabajos: the list', () => {
	test('shows only own jobs, paged by 10, with offers: price, company, rating, badge, conversation', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const craftsmanProfile = await prisma.craftsmanProfile.findUniqueOrThrow({
			where: { userId: offers[0]!.craftsmanId },
		})
		await prisma.craftsmanProfile.update({ where: { id: craftsmanProfile.id }, data: { status: 'unverified' } })
		await prisma.review.createMany({
			data: [4, 5, 5].map((rating) => ({ craftsmanId: craftsmanProfile.id, rating, comment: 'Bien' })),
		})
		const conversation = await prisma.conversation.create({
			data: { jobId: job.id, participants: { create: [{ userId: client.id }, { userId: offers[0]!.craftsmanId }] } },
		})
		await jobWithOffers(1) // someone else's job
		const { createJob } = await import('#tests/factories/jobs.ts')
		for (let index = 0; index < 10; index++)
			await createJob({ ownerId: client.id, createdAt: new Date(Date.now() - (index + 1) * 60_000) })

		const page1 = (await call(loader, getRequest(PATH, { cookie: await sessionCookie(client.id) }))) as any
		expect([page1.total, page1.totalPages, page1.jobs.length]).toEqual([11, 2, 10])
		const page2 = (await call(
			loader,
			getRequest(`${PATH}?pagina=2`, { cookie: await sessionCookie(client.id) }),
		)) as any
		const listed = [...page1.jobs, ...page2.jobs].find((item: any) => item.id === job.id)
		expect(listed.status).toBe('open')
		expect(listed.offers[0]).toMatchObject({
			id: offers[0]!.id,
			price: 100,
			status: 'pending',
			companyName: craftsmanProfile.companyName,
			companySlug: craftsmanProfile.companySlug,
			verified: false,
			avgRating: 4.67,
			reviewCount: 3,
			conversationId: conversation.id,
		})
		expect(listed.offers[1]).toMatchObject({
			price: 150,
			verified: true,
			avgRating: 0,
			reviewCount: 0,
			conversationId: null,
		})
	})

	test('craftsmen and admins are sent away; anonymous visitors to sign in', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		expect(redirectLocation(await call(loader, getRequest(PATH)))).toMatch(/^\/iniciar-sesion/)
		expect(
			redirectLocation(await call(loader, getRequest(PATH, { cookie: await sessionCookie(craftsman.id) }))),
		).not.toBeNull()
	})
})
