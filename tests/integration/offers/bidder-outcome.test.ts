// Every other bidder learns the outcome (accept, close, expiry), with the reason.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { closeOwnJob } from '#app/models/jobs/client-jobs.server.ts'
import { DECISION_DUE_DAYS, DECISION_GRACE_DAYS } from '#app/models/offers/bidder-outcome.ts'
import { acceptOffer } from '#app/models/offers/decide-offer.server.ts'
import { loadOfferHistoryPage } from '#app/models/offers/offer-history-page.server.ts'
import { runUndecidedJobs } from '#app/models/offers/undecided-jobs.server.ts'
import { action } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { call, formRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { jobStatus, jobWithOffers, notificationsOf, statuses } from '../client/setup.ts'
import { readOutbox } from '#app/emails/outbox.server.ts'

const DAY = 86_400_000
const PATH = '/tablero/cliente/trabajos'
/** The confirmation page's signature: the typed name and the receipt (ignored by other intents). */
const SIGNED = { name: 'Clara Cliente', received: 'on' }

/** A confirmed post, as the dialog or the confirmation page sends it. */
async function post(fields: Record<string, string>, userId: string) {
	return call(
		action,
		formRequest(PATH, { confirmado: 'si', ...SIGNED, ...fields }, { cookie: await sessionCookie(userId) }),
		{
			params: { role: 'cliente' },
		},
	)
}

const emailOf = async (userId: string) =>
	(await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })).email

describe('the other bidders are told', () => {
	test('on acceptance, with the reason chosen in the form: notification, email and «Tu viaje artesanal»', async () => {
		const { client, offers } = await jobWithOffers(3)
		await post({ intent: 'aceptar', offerId: offers[0]!.id, reason: 'precio' }, client.id)
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['accepted', 'rejected', 'rejected'])
		await runQueuedJobs()
		for (const other of offers.slice(1)) {
			const text = 'El cliente eligió otra oferta para «Pintar el salón» (motivo: precio)'
			expect(await notificationsOf(other.craftsmanId)).toEqual([{ text, link: `/tablero/oficial/pedidos#${other.id}` }])
			const mails = readOutbox(await emailOf(other.craftsmanId))
			expect(mails.map((mail) => [mail.subject, mail.text.includes(text)])).toEqual([
				['Tu oferta no ha sido elegida', true],
			])
			const page = await loadOfferHistoryPage(other.craftsmanId, 1)
			expect(page.items[0]).toMatchObject({ status: 'rejected', outcome: 'Motivo del cliente: precio' })
		}
		// the winner gets its own news, not the outcome note
		expect((await loadOfferHistoryPage(offers[0]!.craftsmanId, 1)).items[0]!.outcome).toBeNull()
	})

	test('a bad reason changes nothing; no reason is fine', async () => {
		const { client, offers } = await jobWithOffers(2)
		await post({ intent: 'aceptar', offerId: offers[0]!.id, reason: 'caro' }, client.id)
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['pending', 'pending'])
		await acceptOffer({ clientId: client.id, offerId: offers[0]!.id })
		expect(await notificationsOf(offers[1]!.craftsmanId)).toEqual([
			{
				text: 'El cliente eligió otra oferta para «Pintar el salón»',
				link: `/tablero/oficial/pedidos#${offers[1]!.id}`,
			},
		])
		expect((await loadOfferHistoryPage(offers[1]!.craftsmanId, 1)).items[0]!.outcome).toBe(
			'El cliente no indicó motivo',
		)
	})

	test('on closing the job, every pending bidder, with the reason', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		expect(await closeOwnJob(client.id, job.id, 'ya_no_lo_necesito')).toBe(true)
		expect(await jobStatus(job.id)).toBe('closed')
		for (const offer of offers) {
			expect(await notificationsOf(offer.craftsmanId)).toEqual([
				{
					text: 'El cliente cerró «Pintar el salón» sin elegir ninguna oferta (motivo: ya no lo necesito)',
					link: `/tablero/oficial/pedidos#${offer.id}`,
				},
			])
			// «Tu viaje artesanal» labels it «cerrada» (the spec's «cerca», 001 §4), not «rechazada»
			expect((await loadOfferHistoryPage(offer.craftsmanId, 1)).items[0]).toMatchObject({
				status: 'closed',
				statusLabel: 'cerrada',
			})
		}
		// closing again tells no one twice
		expect(await closeOwnJob(client.id, job.id, 'precio')).toBe(false)
		expect(await notificationsOf(offers[0]!.craftsmanId)).toHaveLength(1)
	})
})

