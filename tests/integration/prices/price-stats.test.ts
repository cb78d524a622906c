// Price guides: the statistics of accepted offers, checked against figures computed by hand
// (percentile_cont interpolates: the p-th percentile of n sorted values sits at position p·(n−1)).
import { beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getPriceRanges, refreshPriceStats } from '#app/models/prices/prices.server.ts'
import { compareWithMedian, expectedRange, expectedRangeText, rangeSentence } from '#app/models/prices/prices.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { createUser } from '#tests/factories/users.ts'
import { placeId } from '#tests/factories/jobs.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'

const DAY = 86_400_000
const NOW = new Date()
const A = 'Pintar piso completo'
const B = 'Pintar fachada'

const craftsmen: string[] = []
let owner = ''

/** One job of the painters' trade with an offer of `price` € by craftsman number `by`. */
async function offer({
	price,
	by,
	code = '28001',
	title = A,
	squareMeters = 50,
	status = 'accepted',
	daysAgo = 10,
	service = 'painters',
}: {
	price: number
	by: number
	code?: string
	title?: string | null
	squareMeters?: number | null
	status?: 'accepted' | 'completed' | 'rejected' | 'pending'
	daysAgo?: number
	service?: string
}) {
	const job = await prisma.job.create({
		data: {
			ownerId: owner,
			serviceId: service,
			serviceTitle: title,
			squareMeters,
			postalCodeId: await placeId(code),
			contactName: 'Lola',
			contactEmail: 'lola@example.com',
			contactPhone: '612345678',
			status: 'assigned',
		},
	})
	await prisma.offer.create({
		data: {
			jobId: job.id,
			craftsmanId: craftsmens(by),
			price,
			status,
			createdAt: new Date(NOW.getTime() - daysAgo * DAY),
		},
	})
}
const seen = (text: string) => text.replace(/\u00a0/g, ' ')
const craftsmens = (n: number) => craftsmen[n - 1]!

beforeAll(async () => {
	owner = (await createUser()).id
	for (let i = 0; i < 10; i++) craftsmen.push((await createUser({ role: 'oficial' })).id)
	// Madrid, title A: 100, 200, … 800 € from craftsmen 1–4, 50 m² each
	for (let i = 1; i <= 8; i++) await offer({ price: i * 100, by: 1 + (i % 4) })
	// what never counts: a rejected and a pending offer, an accepted one older than 12 months,
	// another trade
	await offer({ price: 99_999, by: 1, status: 'rejected' })
	await offer({ price: 99_999, by: 2, status: 'pending' })
	await offer({ price: 99_999, by: 3, daysAgo: 400 })
	await offer({ price: 99_999, by: 4, service: 'plumbing', title: 'Cambiar grifo' })
	// Barcelona: title A 900–1.200 € from craftsmen 5–6 (too few), title B 1.300–1.600 € from 7–8
	// (completed counts as accepted; no size)
	for (let i = 0; i < 4; i++) await offer({ price: 900 + i * 100, by: 5 + (i % 2), code: '08001', squareMeters: null })
	for (let i = 0; i < 4; i++)
		await offer({
			price: 1300 + i * 100,
			by: 7 + (i % 2),
			code: '08001',
			title: B,
			status: 'completed',
			squareMeters: null,
		})
	await refreshPriceStats(NOW)
})

