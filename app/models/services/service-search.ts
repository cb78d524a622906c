import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'
import { MAX_SERVICE_SUGGESTIONS } from './service-search.texts.ts'

export { MAX_SERVICE_SUGGESTIONS, SELECT_A_SERVICE, SERVICE_NOT_FOUND } from './service-search.texts.ts'

export type ServiceOption = { slug: string; name: string; icon?: string }
/** A trade with the words it is also found by: its job titles (terms), synonyms and everyday problems. */
export type SearchableService = ServiceOption & { terms?: readonly string[]; synonyms?: readonly string[] }

// words that say nothing about the trade («fuga de agua en el baño»)
const STOP_WORDS = new Set(
	'de del la las el los en mi mis un una unos unas y o a al con por para que se me lo le muy hay tengo necesito quiero arreglar cambiar poner casa'.split(
		' ',
	),
)
const wordsOf = (text: string) =>
	normalizeSearchText(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
// plurals find singulars and back («humedades», «grifos»)
const stem = (word: string) =>
	word.length > 5 && word.endsWith('es')
		? word.slice(0, -2)
		: word.length > 4 && word.endsWith('s')
			? word.slice(0, -1)
			: word

/** Edit distance with transpositions, stopping early above `max`. */
function distance(a: string, b: string, max: number) {
	if (Math.abs(a.length - b.length) > max) return max + 1
	let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
	let beforePrevious: number[] = []
	for (let i = 1; i <= a.length; i++) {
		const current = [i]
		let rowMin = i
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1
			let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				value = Math.min(value, beforePrevious[j - 2]! + 1)
			current.push(value)
			rowMin = Math.min(rowMin, value)
		}
		if (rowMin > max) return max + 1
		beforePrevious = previous
		previous = current
	}
	return previous[b.length]!
}

/** How well one typed word fits one word of a trade: 2 found, 1 found with a typo, 0 not. */
function wordScore(typed: string, word: string) {
	if (word.startsWith(typed)) return 2
	const [a, b] = [stem(typed), stem(word)]
	if (a === b || (b.length >= 4 && a.startsWith(b))) return 2
	const allowed = a.length >= 8 ? 2 : a.length >= 5 ? 1 : 0
	if (!allowed) return 0
	if (distance(a, b, allowed) <= allowed) return 1
	// a typo while still typing: «fontab» for «fontanero»
	return typed.length >= 5 && distance(typed, word.slice(0, typed.length), 1) <= 1 ? 1 : 0
}

// the trade's name and its synonyms weigh more than a word in one of its job titles
const indexCache = new WeakMap<object, Array<{ word: string; weight: number }>>()
function wordsOfService(service: SearchableService) {
	let words = indexCache.get(service)
	if (!words) {
		const own = new Set([service.name, ...(service.synonyms ?? []), ...(service.terms ?? [])].flatMap(wordsOf))
		const strong = [service.name, ...(service.synonyms ?? [])].flatMap(wordsOf)
		const weight = (word: string) => {
			const position = strong.indexOf(word)
			return position < 0 ? 1 : 1.5 + 0.2 * (1 - position / strong.length)
		}
		words = [...own].map((word) => ({ word, weight: weight(word) }))
		indexCache.set(service, words)
	}
	return words
}

/**
 * The trades for what someone typed (spec 001 §5, at most 14): the name's start first, then a
 * word of the name, then the trades whose job titles, synonyms or everyday problems hold the typed
 * words («fontanero», «grifo», «humedades»), allowing a typo in longer words. Accents and case
 * never matter.
 */
export function searchServices<T extends SearchableService>(
	services: readonly T[],
	query: string,
	limit = MAX_SERVICE_SUGGESTIONS,
): T[] {
	const byName = matchServices(services, query, limit)
	const typed = wordsOf(query).filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
	if (!typed.length) return byName
	const scored: Array<{ service: T; score: number; index: number }> = []
	services.forEach((service, index) => {
		if (byName.includes(service)) return
		const words = wordsOfService(service)
		let score = 0
		for (const word of typed)
			score += Math.max(0, ...words.map((candidate) => wordScore(word, candidate.word) * candidate.weight))
		if (score > 0) scored.push({ service, score, index })
	})
	scored.sort((a, b) => b.score - a.score || a.index - b.index)
	// when a word is found exactly, trades found only through a typo are noise
	const best = scored[0]?.score ?? 0
	const kept = scored.filter((item) => item.score === best || item.score >= typed.length * 2)
	return [...byName, ...kept.map((item) => item.service)].slice(0, limit)
}

/** Trigrams as pg_trgm makes them: each word padded with two spaces before and one after. */
function trigrams(text: string) {
	const grams = new Set<string>()
	for (const word of wordsOf(text)) {
		const padded = `  ${word} `
		for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
	}
	return grams
}

/**
 * When nothing matches, the few trades closest to the text (trigram similarity over names and
 * terms), so the visitor has somewhere to go instead of a dead end.
 */
export function closestServices<T extends SearchableService>(services: readonly T[], query: string, limit = 4): T[] {
	const typed = trigrams(query)
	if (!typed.size) return services.slice(0, limit)
	const similarity = (text: string) => {
		const grams = trigrams(text)
		let shared = 0
		for (const gram of grams) if (typed.has(gram)) shared += 1
		return shared / (grams.size + typed.size - shared || 1)
	}
	return services
		.map((service, index) => ({
			service,
			index,
			score: Math.max(
				similarity(service.name),
				...[...(service.synonyms ?? []), ...(service.terms ?? [])].map(similarity),
			),
		}))
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.slice(0, limit)
		.map((item) => item.service)
}

/**
 * Trades with a word that starts with `query`, ignoring accents and case ("fonta", "FONTANERÍA"
 * and "fontaneria" all find Fontanería). Only word starts: «pint» finds Pintores, not
 * Carpinteros. Names that start with the text come first; catalogue order within each group.
 */
export function matchServices<T extends ServiceOption>(
	services: readonly T[],
	query: string,
	limit = MAX_SERVICE_SUGGESTIONS,
): T[] {
	const text = normalizeSearchText(query)
	if (!text) return services.slice(0, limit)
	const ranked: Array<{ service: T; rank: number; index: number }> = []
	services.forEach((service, index) => {
		const name = normalizeSearchText(service.name)
		const rank = name.startsWith(text)
			? 0
			: name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(text))
				? 1
				: -1
		if (rank >= 0) ranked.push({ service, rank, index })
	})
	return ranked
		.sort((a, b) => a.rank - b.rank || a.index - b.index)
		.slice(0, limit)
		.map((item) => item.service)
}

/** The trade whose name is exactly `query` (accents and case aside), if any. */
export function findServiceByName<T extends ServiceOption>(services: readonly T[], query: string): T | undefined {
	const text = normalizeSearchText(query)
	return text
		? services.find((service) => normalizeSearchText(service.name) === text || service.slug === text)
		: undefined
}

/**
 * What the visitor typed, kept as the job's description when a trade is chosen from it («gotera en
 * el techo»): none when it is only the trade's name or a part of it («fontaner»), which says nothing
 * more about the job.
 */
export function wordsBeyondName(service: ServiceOption, query: string): string | null {
	const words = query.trim()
	if (!words || findServiceByName([service], words)) return null
	return normalizeSearchText(service.name).includes(normalizeSearchText(words)) ? null : words
}
