import { describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { loader as costGuideLoader } from '#app/routes/$.tsx'
import { loader as searchLoader } from '#app/routes/buscar-servicio.tsx'
import { loader as servicesLoader } from '#app/routes/resources/servicios.tsx'
import { loader as robotsLoader } from '#app/routes/robots.txt.ts'
import { loader as sitemapLoader } from '#app/routes/sitemap.xml.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, redirectLocation, unwrap } from '#tests/helpers/requests.ts'

// getEnv() reads the environment once per test file, and importing the database client already
// reads it: the configured origin must be set before any import (vi.hoisted runs first).
vi.hoisted(() => {
	process.env.SITE_ORIGIN = 'https://reformas.example/'
})
const ORIGIN = 'https://reformas.example'

describe('sitemap.xml', () => {
	test('lists the public pages, guides, trades and verified craftsmen at the configured origin', async () => {
		const verified = await createUser({ role: 'oficial' })
		const unverified = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		const blocked = await createUser({ role: 'oficial', blockedAt: new Date() })
		const slugOf = async (userId: string) =>
			(await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId } })).companySlug
		const response = (await call(sitemapLoader, getRequest('/sitemap.xml'))) as Response
		expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/)
		const xml = await response.text()
		const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
		expect(xml).toMatch(
			/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
		)
		expect(locs.every((loc) => loc!.startsWith(`${ORIGIN}/`))).toBe(true)
		for (const path of [
			'/',
			'/comofunciona',
			'/publicartrabajo',
			'/registrarse',
			'/encontraroficial',
			'/pie/aviso-legal',
			'/pie/politica-de-privacidad',
			'/pie/condiciones-de-uso',
			'/pie/politica-de-cookies',
			'/cuanto-cuesta/pintar-un-piso',
			'/encontraroficial/fontaneria',
			'/encontraroficial/electricista',
		]) {
			expect(locs).toContain(`${ORIGIN}${path}`)
		}
		expect(locs.filter((loc) => loc!.startsWith(`${ORIGIN}/encontraroficial/`))).toHaveLength(
			await prisma.service.count(),
		)
		expect(locs).toContain(`${ORIGIN}/oficial/${await slugOf(verified.id)}`)
		expect(locs).not.toContain(`${ORIGIN}/oficial/${await slugOf(unverified.id)}`)
		expect(locs).not.toContain(`${ORIGIN}/oficial/${await slugOf(blocked.id)}`)
		expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
	})
})

test('robots.txt allows public pages, keeps private areas out and points at the sitemap', async () => {
	const response = (await call(robotsLoader, getRequest('/robots.txt'))) as Response
	expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
	const text = await response.text()
	expect(text).toContain('User-agent: *\nAllow: /\n')
	for (const path of ['/tablero', '/api', '/resources', '/dev']) expect(text).toContain(`Disallow: ${path}\n`)
	expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
})

