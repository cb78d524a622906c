import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { action, loader } from '#app/routes/tablero/$role/pedidos.tsx'
import { craftsmanWithOffers } from '#tests/factories/offers.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const page = async (cookie: string, query = '') =>
	unwrap(await call(loader, getRequest(`/tablero/oficial/pedidos${query}`, { cookie }))).data

async function withdraw(cookie: string, offerId: string) {
	const result = (await call(
		action,
		formRequest('/tablero/oficial/pedidos', { intent: 'retirar', offerId }, { cookie }),
	)) as Response
	const setCookie = result.headers.get('Set-Cookie') ?? ''
	const { toasts } = await readToasts(new Request('http://x/', { headers: { Cookie: setCookie.split(';')[0] } }))
	return { location: redirectLocation(result), toast: toasts[0] }
}

describe('Tu viaje artesanal: the list', () => {
	test('5 per page, newest first, totalPages, and the last page partial', async () => {
		const { cookie, offers } = await craftsmanWithOffers(12)
		const first = await page(cookie)
		expect([first.currentPage, first.totalPages, first.total, first.items.length]).toEqual([1, 3, 12, 5])
		expect(first.items.map((o: { id: string }) => o.id)).toEqual(
			offers
				.slice(7)
				.reverse()
				.map((o) => o.id),
		)
		expect(first.items[0]).toMatchObject({
			price: '111,00\u00a0€',
			status: 'pending',
			statusLabel: 'pendiente',
			isNew: true,
			title: 'Trabajo 12',
		})
		const third = await page(cookie, '?pagina=3')
		expect([third.currentPage, third.items.length]).toEqual([3, 2])
		expect((await page(cookie, '?pagina=9')).items).toEqual([])
	})

	test('only one own offers; an empty history', async () => {
		const { offers } = await craftsmanWithOffers(2)
		const other = await createUser({ role: 'oficial' })
		const list = await page(await sessionCookie(other.id))
		expect([list.total, list.totalPages, list.items]).toEqual([0, 0, []])
		expect(offers).toHaveLength(2)
	})

	test('an offer older than 48 hours is not new', async () => {
		const { cookie, offers } = await craftsmanWithOffers(1)
		await prisma.offer.update({
			where: { id: offers[0]!.id },
			data: { createdAt: new Date(Date.now() - 49 * 3600_000) },
		})
		expect((await page(cookie)).items[0].isNew).toBe(false)
	})

	test('anonymous visitors go to sign in; clients and admins to their own dashboard (loader and action)', async () => {
		expect(redirectLocation(await call(loader, getRequest('/tablero/oficial/pedidos')))).toMatch(
			/^\/login|iniciar|acceso/,
		)
		const client = await sessionCookie((await createUser()).id)
		expect(redirectLocation(await call(loader, getRequest('/tablero/oficial/pedidos', { cookie: client })))).toBe(
			'/tablero/cliente',
		)
		const { offers } = await craftsmanWithOffers(1)
		expect(
			redirectLocation(
				await call(
					action,
					formRequest('/tablero/oficial/pedidos', { intent: 'retirar', offerId: offers[0]!.id }, { cookie: client }),
				),
			),
		).toBe('/tablero/cliente')
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: offers[0]!.id } })).status).toBe('pending')
	})
})

describe('Tu viaje artesanal: withdrawal', () => {
	test('own pending offer: withdrawn, toast, the client notified with a link to their dashboard', async () => {
		const { cookie, offers } = await craftsmanWithOffers(1)
		const offer = offers[0]!
		const job = await prisma.job.findUniqueOrThrow({ where: { id: offer.jobId } })
		expect(await withdraw(cookie, offer.id)).toEqual({
			location: `/tablero/oficial/pedidos#${offer.id}`,
			toast: { type: 'success', text: 'Oferta retirada con éxito' },
		})
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe('withdrawn')
		const notes = await prisma.notification.findMany({ where: { userId: job.ownerId } })
		expect(notes).toHaveLength(1)
		expect(notes[0]).toMatchObject({ link: '/tablero/cliente', text: expect.stringContaining('ha retirado su oferta') })
	})

	test('twice, or from another state: refused with a message, nothing changes', async () => {
		const { cookie, offers } = await craftsmanWithOffers(1, { status: 'accepted' })
		expect((await withdraw(cookie, offers[0]!.id)).toast).toEqual({
			type: 'error',
			text: 'Solo se puede retirar una oferta pendiente',
		})
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: offers[0]!.id } })).status).toBe('accepted')
	})

	test("someone else's offer: refused as not found, unchanged, nobody notified", async () => {
		const { offers } = await craftsmanWithOffers(1)
		const other = await sessionCookie((await createUser({ role: 'oficial' })).id)
		expect((await withdraw(other, offers[0]!.id)).toast).toEqual({ type: 'error', text: 'Oferta no encontrada' })
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: offers[0]!.id } })).status).toBe('pending')
		const job = await prisma.job.findUniqueOrThrow({ where: { id: offers[0]!.jobId } })
		expect(await prisma.notification.count({ where: { userId: job.ownerId } })).toBe(0)
	})

	test('without JS: ?retirar=id shows the confirmation step for an own pending offer only', async () => {
		const { cookie, offers } = await craftsmanWithOffers(1)
		expect((await page(cookie, `?retirar=${offers[0]!.id}`)).confirming).toMatchObject({ id: offers[0]!.id })
		const other = await sessionCookie((await createUser({ role: 'oficial' })).id)
		expect((await page(other, `?retirar=${offers[0]!.id}`)).confirming).toBeNull()
	})

	test('bad input changes nothing', async () => {
		const { cookie } = await craftsmanWithOffers(1)
		const result = (await call(
			action,
			formRequest('/tablero/oficial/pedidos', { intent: 'borrar' }, { cookie }),
		)) as Response
		expect(redirectLocation(result)).toBe('/tablero/oficial/pedidos')
	})
})
