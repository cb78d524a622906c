import { prisma } from '#app/lib/db.server.ts'
import { ttlCache } from '#app/lib/ttl-cache.server.ts'
import { SERVICE_SYNONYMS } from './service-synonyms.ts'

// The trades change only with a migration or a seed, so each instance keeps the catalogue for
// 5 minutes instead of reading it on every page and feed request.
const catalogue = ttlCache<'all', CatalogueService[]>({ ttlMs: 5 * 60_000 })
type CatalogueService = { id: string; slug: string; name: string; icon: string; shortText: string }

/** Every trade, in the catalogue's order (a copy: callers may change it). */
export async function listServices(): Promise<CatalogueService[]> {
	const services = await catalogue.get('all', () =>
		prisma.service.findMany({
			orderBy: { position: 'asc' },
			select: { id: true, slug: true, name: true, icon: true, shortText: true },
		}),
	)
	return services.map((service) => ({ ...service }))
}

const searchIndex = ttlCache<
	'all',
	Array<{ slug: string; name: string; icon: string; synonyms: readonly string[]; terms: string[] }>
>({
	ttlMs: 5 * 60_000,
})

/** Every trade with the words it is found by: its job titles and its synonyms (service search). */
export async function listSearchableServices() {
	return searchIndex.get('all', async () => {
		const services = await prisma.service.findMany({
			orderBy: { position: 'asc' },
			select: { slug: true, name: true, icon: true, titles: { select: { title: true }, orderBy: { position: 'asc' } } },
		})
		return services.map(({ titles, ...service }) => ({
			...service,
			synonyms: SERVICE_SYNONYMS[service.slug] ?? [],
			terms: titles.map((row) => row.title),
		}))
	})
}

export async function getServiceBySlug(slug: string) {
	const service = (await listServices()).find((candidate) => candidate.slug === slug)
	return service ? { id: service.id, slug: service.slug, name: service.name } : null
}

/**
 * A trade by id, slug or name in any case (the old client sends the category's name). Compared
 * with the cached catalogue, never with SQL: Prisma's case-insensitive `equals` is an unescaped
 * ILIKE, where `%` matched an arbitrary trade and a trailing backslash failed the query.
 */
export async function findService(reference: string) {
	const name = reference.toLocaleLowerCase('es')
	const service = (await listServices()).find(
		(candidate) =>
			candidate.id === reference || candidate.slug === reference || candidate.name.toLocaleLowerCase('es') === name,
	)
	return service ? { id: service.id, slug: service.slug, name: service.name } : null
}

/** The trades most asked for, shown first on the home page. */
export const POPULAR_SERVICE_SLUGS = [
	'electricista',
	'fontaneria',
	'pintores',
	'albaniles',
	'carpinteros',
	'aire-acondicionado',
	'tejados-y-cubiertas',
	'mudanzas',
]

export async function listPopularServices() {
	return (await listServices())
		.filter((service) => POPULAR_SERVICE_SLUGS.includes(service.slug))
		.map(({ id, slug, name, icon }) => ({ id, slug, name, icon }))
}