describe('cost-guide pages', () => {
	test('a known guide in both path forms: heading, prices and the trade for the wizard', async () => {
		for (const path of ['/cuanto-cuesta-pintar-un-piso', '/cuanto-cuesta/pintar-un-piso']) {
			const { data, status } = unwrap(await call(costGuideLoader, getRequest(path)))
			expect(status).toBe(200)
			expect(data).toMatchObject({
				view: 'guide',
				slug: 'pintar-un-piso',
				heading: '¿Cuánto cuesta pintar un piso?',
				service: { slug: 'pintores', name: 'Pintores' },
			})
			expect(data.guide.prices.length).toBeGreaterThan(2)
		}
		const { data } = unwrap(await call(costGuideLoader, getRequest('/cuanto-cuesta/poner-un-plato-de-ducha')))
		expect(data).toMatchObject({ heading: '¿Cuánto cuesta poner un plato de ducha?', service: { slug: 'fontaneria' } })
	})

	test('an unknown topic keeps the heading and generic advice, answered as 404 so it is not indexed', async () => {
		const { data, status } = unwrap(
			await call(costGuideLoader, getRequest('/cuanto-cuesta-alicatar-una-terraza-de-obra')),
		)
		expect(status).toBe(404)
		expect(data).toMatchObject({
			view: 'guide',
			heading: '¿Cuánto cuesta alicatar una terraza de obra?',
			guide: null,
			service: null,
		})
	})

	test('the index lists the guides; other paths and odd topics are plain 404s', async () => {
		const { data } = unwrap(await call(costGuideLoader, getRequest('/cuanto-cuesta')))
		expect(data.view).toBe('index')
		expect(data.guides).toContainEqual({ slug: 'pintar-un-piso', topic: 'pintar un piso' })
		for (const path of ['/no-existe', '/cuanto-cuesta/%3Cb%3Ehola%3C%2Fb%3E', '/cuanto-cuestan-cosas']) {
			const result = await call(costGuideLoader, getRequest(path))
			expect(result, path).toBeInstanceOf(Response)
			expect((result as Response).status, path).toBe(404)
		}
	})
})

describe('the hero search without JavaScript', () => {
	const search = (query: string) => call(searchLoader, getRequest(`/buscar-servicio?${new URLSearchParams(query)}`))

	test('a chosen, exact or only matching trade opens the wizard with it', async () => {
		expect(redirectLocation(await search('q=Fontaner%C3%ADa&servicio=fontaneria'))).toBe(
			'/publicartrabajo?servicio=fontaneria',
		)
		expect(redirectLocation(await search('q=ELECTRICISTA&servicio='))).toBe('/publicartrabajo?servicio=electricista')
		expect(redirectLocation(await search('q=fontaner'))).toBe('/publicartrabajo?servicio=fontaneria')
		expect(redirectLocation(await search('q=x&servicio=no-existe'))).toBeNull()
	})

	test('no service gives the message, an unknown one "Servicio no encontrado", several the matches', async () => {
		expect(unwrap(await search('q=')).data).toMatchObject({ message: 'Por favor, selecciona un servicio', matches: [] })
		expect(unwrap(await search('q=%20%20')).data).toMatchObject({ message: 'Por favor, selecciona un servicio' })
		// nothing matches: the message, then the closest trades instead of a dead end
		const unknown = unwrap(await search('q=zzzz')).data
		expect(unknown.message).toBe('Servicio no encontrado')
		expect(unknown.matches.length).toBeGreaterThan(0)
		const { data } = unwrap(await search('q=carp'))
		expect(data.message).toBeNull()
		expect(data.matches.map((service: { slug: string }) => service.slug)).toEqual([
			'carpinteros',
			'carpinteria-metalica',
		])
		// Word starts only, so «pint» is not Carpinteros and «a» is not every trade with an «a»
		// (Pintores is the only match: straight to the wizard)
		// (Pintores comes first; trades whose job titles hold «pintar» may follow it)
		const pint = await search('q=pint')
		const pintFirst = redirectLocation(pint)?.split('servicio=')[1] ?? unwrap(pint).data.matches[0].slug
		expect(pintFirst).toBe('pintores')
		const a = unwrap(await search('q=a')).data.matches as Array<{ name: string }>
		expect(a.length).toBeGreaterThan(0)
		for (const { name } of a) expect(name).toMatch(/(^|[^\p{L}])[aá]/iu)
	})

	test('the catalogue for the suggestions is public, cacheable and complete', async () => {
		const response = (await call(servicesLoader, getRequest('/resources/servicios'))) as Response
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
		const { services } = await response.json()
		expect(services).toHaveLength(await prisma.service.count())
		expect(services[0]).toMatchObject({ slug: 'montaje-de-muebles', name: 'Montaje de muebles', icon: '🪛' })
		// the words people type for it travel with it, so the browser searches them too
		expect(services[0].synonyms).toContain('mueble')
		expect(services[0].terms).toContain('Montar muebles de IKEA')
	})
})
