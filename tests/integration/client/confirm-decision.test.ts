// Accepting an offer (which rejects every other) and completing a job need a confirmation.
// A post without `confirmado=si` changes nothing and lands on the confirmation page; that page
// changes nothing either, shows what will happen, and only the client's own decisions.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { loader as confirmLoader } from '#app/routes/tablero/$role/trabajos/confirmar.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'
import { footprint, jobStatus, jobWithOffers, statuses } from './setup.ts'

const PATH = '/tablero/cliente/trabajos'
const params = { role: 'cliente' }

async function post(fields: Record<string, string>, userId: string) {
	return call(action, formRequest(PATH, fields, { cookie: await sessionCookie(userId) }), { params })
}
/** The page's data, or a refusal: a redirect to «Mis trabajos» with a toast. */
async function confirmationPage(path: string, userId: string) {
	return call(confirmLoader, getRequest(path, { cookie: await sessionCookie(userId) }), { params })
}
const companyOf = async (userId: string) =>
	(await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId }, select: { companyName: true } })).companyName

describe('accepting an offer', () => {
	test('an unconfirmed post changes nothing and asks on the confirmation page; the confirmed one decides', async () => {
		const { client, job, offers } = await jobWithOffers(3)
		const before = await footprint()
		const unconfirmed = await post({ intent: 'aceptar', offerId: offers[1]!.id, reason: 'precio' }, client.id)
		const confirmation = `${PATH}/confirmar?accion=aceptar&oferta=${offers[1]!.id}&motivo=precio`
		expect(redirectLocation(unconfirmed)).toBe(confirmation)
		expect(await footprint()).toEqual(before)

		const page = unwrap(await confirmationPage(confirmation, client.id))
		expect(page.data).toMatchObject({
			decision: 'aceptar',
			reason: 'precio',
			offer: {
				offerId: offers[1]!.id,
				jobId: job.id,
				jobTitle: 'Pintar el salón',
				companyName: await companyOf(offers[1]!.craftsmanId),
				price: 150,
				otherPending: 2,
				// a single price at no stated rate: no 10 % saving to show, nothing accepted yet
				reducedVatSavingCents: null,
				details: { acceptance: null, guaranteeMonths: null, upfrontPercent: null, items: [] },
			},
		})
		expect(await footprint()).toEqual(before)

		// confirmed but unsigned (no name, no receipt): back to the page with the reason, nothing changes
		const unsigned = await post({ intent: 'aceptar', offerId: offers[1]!.id, confirmado: 'si' }, client.id)
		expect(redirectLocation(unsigned)).toBe(`${PATH}/confirmar?accion=aceptar&oferta=${offers[1]!.id}`)
		const noReceipt = { intent: 'aceptar', offerId: offers[1]!.id, confirmado: 'si', name: 'Clara Cliente' }
		expect(redirectLocation(await post(noReceipt, client.id))).toContain('/confirmar?')
		expect(await footprint()).toEqual(before)

		const confirmed = await post({ ...noReceipt, received: 'on' }, client.id)
		expect(redirectLocation(confirmed)).toBe(`${PATH}#trabajo-${job.id}`)
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['rejected', 'accepted', 'rejected'])
		// the signature: the name typed, the receipt, the client, and the hash of the version accepted
		const signed = await prisma.offerAcceptance.findUniqueOrThrow({ where: { offerId: offers[1]!.id } })
		expect(signed).toMatchObject({ name: 'Clara Cliente', received: true, clientId: client.id })
		expect(signed.sha256).toMatch(/^[0-9a-f]{64}$/)
	})

	test("another client's offer, or one no longer pending, gets no confirmation page", async () => {
		const { client, offers } = await jobWithOffers(2)
		const stranger = await createUser()
		const path = `${PATH}/confirmar?accion=aceptar&oferta=${offers[0]!.id}`
		expect(redirectLocation(await confirmationPage(path, stranger.id))).toBe(PATH)
		await prisma.offer.update({ where: { id: offers[0]!.id }, data: { status: 'rejected' } })
		expect(redirectLocation(await confirmationPage(path, client.id))).toBe(PATH)
		expect(redirectLocation(await confirmationPage(`${PATH}/confirmar?accion=otra`, client.id))).toBe(PATH)
	})
})

describe('marking a job completed', () => {
	test('an unconfirmed post changes nothing and asks first; the confirmed one completes', async () => {
		const { client, job, offers } = await jobWithOffers(1)
		await post(
			{ intent: 'aceptar', offerId: offers[0]!.id, confirmado: 'si', name: 'Clara Cliente', received: 'on' },
			client.id,
		)
		const before = await footprint()
		const unconfirmed = await post({ intent: 'terminar', jobId: job.id }, client.id)
		const confirmation = `${PATH}/confirmar?accion=terminar&trabajo=${job.id}`
		expect(redirectLocation(unconfirmed)).toBe(confirmation)
		expect(await footprint()).toEqual(before)

		const page = unwrap(await confirmationPage(confirmation, client.id))
		expect(page.data).toEqual({
			decision: 'terminar',
			job: { jobId: job.id, jobTitle: 'Pintar el salón', companyName: await companyOf(offers[0]!.craftsmanId) },
		})
		const stranger = await createUser()
		expect(redirectLocation(await confirmationPage(confirmation, stranger.id))).toBe(PATH)

		await post({ intent: 'terminar', jobId: job.id, confirmado: 'si' }, client.id)
		expect(await jobStatus(job.id)).toBe('completed')
	})
})
