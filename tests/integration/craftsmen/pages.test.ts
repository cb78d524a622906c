import { beforeEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { loader as resultsLoader } from '#app/routes/encontraroficial/$handyman/$city.tsx'
import { loader as chooserLoader } from '#app/routes/encontraroficial/$service.tsx'
import { loader as profileLoader } from '#app/routes/oficial/$companyName.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { call, getRequest, redirectLocation } from '#tests/helpers/requests.ts'

beforeEach(async () => {
	await prisma.user.deleteMany({ where: { role: 'oficial' } })
})

const profile = (slug: string) => call(profileLoader, getRequest(`/oficial/${slug}`), { params: { companyName: slug } })

describe('/oficial/{company}', () => {
	test('average rounded to 2 decimals, hidden reviews excluded, JSON-LD with AggregateRating, no contact data', async () => {
		await createCraftsman({
			company: 'Pintura Sol',
			ratings: [5, 4, 4],
			hiddenRatings: [1],
			images: ['/imagenes/a.webp'],
		})
		const result = (await profile('pintura-sol')) as any
		expect(result.profile).toMatchObject({
			companyName: 'Pintura Sol',
			avgRating: 4.33,
			reviewCount: 3,
			place: { placeName: 'Madrid', code: '28001' },
		})
		expect(result.profile.reviews.map((review: { rating: number }) => review.rating).sort()).toEqual([4, 4, 5])
		const ld = JSON.parse(result.structuredData)
		expect(ld).toMatchObject({
			'@type': 'LocalBusiness',
			name: 'Pintura Sol',
			aggregateRating: { ratingValue: 4.33, reviewCount: 3 },
		})
		const text = JSON.stringify(result)
		expect(text).not.toContain('699111222')
		expect(text).not.toContain('@example.com')
		expect(text).not.toContain('Calle Secreta')
		expect(text).not.toContain('Opinión oculta')
	})

	test('0 when there are no reviews, and then no AggregateRating; a script-breaking text is escaped', async () => {
		await createCraftsman({ company: 'Nuevos Aires', description: 'Hola </script><script>alert(1)</script>' })
		const result = (await profile('nuevos-aires')) as any
		expect(result.profile).toMatchObject({ avgRating: 0, reviewCount: 0, reviews: [] })
		expect(JSON.parse(result.structuredData).aggregateRating).toBeUndefined()
		expect(result.structuredData).not.toContain('</script>')
	})

	test('an unknown or blocked company is 404', async () => {
		await createCraftsman({ company: 'Bloqueada SL', blocked: true })
		expect(((await profile('nadie-aqui')) as Response).status).toBe(404)
		expect(((await profile('bloqueada-sl')) as Response).status).toBe(404)
	})
})

describe('/encontraroficial/{trade}?city=', () => {
	const choose = (slug: string, query: string) =>
		call(chooserLoader, getRequest(`/encontraroficial/${slug}?${query}`), { params: { service: slug } })

	test('a found place redirects to its results; the search bar may change the trade', async () => {
		expect(redirectLocation(await choose('electricista', 'city=malaga'))).toBe(
			'/encontraroficial/electricista/M%C3%A1laga?cp=29001',
		)
		expect(redirectLocation(await choose('electricista', 'city=Madrid&cp=28001'))).toBe(
			'/encontraroficial/electricista/Madrid?cp=28001',
		)
		expect(redirectLocation(await choose('electricista', 'servicio=fontaneria&city=28801'))).toBe(
			'/encontraroficial/fontaneria/Alcal%C3%A1%20de%20Henares?cp=28801',
		)
	})

	test('no city asks for it; an unknown one says so with suggestions; an unknown trade is 404', async () => {
		expect(await choose('electricista', '')).toMatchObject({ message: null, options: [] })
		const unknown = (await choose('electricista', 'city=Alcala de')) as any
		expect(unknown.message).toBe('Por favor, selecciona una ubicación válida')
		expect(unknown.options.map((place: { placeName: string }) => place.placeName)).toContain('Alcalá de Henares')
		expect(((await choose('nada', 'city=Madrid')) as Response).status).toBe(404)
	})
})

describe('/encontraroficial/{trade}/{city}', () => {
	const results = (path: string) => {
		const [handyman, city] = new URL(path, 'http://x').pathname.split('/').slice(2).map(decodeURIComponent)
		return call(resultsLoader, getRequest(path), { params: { handyman, city } }) as Promise<any>
	}

	test('lists the trade around the city with the rating filter and pages', async () => {
		await createCraftsman({ company: 'Luz Cinco', ratings: [5] })
		await createCraftsman({ company: 'Luz Dos', code: '28801', ratings: [2] })
		const all = await results('/encontraroficial/electricista/Madrid')
		expect(all).toMatchObject({
			service: { slug: 'electricista' },
			place: { placeName: 'Madrid', code: '28001' },
			total: 2,
			page: 1,
			rating: null,
		})
		expect(all.craftsmen.map((c: { companyName: string }) => c.companyName)).toEqual(['Luz Cinco', 'Luz Dos'])
		expect(all.craftsmen[0].reviews).toBeUndefined()
		const filtered = await results('/encontraroficial/electricista/Madrid?cp=28001&valoracion=4')
		expect(filtered).toMatchObject({ rating: 4, total: 1 })
		expect((await results('/encontraroficial/electricista/Madrid?valoracion=9')).rating).toBeNull()
		expect(await results('/encontraroficial/electricista/Madrid?pagina=2')).toMatchObject({
			page: 2,
			craftsmen: [],
			totalPages: 1,
		})
	})

	test('an empty city gives no cards; an unknown city goes back to the place question', async () => {
		expect(await results('/encontraroficial/electricista/Sevilla')).toMatchObject({ craftsmen: [], total: 0 })
		expect(redirectLocation(await results('/encontraroficial/electricista/Xyzzyland'))).toBe(
			'/encontraroficial/electricista?city=Xyzzyland',
		)
		expect(((await results('/encontraroficial/nada/Madrid')) as Response).status).toBe(404)
	})
})
