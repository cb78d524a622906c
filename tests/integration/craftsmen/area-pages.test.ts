// The find-a-craftsman pages of a trade and place carry real facts from our data, structured data
// for search engines, one canonical address, and noindex when thin; the sitemap lists the others.
import { describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { refreshPriceStats } from '#app/models/prices/prices.server.ts'
import { loader, meta } from '#app/routes/encontraroficial/$handyman/$city.tsx'
import { loader as sitemapLoader } from '#app/routes/sitemap.xml.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, unwrap } from '#tests/helpers/requests.ts'

vi.hoisted(() => {
	process.env.SITE_ORIGIN = 'https://reformas.example/'
})

const view = async (path: string) => {
	const [, , handyman, city] = new URL(`http://x${path}`).pathname.split('/')
	return unwrap(await call(loader, getRequest(path), { params: { handyman, city } })).data
}
const robotsOf = (data: unknown) =>
	(meta({ data } as never) as Array<{ name?: string; content?: string }>).find((tag) => tag.name === 'robots')

describe('/encontraroficial/{trade}/{place}', () => {
	test('verified craftsmen, recent jobs nearby and the price range, with LocalBusiness items and a canonical address', async () => {
		const { craftsman } = await createCraftsman({ company: 'Pinturas Sol', services: ['painters'], ratings: [5, 4] })
		await createCraftsman({ company: 'Pinturas Sin Verificar', services: ['painters'], status: 'unverified' })
		await createJob({ service: 'pintores', title: 'Pintar piso completo', postalCode: '28004' })
		await createJob({ service: 'pintores', title: 'Pintar fachada', postalCode: '28001', hiddenAt: new Date() })
		// eight accepted offers from four craftsmen in Madrid: a range for the trade
		const owner = (await createUser()).id
		for (let i = 0; i < 8; i++) {
			const job = await createJob({
				ownerId: owner,
				service: 'pintores',
				status: 'assigned',
				createdAt: new Date(Date.now() - 200 * 86_400_000),
			})
			const by = (await createUser({ role: 'oficial' })).id
			await prisma.offer.create({ data: { jobId: job.id, craftsmanId: by, price: 1000 + i * 100, status: 'accepted' } })
		}
		await refreshPriceStats()

		const page = await view('/encontraroficial/pintores/Madrid?cp=28001&valoracion=4&pagina=1')
		expect(page.facts).toMatchObject({
			verifiedCraftsmen: 1,
			indexable: true,
			priceRange: { province: 'Madrid', offers: 8, median: 1350 },
		})
		// the hidden job is not shown; the old ones (200 days) neither
		expect(page.facts.recentJobs.map((job: { title: string }) => job.title)).toEqual(['Pintar piso completo'])
		expect(page.canonicalPath).toBe('/encontraroficial/pintores/Madrid?cp=28001')
		const graph = JSON.parse(page.structuredData)['@graph']
		expect(graph[0]).toMatchObject({
			'@type': 'Service',
			serviceType: 'Pintores',
			areaServed: { '@type': 'City', name: 'Madrid' },
			offers: { '@type': 'AggregateOffer', lowPrice: 1175, highPrice: 1525, offerCount: 8 },
		})
		expect(graph[1]).toMatchObject({
			'@type': 'ItemList',
			itemListElement: [
				{
					position: 1,
					item: {
						'@type': 'LocalBusiness',
						name: 'Pinturas Sol',
						url: `https://reformas.example/oficial/${craftsman.companySlug}`,
						aggregateRating: { reviewCount: 2 },
					},
				},
			],
		})
		expect(robotsOf(page)).toBeUndefined()
	})

	test('a trade and place without verified craftsmen is noindex, and left out of the sitemap', async () => {
		await createCraftsman({ company: 'Tejados Zaragoza', code: '50001', services: ['roofing'], status: 'unverified' })
		await createCraftsman({ company: 'Tejados Bilbao', code: '48001', services: ['roofing'] })
		const page = await view('/encontraroficial/tejados-y-cubiertas/Zaragoza')
		expect(page.facts).toMatchObject({ verifiedCraftsmen: 0, indexable: false })
		expect(robotsOf(page)).toEqual({ name: 'robots', content: 'noindex' })

		const xml = await ((await call(sitemapLoader, getRequest('/sitemap.xml'))) as Response).text()
		expect(xml).toContain('<loc>https://reformas.example/encontraroficial/tejados-y-cubiertas/Bilbao?cp=48001</loc>')
		expect(xml).not.toContain('tejados-y-cubiertas/Zaragoza')
	})
})
