// Issue 37 (M5): the differencing attack on the price guides. A trade in one province and the same
// trade in all Spain differed by one offer, and their cent-exact quartiles placed that offer's
// price. Now nested groups hold the same offers or differ by at least MIN_PRICE_GROUP_GAP, and
// every figure is rounded (5 €, 0,50 €/m²).
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { refreshPriceStats } from '#app/models/prices/prices.server.ts'
import { MIN_PRICE_GROUP_GAP } from '#app/models/prices/prices.ts'
import { placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'

const NOW = new Date()

async function acceptedOffer(ownerId: string, craftsmanId: string, price: number, code: string) {
	const job = await prisma.job.create({
		data: {
			ownerId,
			serviceId: 'painters',
			serviceTitle: 'Pintar piso completo',
			squareMeters: 70,
			postalCodeId: await placeId(code),
			contactName: 'Lola',
			contactEmail: 'lola@example.com',
			contactPhone: '612345678',
			status: 'assigned',
		},
	})
	await prisma.offer.create({
		data: { jobId: job.id, craftsmanId, price, status: 'accepted', createdAt: new Date(NOW.getTime() - 86_400_000) },
	})
}

test('nested groups never differ by 1–3 offers, and the figures are rounded', async () => {
	const owner = (await createUser()).id
	const craftsmen = await Promise.all(Array.from({ length: 5 }, () => createUser({ role: 'oficial' })))
	// Madrid: 9 offers of 4 craftsmen at odd cents; Sevilla: one offer of a fifth craftsman (640 €)
	for (let i = 0; i < 9; i++) await acceptedOffer(owner, craftsmen[i % 4]!.id, 400.37 + i * 53.11, '28001')
	await acceptedOffer(owner, craftsmen[4]!.id, 640, '41001')
	await refreshPriceStats(NOW)

	const rows = await prisma.priceStat.findMany({ where: { serviceId: 'painters' } })
	expect(rows.length).toBeGreaterThan(0)
	// the wider group (Spain, 10 offers) stays; Madrid alone (9) is one offer from it: left out
	expect(rows.filter((row) => row.metric === 'total').map((row) => [row.title, row.province, row.offers])).toEqual(
		expect.arrayContaining([['', '', 10]]),
	)
	expect(rows.some((row) => row.province === 'Madrid')).toBe(false)
	const holds = (wide: (typeof rows)[number], narrow: (typeof rows)[number]) =>
		wide !== narrow &&
		wide.metric === narrow.metric &&
		(wide.title === '' || wide.title === narrow.title) &&
		(wide.province === '' || wide.province === narrow.province)
	for (const wide of rows)
		for (const narrow of rows.filter((row) => holds(wide, row))) {
			const gap = wide.offers - narrow.offers
			expect(
				gap === 0 || gap >= MIN_PRICE_GROUP_GAP,
				`${wide.title}/${wide.province} ⊃ ${narrow.title}/${narrow.province}`,
			).toBe(true)
		}
	for (const row of rows) {
		const step = row.metric === 'm2' ? 0.5 : 5
		for (const figure of [row.p25, row.median, row.p75, row.low, row.high])
			expect(Number.isInteger(figure / step), `${row.metric} ${figure}`).toBe(true)
	}
})
