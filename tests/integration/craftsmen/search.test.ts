import { beforeEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { AMBIGUOUS_PLACE, INVALID_PLACE, resolveCity } from '#app/models/craftsmen/search-place.server.ts'
import { searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'

const MADRID = { latitude: 40.4255, longitude: -3.6834 } // 28001

const companies = (result: Awaited<ReturnType<typeof searchCraftsmen>>) =>
	result.craftsmen.map((craftsman) => craftsman.companyName)

describe('searchCraftsmen', () => {
	// each test starts from no craftsmen (this file has its own database)
	beforeEach(async () => {
		await prisma.user.deleteMany({ where: { role: 'oficial' } })
	})

	test('finds craftsmen offering the trade within 50 km (real coordinates), never beyond', async () => {
		await createCraftsman({ company: 'Centro Madrid', code: '28001' })
		await createCraftsman({ company: 'Alcalá Luz', code: '28801' }) // about 28 km
		await createCraftsman({ company: 'Toledo Luz', code: '45001' }) // about 67 km
		await createCraftsman({ company: 'Madrid Fontanería', code: '28001', services: ['plumbing'] })
		await createCraftsman({ company: 'Madrid Bloqueada', code: '28001', blocked: true })
		const result = await searchCraftsmen({ serviceId: 'electrician', place: MADRID })
		expect(companies(result).sort()).toEqual(['Alcalá Luz', 'Centro Madrid'])
		expect(result.craftsmen.find((c) => c.companyName === 'Alcalá Luz')!.distanceKm).toBeGreaterThan(20)
		expect(result.craftsmen.find((c) => c.companyName === 'Alcalá Luz')!.distanceKm).toBeLessThan(35)
		// a wider radius reaches Toledo
		expect(companies(await searchCraftsmen({ serviceId: 'electrician', place: MADRID, radiusKm: 80 }))).toContain(
			'Toledo Luz',
		)
		expect(companies(await searchCraftsmen({ serviceId: 'plumbing', place: MADRID }))).toEqual(['Madrid Fontanería'])
	})

	test('filters by minimum average rating, ignoring hidden reviews', async () => {
		await createCraftsman({ company: 'Cinco', ratings: [5, 5] })
		await createCraftsman({ company: 'Cuatro y medio', ratings: [5, 4] })
		await createCraftsman({ company: 'Tres', ratings: [3], hiddenRatings: [5, 5, 5] })
		await createCraftsman({ company: 'Sin opiniones' })
		expect(companies(await searchCraftsmen({ serviceId: 'electrician', place: MADRID, minRating: 5 }))).toEqual([
			'Cinco',
		])
		expect(companies(await searchCraftsmen({ serviceId: 'electrician', place: MADRID, minRating: 4 }))).toEqual([
			'Cinco',
			'Cuatro y medio',
		])
		expect(companies(await searchCraftsmen({ serviceId: 'electrician', place: MADRID, minRating: 3 }))).toEqual([
			'Cinco',
			'Cuatro y medio',
			'Tres',
		])
		const all = await searchCraftsmen({ serviceId: 'electrician', place: MADRID })
		// Bayesian scores (prior 3.5 × 5): 27.5/7 = 3.93, 26.5/7 = 3.79, no reviews 3.5, 20.5/6 = 3.42
		expect(companies(all)).toEqual(['Cinco', 'Cuatro y medio', 'Sin opiniones', 'Tres'])
		const tres = all.craftsmen.find((c) => c.companyName === 'Tres')!
		expect(tres).toMatchObject({ avgRating: 3, reviewCount: 1 })
		expect(tres.reviews).toHaveLength(1)
		expect(all.craftsmen.find((c) => c.companyName === 'Sin opiniones')).toMatchObject({ avgRating: 0, reviewCount: 0 })
	})

	test('ranks verified first, then the Bayesian average (prior 3.5 stars weighing 5 reviews), then review count, then distance', async () => {
		await createCraftsman({ company: 'Sin verificar excelente', status: 'unverified', ratings: [5, 5, 5] })
		await createCraftsman({ company: 'Lejos 4,5', code: '28801', ratings: [4, 5] })
		await createCraftsman({ company: 'Cerca 4,5', code: '28001', ratings: [4, 5] })
		await createCraftsman({ company: 'Muchas 4,5', code: '28801', ratings: [4, 5, 4, 5] })
		await createCraftsman({ company: 'Un cinco', code: '28801', ratings: [5] })
		const result = await searchCraftsmen({ serviceId: 'electrician', place: MADRID })
		// by hand: (17.5 + 18) / 9 = 3.94; (17.5 + 9) / 7 = 3.79 twice (the nearer first); (17.5 + 5) / 6 = 3.75
		expect(companies(result)).toEqual(['Muchas 4,5', 'Cerca 4,5', 'Lejos 4,5', 'Un cinco', 'Sin verificar excelente'])
		expect(result.craftsmen.at(-1)!.status).toBe('unverified')
		// the average shown stays the plain one
		expect(result.craftsmen.find((c) => c.companyName === 'Un cinco')).toMatchObject({ avgRating: 5, reviewCount: 1 })
	})

	test('one 5-star review does not outrank 4.5 stars from many', async () => {
		await createCraftsman({ company: 'Una de cinco', ratings: [5] })
		await createCraftsman({ company: 'Veinte de 4,5', ratings: Array.from({ length: 20 }, (_, i) => (i % 2 ? 4 : 5)) })
		// (17.5 + 90) / 25 = 4.3 against (17.5 + 5) / 6 = 3.75
		expect(companies(await searchCraftsmen({ serviceId: 'electrician', place: MADRID }))).toEqual([
			'Veinte de 4,5',
			'Una de cinco',
		])
	})

	test('an expired required document moves the profile down with its badge: ranking and card agree', async () => {
		const expired = await createCraftsman({ company: 'Carné caducado', ratings: [5, 5, 5, 5, 5, 5] })
		const optional = await createCraftsman({ company: 'Seguro caducado', ratings: [4] })
		await createCraftsman({ company: 'Sin documentos', ratings: [3] })
		const yesterday = new Date(Date.now() - 86_400_000)
		await prisma.craftsmanDocument.createMany({
			data: [
				{ craftsmanId: expired.craftsman.id, type: 'craft_card', url: 'x', decision: 'approved', expiresAt: yesterday },
				// an optional document expiring takes its item away, not the badge
				{ craftsmanId: optional.craftsman.id, type: 'identity', url: 'x', decision: 'approved', expiresAt: yesterday },
			],
		})
		const result = await searchCraftsmen({ serviceId: 'electrician', place: MADRID })
		expect(result.craftsmen.map((c) => [c.companyName, c.status])).toEqual([
			['Seguro caducado', 'verified'],
			['Sin documentos', 'verified'],
			['Carné caducado', 'unverified'],
		])
	})

	test('pages by 10 with totals, and answers an empty page past the end', async () => {
		for (let i = 0; i < 12; i++)
			await createCraftsman({ company: `Empresa ${String(i).padStart(2, '0')}`, ratings: [1 + (i % 5)] })
		const first = await searchCraftsmen({ serviceId: 'electrician', place: MADRID })
		expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 })
		expect(first.craftsmen).toHaveLength(10)
		const second = await searchCraftsmen({ serviceId: 'electrician', place: MADRID, page: 2 })
		expect(second.craftsmen).toHaveLength(2)
		expect(new Set([...companies(first), ...companies(second)]).size).toBe(12)
		const past = await searchCraftsmen({ serviceId: 'electrician', place: MADRID, page: 5 })
		expect(past).toMatchObject({ total: 12, totalPages: 2, craftsmen: [] })
	})

	test('answers nothing in a city without craftsmen of that trade', async () => {
		await createCraftsman({ company: 'Sevilla Luz', code: '41001' })
		const result = await searchCraftsmen({ serviceId: 'electrician', place: MADRID })
		expect(result).toMatchObject({ craftsmen: [], total: 0, totalPages: 0 })
	})

	test('the ranking query uses the GiST index on the postal-code points', async () => {
		const plan = await prisma.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(
			`EXPLAIN SELECT id FROM "PostalCode" WHERE geo_box(geo_point(40.4, -3.7), 50000) @> geo_point(latitude, longitude)`,
		)
		expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('PostalCode_geo_idx')
	})
})

