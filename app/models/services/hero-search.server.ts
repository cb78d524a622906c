import { listServices } from './services.server.ts'
import { findServiceByName, matchServices, SELECT_A_SERVICE, SERVICE_NOT_FOUND } from './service-search.ts'

export type HeroSearchAnswer =
	| { kind: 'wizard'; slug: string }
	| { kind: 'message'; message: string; matches: [] }
	| { kind: 'matches'; matches: Array<{ slug: string; name: string; icon: string }> }

/** The catalogue as the hero's suggestion list needs it (37 short rows). */
export async function listServiceOptions() {
	const services = await listServices()
	return services.map(({ slug, name, icon }) => ({ slug, name, icon }))
}

/**
 * The server's answer to the hero search form (spec 001 §5), for browsers without JavaScript:
 * a chosen or unambiguous trade opens the wizard; otherwise the matches or the spec's message.
 */
export async function answerHeroSearch({
	query,
	slug,
}: {
	query: string
	slug?: string | null
}): Promise<HeroSearchAnswer> {
	const services = await listServiceOptions()
	const chosen = slug ? services.find((service) => service.slug === slug) : undefined
	if (chosen) return { kind: 'wizard', slug: chosen.slug }
	if (!query.trim()) return { kind: 'message', message: SELECT_A_SERVICE, matches: [] }
	const exact = findServiceByName(services, query)
	if (exact) return { kind: 'wizard', slug: exact.slug }
	const matches = matchServices(services, query)
	if (matches.length === 1) return { kind: 'wizard', slug: matches[0]!.slug }
	if (!matches.length) return { kind: 'message', message: SERVICE_NOT_FOUND, matches: [] }
	return { kind: 'matches', matches }
}