describe('price statistics', () => {
	test('title in the province: quartiles, median and sample sizes; per m² too', async () => {
		const { total, m2 } = await getPriceRanges({ serviceId: 'painters', title: A, province: 'Madrid' })
		expect(total).toMatchObject({
			level: 'title-province',
			province: 'Madrid',
			title: A,
			offers: 8,
			craftsmen: 4,
			p25: 275,
			median: 450,
			p75: 625,
		})
		// 2, 4, … 16 €/m²
		expect(m2).toMatchObject({ level: 'title-province', offers: 8, craftsmen: 4, p25: 5.5, median: 9, p75: 12.5 })
	})

	test('the distribution: 10 bars between the 5th (135 €) and 95th (765 €) percentiles', async () => {
		const { total } = await getPriceRanges({ serviceId: 'painters', title: A, province: 'Madrid' })
		expect(total!.low).toBeCloseTo(135)
		expect(total!.high).toBeCloseTo(765)
		// width 63 €: 100 (below, first bar), 200, 300, 400, 500, 600, 700, 800 (above, last bar)
		expect(total!.bins).toEqual([1, 1, 1, 0, 1, 1, 0, 1, 1, 1])
	})

	test('a province short of offers for the title falls back to the title in Spain, not the trade in that province', async () => {
		const { total, m2 } = await getPriceRanges({ serviceId: 'painters', title: A, province: 'Barcelona' })
		// Barcelona has 4 offers for title A (too few) and 8 for the trade: the same service in Spain
		// (100 … 800 and 900 … 1.200, 12 offers, 6 craftsmen) comes before the trade in the province
		expect(total).toMatchObject({ level: 'title-spain', province: null, title: A, offers: 12, median: 650 })
		// Barcelona's jobs gave no size: the m² figures are Madrid's title A only → all Spain
		expect(m2).toMatchObject({ level: 'title-spain', province: null, offers: 8, median: 9 })
		const expected = expectedRange({ total, m2 }, null)!
		expect(expected).toMatchObject({ comparable: true, label: 'En España', median: 650 })
	})

	test('with no figures for the service anywhere, the trade is a named wider group and no offer is compared with it', async () => {
		// title B: 4 offers in Barcelona, none elsewhere; the trade in Barcelona: 8 offers, craftsmen 5–8
		const ranges = await getPriceRanges({ serviceId: 'painters', title: B, province: 'Barcelona' })
		expect(ranges.total).toMatchObject({ level: 'service-province', title: null, offers: 8, median: 1250 })
		const expected = expectedRange(ranges, null)!
		expect(expected).toMatchObject({ comparable: false, label: 'Pintores en Barcelona, todos los trabajos: 8 precios' })
		expect(compareWithMedian(1400, expected.median, expected.range)).toBeNull()
		expect(seen(expectedRangeText(ranges, null)!)).toBe(
			'Aún no hay bastantes precios de trabajos como este. Pintores en Barcelona, todos los trabajos: 8 precios ' +
				'de 4 profesionales en los últimos 12 meses, entre 1.080 € y 1.430 € (mediana 1.250 €).',
		)
		expect(seen(expectedRangeText(ranges, null)!)).not.toContain('trabajos así')
	})

	test('the same service is preferred over the trade even when only its total is known and the job gives its size', async () => {
		// a sized job: the trade's m² figure must not win over the service's total
		const total = { ...(await getPriceRanges({ serviceId: 'painters', title: A, province: 'Madrid' })).total! }
		const tradeM2 = { ...total, metric: 'm2' as const, level: 'service-province' as const, title: null, median: 30 }
		const expected = expectedRange({ total, m2: tradeM2 }, 80)!
		expect(expected).toMatchObject({ comparable: true, bySize: false, median: 450, label: 'En Madrid' })
	})

	test('a province without figures falls back to the title in Spain, then the trade in Spain', async () => {
		// title A in Spain: 100 … 800 and 900 … 1.200 (12 offers, 6 craftsmen)
		expect((await getPriceRanges({ serviceId: 'painters', title: A, province: 'Valencia' })).total).toMatchObject({
			level: 'title-spain',
			province: null,
			offers: 12,
			craftsmen: 6,
			p25: 375,
			median: 650,
			p75: 925,
		})
		// title B has 4 offers in Spain: the trade, 100 … 1.600 (16 offers, 8 craftsmen)
		expect((await getPriceRanges({ serviceId: 'painters', title: B, province: 'Valencia' })).total).toMatchObject({
			level: 'service-spain',
			offers: 16,
			craftsmen: 8,
			p25: 475,
			median: 850,
			p75: 1225,
		})
	})

	test('below 8 offers or 4 craftsmen there is no figure: the editorial text stays', async () => {
		// plumbing: one accepted offer
		expect(await getPriceRanges({ serviceId: 'plumbing', province: 'Madrid' })).toEqual({ total: null, m2: null })
		// 8 offers from 3 craftsmen in Sevilla: no Sevilla figure
		for (let i = 1; i <= 8; i++)
			await offer({ price: 5000 + i, by: 1 + (i % 3), code: '41001', service: 'roofing', title: null })
		// 7 offers from 7 craftsmen in Madrid: no Madrid figure
		for (let i = 1; i <= 7; i++) await offer({ price: 5000 + i, by: i, service: 'floors', title: null })
		await refreshPriceStats(NOW)
		expect((await getPriceRanges({ serviceId: 'roofing', province: 'Sevilla' })).total).toBeNull()
		expect((await getPriceRanges({ serviceId: 'floors', province: 'Madrid' })).total).toBeNull()
		// never a single craftsman's price: every stored row has ≥ 8 offers from ≥ 4 craftsmen
		const rows = await prisma.priceStat.findMany()
		expect(rows.length).toBeGreaterThan(0)
		expect(rows.every((row) => row.offers >= 8 && row.craftsmen >= 4)).toBe(true)
	})

	test('the sentence and the comparison with the median', async () => {
		const { total } = await getPriceRanges({ serviceId: 'painters', title: A, province: 'Madrid' })
		expect(seen(rangeSentence(total!, 'para pintar un piso'))).toBe(
			'En Madrid, los clientes aceptaron presupuestos de 280 € a 630 € para pintar un piso; mediana 450 €; ' +
				'8 presupuestos de 4 profesionales en los últimos 12 meses.',
		)
		expect(compareWithMedian(396, total!.median, total!)?.text).toBe('un 12 % por debajo de la mediana en tu provincia')
		expect(compareWithMedian(450, total!.median, total!)?.text).toBe('en la mediana en tu provincia')
	})

	test('the scheduled job rewrites the table', async () => {
		await prisma.priceStat.deleteMany()
		await prisma.$transaction((tx) => enqueue(tx, 'price-stats', {}))
		await runQueuedJobs()
		expect(await prisma.priceStat.count()).toBeGreaterThan(0)
	})
})