describe('resolveCity', () => {
	test('a unique place name, accent-insensitive, or a postal code is found', async () => {
		expect(await resolveCity('malaga')).toMatchObject({
			status: 'found',
			place: { placeName: 'Málaga', code: '29001' },
		})
		// a city beside a hamlet of the same name (Madrid, Almería) is the city
		expect(await resolveCity('Madrid')).toMatchObject({ status: 'found', place: { code: '28001', province: 'Madrid' } })
		expect(await resolveCity('Madrid', '04810')).toMatchObject({ status: 'found', place: { province: 'Almería' } })
		expect(await resolveCity('28801')).toMatchObject({ status: 'found', place: { placeName: 'Alcalá de Henares' } })
	})

	test('missing, unknown and ambiguous places come with the message and options', async () => {
		expect(await resolveCity('')).toEqual({ status: 'missing', message: INVALID_PLACE, options: [] })
		expect(await resolveCity('Xyzzyland')).toMatchObject({ status: 'unknown', message: INVALID_PLACE })
		const partial = await resolveCity('Alcala de')
		expect(partial.status).toBe('unknown')
		expect(partial.status !== 'found' && partial.options.map((place) => place.placeName)).toContain('Alcalá de Henares')
		const [name] = await prisma.$queryRaw<Array<{ placeName: string }>>`
			SELECT "placeName" FROM "PostalCode" GROUP BY "placeName"
			HAVING count(DISTINCT province) > 1 AND count(*) = count(DISTINCT province) ORDER BY "placeName" LIMIT 1`
		const ambiguous = await resolveCity(name.placeName)
		expect(ambiguous).toMatchObject({ status: 'ambiguous', message: AMBIGUOUS_PLACE })
		if (ambiguous.status !== 'ambiguous') throw new Error('expected ambiguous')
		expect(ambiguous.options.length).toBeGreaterThan(1)
		// a postal code picks one of them
		const code = ambiguous.options[1].code
		expect(await resolveCity(name.placeName, code)).toMatchObject({ status: 'found', place: { code } })
	})
})
