import { listSearchableServices } from './services.server.ts'
import {
	closestServices,
	findServiceByName,
	searchServices,
	SELECT_A_SERVICE,
	SERVICE_NOT_FOUND,
	wordsBeyondName,
} from './service-search.ts'

type Match = { slug: string; name: string; icon: string }
export type HeroSearchAnswer =
	/** `words`: what the visitor typed, when it says more than the trade's name (the job's description) */
	| { kind: 'wizard'; slug: string; words: string | null }
	| { kind: 'message'; message: string; matches: Match[] }
	| { kind: 'matches'; matches: Match[] }

/**
 * The catalogue as the suggestion lists need it: 37 trades with the words they are found by, so
 * the browser runs the same search as the server.
 */
export async function listServiceOptions() {
	return listSearchableServices()
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
	if (chosen) return { kind: 'wizard', slug: chosen.slug, words: wordsBeyondName(chosen, query) }
	if (!query.trim()) return { kind: 'message', message: SELECT_A_SERVICE, matches: [] }
	const exact = findServiceByName(services, query)
	if (exact) return { kind: 'wizard', slug: exact.slug, words: null }
	const found = searchServices(services, query)
	if (found.length === 1) return { kind: 'wizard', slug: found[0]!.slug, words: wordsBeyondName(found[0]!, query) }
	const plain = (list: typeof services): Match[] => list.map(({ slug, name, icon }) => ({ slug, name, icon }))
	// nothing matches: the closest trades, never a dead end
	if (!found.length)
		return { kind: 'message', message: SERVICE_NOT_FOUND, matches: plain(closestServices(services, query)) }
	return { kind: 'matches', matches: plain(found) }
}
