// Offers with lines through the job-detail form (a plain post, as without JavaScript),
// and the client's comparison.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { compareJobOffers } from '#app/models/offers/offer-comparison.server.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'
import { action as jobAction } from '#app/routes/newjob/$jobId.tsx'
import { loader as compareLoader } from '#app/routes/tablero/$role/trabajos/$jobId/ofertas.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createJob, subscribe } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const post = async (jobId: string, userId: string, fields: Record<string, string>) =>
	call(
		jobAction,
		formRequest(`/newjob/${jobId}`, { intent: 'enviar-oferta', ...fields }, { cookie: await sessionCookie(userId) }),
		{
			params: { jobId },
		},
	)

async function bidder(company: string, ratings: number[] = []) {
	const { user } = await createCraftsman({ company, ratings })
	await subscribe(user.id)
	return { id: user.id, role: 'oficial' as const }
}

describe('the offer form with lines (no JavaScript)', () => {
	test('«Añadir línea» answers the form one row longer and stores nothing; a full post stores lines and the total', async () => {
		const craftsman = await bidder('Reformas Líneas')
		const job = await createJob()
		const added = unwrap(
			await post(job.id, craftsman.id, {
				price: '',
				vatRate: '10',
				__intent__: JSON.stringify({ type: 'insert', payload: { name: 'items' } }),
			}),
		)
		expect(added.status).toBe(200)
		expect(added.data.result.initialValue.items).toHaveLength(1)
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(0)

		const bad = unwrap(
			await post(job.id, craftsman.id, {
				'items[0].concept': '',
				'items[0].quantity': '0',
				'items[0].unit': 'ud',
				'items[0].unitPrice': '5',
			}),
		)
		expect(bad.status).toBe(400)
		expect(bad.data.result.error['items[0].concept']).toEqual(['Escribe el concepto (hasta 120 caracteres)'])
		expect(bad.data.result.error['items[0].quantity']).toEqual(['La cantidad debe ser un número entre 0,01 y 100.000'])
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(0)

		const sent = await post(job.id, craftsman.id, {
			'items[0].concept': 'Alicatado',
			'items[0].quantity': '12,5',
			'items[0].unit': 'm²',
			'items[0].unitPrice': '32,40',
			'items[0].kind': 'labour',
			'items[1].concept': 'Plato de ducha',
			'items[1].quantity': '1',
			'items[1].unit': 'ud',
			'items[1].unitPrice': '189,99',
			'items[2].concept': 'Mano de obra',
			'items[2].quantity': '16',
			'items[2].unit': 'h',
			'items[2].unitPrice': '28,75',
			vatRate: '10',
			durationDays: '5',
			guaranteeMonths: '6',
			registryNumber: 'REBT-28-1234',
			included: 'Material',
		})
		expect(redirectLocation(sent)).toBe(`/newjob/${job.id}`)
		const offer = await prisma.offer.findFirstOrThrow({
			where: { jobId: job.id },
			include: { items: { orderBy: { position: 'asc' } } },
		})
		expect([offer.price.toNumber(), offer.vatRate, offer.durationDays, offer.included]).toEqual([
			1160.49,
			10,
			5,
			'Material',
		])
		expect(offer.items.map((item) => [item.concept, item.quantity.toNumber(), item.unit, item.unitPriceCents])).toEqual(
			[
				['Alicatado', 12.5, 'm²', 3240],
				['Plato de ducha', 1, 'ud', 18999],
				['Mano de obra', 16, 'h', 2875],
			],
		)
	})
})

describe('the client compares offers', () => {
	test('every standing offer with totals, start, duration, rating and badge; ?orden= sorts; only the owner', async () => {
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id })
		const cheap = await bidder('Barata', [3])
		const rated = await bidder('Valorada', [5, 5, 4])
		const plain = await bidder('Sin desglose')
		await sendOffer({
			craftsman: cheap,
			jobId: job.id,
			items: [{ concept: 'Pintura', quantity: 40, unit: 'm²', unitPrice: 8, kind: 'labour' }],
			guaranteeMonths: 12,
			registryNumber: 'REBT-28-1234',
			vatRate: 21,
			durationDays: 6,
		})
		const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
		await sendOffer({
			craftsman: rated,
			jobId: job.id,
			price: 500,
			earliestStart: day(10),
			durationDays: 2,
			registryNumber: 'REBT-1',
		})
		await sendOffer({ craftsman: plain, jobId: job.id, price: 450, earliestStart: day(3), registryNumber: 'REBT-2' })
		const names = (offers: Array<{ companyName: string }>) => offers.map((offer) => offer.companyName)

		const byPrice = (await compareJobOffers(owner.id, job.id, 'precio'))!
		// 40 × 8 € = 320 € + 21 % = 387,20 €
		expect(byPrice.offers.map((offer) => [offer.companyName, offer.totals.totalCents, offer.verified])).toEqual([
			['Barata', 38720, true],
			['Sin desglose', 45000, true],
			['Valorada', 50000, true],
		])
		expect(names((await compareJobOffers(owner.id, job.id, 'inicio'))!.offers)).toEqual([
			'Sin desglose',
			'Valorada',
			'Barata',
		])
		expect(names((await compareJobOffers(owner.id, job.id, 'duracion'))!.offers)).toEqual([
			'Valorada',
			'Barata',
			'Sin desglose',
		])
		expect(names((await compareJobOffers(owner.id, job.id, 'valoracion'))!.offers)).toEqual([
			'Valorada',
			'Barata',
			'Sin desglose',
		])

		// the page: the owner only; another client and a craftsman get nothing
		const page = unwrap(
			await call(
				compareLoader,
				getRequest(`/tablero/cliente/trabajos/${job.id}/ofertas?orden=duracion`, {
					cookie: await sessionCookie(owner.id),
				}),
				{ params: { jobId: job.id, role: 'cliente' } },
			),
		)
		expect([page.data.order, page.data.offers.length]).toEqual(['duracion', 3])
		const stranger = await createUser()
		const refused = await call(
			compareLoader,
			getRequest(`/tablero/cliente/trabajos/${job.id}/ofertas`, { cookie: await sessionCookie(stranger.id) }),
			{ params: { jobId: job.id, role: 'cliente' } },
		).catch((error: unknown) => error)
		expect((refused as Response).status).toBe(404)
		expect(await compareJobOffers(cheap.id, job.id, 'precio')).toBeNull()
	})
})