describe('undecided jobs', () => {
	test(`asked ${DECISION_DUE_DAYS} days after the last offer, closed ${DECISION_GRACE_DAYS} days later; each step once`, async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const lastOffer = new Date('2026-01-01T10:00:00Z')
		await prisma.offer.updateMany({ where: { jobId: job.id }, data: { createdAt: lastOffer } })
		const at = (days: number) => new Date(lastOffer.getTime() + days * DAY)

		expect(await runUndecidedJobs(at(DECISION_DUE_DAYS - 1))).toEqual({ asked: 0, closed: 0 })
		expect(await runUndecidedJobs(at(DECISION_DUE_DAYS))).toEqual({ asked: 1, closed: 0 })
		expect(await runUndecidedJobs(at(DECISION_DUE_DAYS + 1))).toEqual({ asked: 0, closed: 0 })
		const [asked] = await notificationsOf(client.id)
		expect(asked!.text).toMatch(/^«Pintar el salón» tiene ofertas esperando: acepta una o cierra el trabajo antes del /)
		await runQueuedJobs()
		expect(readOutbox(await emailOf(client.id)).map((mail) => mail.subject)).toEqual([
			'¿Has decidido sobre «Pintar el salón»?',
		])

		expect(await runUndecidedJobs(at(DECISION_DUE_DAYS + DECISION_GRACE_DAYS - 1))).toEqual({ asked: 0, closed: 0 })
		expect(await runUndecidedJobs(at(DECISION_DUE_DAYS + DECISION_GRACE_DAYS))).toEqual({ asked: 0, closed: 1 })
		expect(await jobStatus(job.id)).toBe('closed')
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['rejected', 'rejected'])
		for (const offer of offers) {
			expect((await notificationsOf(offer.craftsmanId))[0]!.text).toBe(
				'«Pintar el salón» se cerró porque el cliente no decidió en 37 días',
			)
		}
		expect(await runUndecidedJobs(at(60))).toEqual({ asked: 0, closed: 0 })
	})

	test('a new offer after the question restarts the clock; a decided job is left alone', async () => {
		const { job, offers } = await jobWithOffers(2)
		const start = new Date('2026-02-01T10:00:00Z')
		await prisma.offer.updateMany({ where: { jobId: job.id }, data: { createdAt: start } })
		const at = (days: number) => new Date(start.getTime() + days * DAY)
		expect((await runUndecidedJobs(at(DECISION_DUE_DAYS))).asked).toBe(1)
		await prisma.offer.update({ where: { id: offers[1]!.id }, data: { createdAt: at(DECISION_DUE_DAYS + 2) } })
		expect((await runUndecidedJobs(at(DECISION_DUE_DAYS + DECISION_GRACE_DAYS))).closed).toBe(0)
		expect(await jobStatus(job.id)).toBe('open')
		// asked again 30 days after the newer offer
		expect((await runUndecidedJobs(at(2 * DECISION_DUE_DAYS + 2))).asked).toBe(1)

		const decided = await jobWithOffers(1)
		await prisma.offer.updateMany({ where: { jobId: decided.job.id }, data: { createdAt: start } })
		await acceptOffer({ clientId: decided.client.id, offerId: decided.offers[0]!.id })
		// only the first job moves: asked on day 62, closed from day 69
		expect(await runUndecidedJobs(at(90))).toEqual({ asked: 0, closed: 1 })
		expect(await jobStatus(decided.job.id)).toBe('assigned')
	})
})
