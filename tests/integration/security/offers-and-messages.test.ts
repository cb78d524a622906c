// Offers and messages cannot flood the client: a craftsman sends at most 5 offers per job a day
// (withdrawn ones count), offers arriving together make one email, a user sends at most 20
// messages a minute, and an offer sent while the client accepts another is refused, never left
// pending on an assigned job.
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { startOrContinueConversation } from '#app/models/conversations/send-message.server.ts'
import { acceptOffer } from '#app/models/offers/decide-offer.server.ts'
import { withdrawOffer } from '#app/models/offers/offer-history.server.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'
import { createJob, subscribe } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { makeDelayedJobsDue, runQueuedJobs } from '#tests/helpers/queue.ts'

async function craftsman() {
	const user = await createUser({ role: 'oficial' })
	await subscribe(user.id)
	return { id: user.id, role: 'oficial' as const }
}

/** Offers of one burst share a window of a minute: never start one in its last seconds. */
async function awayFromMinuteEnd() {
	const second = new Date().getSeconds()
	if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
}

describe('offers', () => {
	test('offer-then-withdraw: the 6th offer on a job is refused, and the client gets one email for the burst', async () => {
		const client = await createUser({ email: `rafaga.${Date.now()}@example.com` })
		const job = await createJob({ ownerId: client.id, title: 'Cambiar el calentador' })
		const [flooder, other] = [await craftsman(), await craftsman()]
		await awayFromMinuteEnd()
		for (let i = 0; i < 4; i++) {
			const sent = await sendOffer({ craftsman: flooder, jobId: job.id, price: 100 + i })
			await withdrawOffer(flooder.id, sent.offerId)
		}
		await sendOffer({ craftsman: flooder, jobId: job.id, price: 150 })
		await sendOffer({ craftsman: other, jobId: job.id, price: 180.5 })
		const last = await prisma.offer.findFirstOrThrow({ where: { craftsmanId: flooder.id, status: 'pending' } })
		await withdrawOffer(flooder.id, last.id)
		await expect(sendOffer({ craftsman: flooder, jobId: job.id, price: 90 })).rejects.toThrow(
			/^Has enviado 5 ofertas para este trabajo en las últimas 24 horas\. Podrás enviar otra dentro de \d+ horas?\.$/,
		)
		await sendOffer({ craftsman: await craftsman(), jobId: job.id, price: 200 })

		await runQueuedJobs()
		expect(readOutbox(client.email)).toEqual([]) // the burst's email waits for the burst to end
		await makeDelayedJobsDue()
		await runQueuedJobs()
		const emails = readOutbox(client.email)
		expect(emails).toHaveLength(1)
		expect(emails[0]!.subject).toBe('2 ofertas nuevas para «Cambiar el calentador»')
		expect(emails[0]!.text).toContain('180,50\u00a0€')
		expect(emails[0]!.text).toContain('200,00\u00a0€')
		expect(emails[0]!.text).not.toContain('150,00') // withdrawn before the email
	})

	test('an offer sent while the client accepts another is refused, never pending on an assigned job', async () => {
		for (let round = 0; round < 5; round++) {
			const client = await createUser()
			const job = await createJob({ ownerId: client.id })
			const first = await sendOffer({ craftsman: await craftsman(), jobId: job.id, price: 100 })
			const late = [await craftsman(), await craftsman(), await craftsman()]
			const results = await Promise.allSettled([
				acceptOffer({ clientId: client.id, offerId: first.offerId }),
				...late.map((bidder) => sendOffer({ craftsman: bidder, jobId: job.id, price: 120 })),
			])
			expect(results[0]!.status).toBe('fulfilled')
			for (const result of results.slice(1))
				if (result.status === 'rejected') expect(String(result.reason)).toContain('Este trabajo ya no acepta ofertas')
			const pending = await prisma.offer.count({ where: { jobId: job.id, status: 'pending' } })
			expect(pending).toBe(0)
		}
	})
})

describe('messages', () => {
	test('20 messages a minute per sender; the 21st is refused with a Spanish message', async () => {
		const sender = await craftsman()
		const client = await createUser()
		const job = await createJob({ ownerId: client.id })
		const send = (text: string) => startOrContinueConversation({ sender, receiverId: client.id, jobId: job.id, text })
		for (let i = 0; i < 20; i++) await send(`Mensaje ${i}`)
		await expect(send('uno más')).rejects.toThrow(
			/^Estás enviando mensajes demasiado deprisa\. Espera (\d+ segundos?|1 minuto) y vuelve a intentarlo\.$/,
		)
		expect(await prisma.message.count({ where: { senderId: sender.id } })).toBe(20)
	})
})
