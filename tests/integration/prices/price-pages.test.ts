// Price guides where people read them: the cost guide, /api/prices, the offer comparison and the
// craftsman's job page, all from the same refreshed statistics.
import { beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { compareJobOffers } from '#app/models/offers/offer-comparison.server.ts'
import { refreshPriceStats } from '#app/models/prices/prices.server.ts'
import { loader as costGuideLoader } from '#app/routes/$.tsx'
import { figureBetween, figureRange, type GuideFigure } from '#app/models/cost-guides/guide-figures.ts'
import { COST_GUIDES } from '#app/models/cost-guides/guides.ts'
import { loader as pricesLoader } from '#app/routes/api/prices.ts'
import { loader as jobLoader } from '#app/routes/newjob/$jobId.tsx'
import { createViewers, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const TITLE = 'Pintar piso completo'
const seen = (text: string) => text.replace(/\u00a0/g, ' ')

async function paintingJob(ownerId: string, status: 'open' | 'assigned' = 'assigned') {
	return prisma.job.create({
		data: {
			ownerId,
			serviceId: 'painters',
			serviceTitle: TITLE,
			squareMeters: 80,
			postalCodeId: await placeId('28001'),
			contactName: 'Lola',
			contactEmail: 'lola@example.com',
			contactPhone: '612345678',
			status,
		},
	})
}

beforeAll(async () => {
	const owner = (await createUser()).id
	const craftsmen = []
	for (let i = 0; i < 4; i++) craftsmen.push((await createUser({ role: 'oficial' })).id)
	// Madrid: 1.000 … 1.700 € for 80 m² from four craftsmen: median 1.350 €, 16,875 €/m²
	for (let i = 0; i < 8; i++) {
		const job = await paintingJob(owner)
		await prisma.offer.create({
			data: { jobId: job.id, craftsmanId: craftsmen[i % 4]!, price: 1000 + i * 100, status: 'accepted' },
		})
	}
	await refreshPriceStats()
})

const api = async (query: string) => {
	const response = (await call(pricesLoader, getRequest(`/api/prices${query}`))) as Response
	return { status: response.status, body: await response.json() }
}

describe('GET /api/prices', () => {
	test('the figures and their sample sizes, for the title in the province and for the trade', async () => {
		const { status, body } = await api(`?service=pintores&province=madrid&title=${encodeURIComponent(TITLE)}`)
		expect(status).toBe(200)
		expect(body).toMatchObject({
			success: true,
			service: { id: 'painters', slug: 'pintores', name: 'Pintores' },
			province: 'Madrid',
			total: { level: 'title-province', offers: 8, craftsmen: 4, p25: 1175, median: 1350, p75: 1525 },
			// 16,875 €/m² published rounded to 0,50 €
			perSquareMeter: { level: 'title-province', median: 17 },
			rules: { windowMonths: 12, minOffers: 8, minCraftsmen: 4 },
		})
		const trade = await api('?service=Pintores')
		expect(trade.body.total).toMatchObject({ level: 'service-spain', province: null, title: null, median: 1350 })
		// a trade without enough offers: no figures, not an error
		expect((await api('?service=fontaneria&province=Madrid')).body).toMatchObject({ total: null, perSquareMeter: null })
	})

	test('refusals: no trade, an unknown trade or province', async () => {
		expect(await api('')).toMatchObject({ status: 400, body: { success: false, message: 'Se requiere el servicio' } })
		expect(await api('?service=astronautas')).toMatchObject({
			status: 404,
			body: { message: 'Servicio no encontrado' },
		})
		expect(await api('?service=pintores&province=Atlántida')).toMatchObject({
			status: 404,
			body: { message: 'Provincia no encontrada' },
		})
		expect((await api(`?service=pintores&province=${'x'.repeat(61)}`)).status).toBe(400)
	})
})

describe('the cost guide', () => {
	test('shows the live range for the chosen province, the provinces to choose from, and all Spain by default', async () => {
		const page = unwrap(await call(costGuideLoader, getRequest('/cuanto-cuesta/pintar-un-piso?provincia=madrid'))).data
		expect(page.prices.provinces).toEqual(['Madrid'])
		expect(page.prices.ranges.total).toMatchObject({ level: 'title-province', province: 'Madrid', median: 1350 })
		const spain = unwrap(await call(costGuideLoader, getRequest('/cuanto-cuesta-pintar-un-piso'))).data
		expect(spain.prices.ranges.total).toMatchObject({ level: 'title-spain', province: null })
		// a guide whose trade has too few offers keeps its editorial text alone
		const shower = unwrap(await call(costGuideLoader, getRequest('/cuanto-cuesta/poner-un-plato-de-ducha'))).data
		expect(shower.prices.ranges).toEqual({ total: null, m2: null })
	})
})

describe('a guide’s texts and its figures', () => {
	const numbers = (text: string) => seen(text).match(/\d[\d.]*(,\d+)?/g) ?? []

	test('every guide’s summary says only figures of its own table, with and without live figures', async () => {
		for (const guide of COST_GUIDES) {
			for (const province of ['', '?provincia=Madrid']) {
				const page = unwrap(await call(costGuideLoader, getRequest(`/cuanto-cuesta/${guide.slug}${province}`))).data
				const table = page.figures.rows.map((row: GuideFigure) => seen(figureBetween(row)))
				// each «entre X y Y» of the summary is one row's figures with its unit, word for word
				const ranges = seen(page.figures.summary).match(/entre [\d.,]+ y [\d.,]+ [^\s,;.]+/g) ?? []
				expect(ranges.length, guide.slug).toBeGreaterThan(0)
				for (const range of ranges)
					expect(
						table.some((row: string) => row.startsWith(range)),
						`${guide.slug}: «${range}»`,
					).toBe(true)
				const described = ranges.flatMap(numbers)
				expect(
					numbers(page.figures.summary).filter((n) => !described.includes(n) && !guide.summary.includes(n)),
				).toEqual([])
			}
		}
	})

	test('«Pintar un piso» in Madrid: the table’s piso rows are the live figures per m², and the summary says them', async () => {
		const page = unwrap(await call(costGuideLoader, getRequest('/cuanto-cuesta/pintar-un-piso?provincia=Madrid'))).data
		const m2 = page.prices.ranges.m2
		// 14,50 €/m² reads 15 €/m², as in the live sentence above the guide (whole euros from 10 €)
		expect(m2).toMatchObject({ level: 'title-province', p25: 14.5, p75: 19 })
		expect(page.figures.rows.slice(0, 3).map((row: GuideFigure) => seen(figureRange(row)))).toEqual([
			'15 – 19 €/m²',
			'870 – 1.140 €',
			'1.310 – 1.710 €',
		])
		expect(page.figures.rows[0].from).toBe('presupuestos aceptados en Madrid')
		expect(seen(page.figures.summary)).toBe(
			'Pintar un piso de 90 m² con dos manos de pintura plástica, con materiales incluidos, suele costar entre 1.310 y 1.710 €.',
		)
		// the hand-written 6–12 €/m² that contradicted the live range is gone
		expect(JSON.stringify(page.figures)).not.toMatch(/\b6 – 12\b/)
	})

	test('a guide whose service has no figures of its own keeps its editorial table, never the trade’s', async () => {
		const page = unwrap(await call(costGuideLoader, getRequest('/cuanto-cuesta/poner-un-plato-de-ducha'))).data
		expect(page.figures.rows.every((row: GuideFigure) => row.from === null)).toBe(true)
		expect(seen(page.figures.summary)).toContain('entre 900 y 2.000 €')
	})
})

describe('the client and the craftsman see each offer against the range', () => {
	test('the comparison marks each offer against the expected median for the job’s size', async () => {
		const client = await createUser()
		const job = await paintingJob(client.id, 'open')
		const [a, b] = [(await createUser({ role: 'oficial' })).id, (await createUser({ role: 'oficial' })).id]
		// the expected median: 17 €/m² (16,875 rounded to 0,50 €) × 80 m² = 1.360 €
		await prisma.offer.create({ data: { jobId: job.id, craftsmanId: a, price: 1197 } })
		await prisma.offer.create({ data: { jobId: job.id, craftsmanId: b, price: 1496 } })
		const compared = await compareJobOffers(client.id, job.id, 'precio')
		expect(compared!.offers.map((offer) => offer.priceComparison)).toEqual([
			'un 12 % por debajo de la mediana en tu provincia',
			'un 10 % por encima de la mediana en tu provincia',
		])
		expect(compared!.expected).toMatchObject({ median: 1360, province: 'Madrid' })
	})

	test('the craftsman reads the accepted range beside the offer form; the client does not', async () => {
		const { subscribed, client } = await createViewers()
		const job = await paintingJob((await createUser()).id, 'open')
		const view = async (userId: string) =>
			unwrap(
				await call(jobLoader, getRequest(`/newjob/${job.id}`, { cookie: await sessionCookie(userId) }), {
					params: { jobId: job.id },
				}),
			).data
		expect(seen((await view(subscribed.id)).priceRange)).toBe(
			'En Madrid, trabajos así se contrataron por entre 1.160 € y 1.520 € para 80 m² (mediana 1.360 €), ' +
				'según 8 presupuestos aceptados de 4 profesionales en los últimos 12 meses.',
		)
		expect((await view(client.id)).priceRange).toBeNull()
	})
})
