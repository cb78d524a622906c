import { prisma } from '#app/lib/db.server.ts'
import { COST_GUIDES } from '#app/models/cost-guides/guides.ts'
import { listAreaPages } from '#app/models/craftsmen/area-facts.server.ts'
import { resultsPath } from '#app/models/craftsmen/search-urls.ts'

// one sitemap file holds at most 50,000 addresses; the trade-and-place pages fill what is left
const SITEMAP_MAX_URLS = 50_000

/** Public pages that exist for everybody, whatever the data. */
export const STATIC_PUBLIC_PATHS = [
	'/',
	'/publicartrabajo',
	'/comofunciona',
	'/registrarse',
	'/encontraroficial',
	'/pie/aviso-legal',
	'/pie/politica-de-privacidad',
	'/pie/condiciones-de-uso',
	'/pie/politica-de-cookies',
	'/cuanto-cuesta',
	'/ayuda/precios',
]

export type SitemapEntry = { path: string; lastModified?: Date }

/**
 * Every indexable page: static pages, cost guides, one find-a-craftsman page per trade, verified
 * craftsmen's profiles, and the trade-and-place pages that have verified craftsmen (the others are
 * noindex), most craftsmen first.
 */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
	const [services, craftsmen] = await Promise.all([
		prisma.service.findMany({ orderBy: { position: 'asc' }, select: { slug: true } }),
		prisma.craftsmanProfile.findMany({
			where: { status: 'verified', user: { blockedAt: null } },
			orderBy: { companySlug: 'asc' },
			select: { companySlug: true, updatedAt: true },
		}),
	])
	const entries = [
		...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
		...COST_GUIDES.map((guide) => ({ path: `/cuanto-cuesta/${guide.slug}` })),
		...services.map((service) => ({ path: `/encontraroficial/${service.slug}` })),
		...craftsmen.map((craftsman) => ({ path: `/oficial/${craftsman.companySlug}`, lastModified: craftsman.updatedAt })),
	].slice(0, SITEMAP_MAX_URLS)
	const areas = entries.length < SITEMAP_MAX_URLS ? await listAreaPages(SITEMAP_MAX_URLS - entries.length) : []
	return [...entries, ...areas.map((area) => ({ path: resultsPath(area.slug, area) }))]
}

const escapeXml = (text: string) =>
	text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;')

export function renderSitemap(origin: string, entries: SitemapEntry[]) {
	const urls = entries.map(({ path, lastModified }) => {
		const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
		return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`
	})
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: public pages allowed, private areas not, and the sitemap at the configured origin. */
export function renderRobots(origin: string) {
	return [
		'User-agent: *',
		'Allow: /',
		'Disallow: /tablero',
		'Disallow: /api',
		'Disallow: /resources',
		'Disallow: /dev',
		'',
		`Sitemap: ${origin}/sitemap.xml`,
		'',
	].join('\n')
}
