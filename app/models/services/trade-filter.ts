import { searchServices } from './service-search.ts'
import { SERVICE_SYNONYMS } from './service-synonyms.ts'
import { onFirstUse } from '#app/lib/format.ts'

type Trade = { id: string; slug: string; name: string }

/**
 * The trade pickers' search (registration's slider): the ids of the trades for what was typed, best
 * first, by the same words as the hero's search (names, synonyms, everyday problems, typos). Used in
 * the browser, loaded on first use, and on the server for the picker's «Buscar» without JavaScript.
 */
export function findTradeIds(services: readonly Trade[], query: string): string[] {
	const searchable = services.map((service) => ({ ...service, synonyms: SERVICE_SYNONYMS[service.slug] ?? [] }))
	return searchServices(searchable, query, services.length).map((service) => service.id)
}

const spanish = onFirstUse(() => new Intl.Collator('es', { sensitivity: 'base' }))

/** Trades as people look for them in a list: in Spanish alphabetical order (Á with A, Ñ after N). */
export function sortTrades<T extends { name: string }>(services: readonly T[]): T[] {
	return [...services].sort((a, b) => spanish().compare(a.name, b.name))
}
