// Spec 001 §2 "Cost-guide layout": any path starting with cuanto-cuesta asks how much its last
// segment costs: hyphens become spaces, words are capitalised, 'de' stays lowercase.

const PREFIX = 'cuanto-cuesta'
// Letters (accented too, from a percent-encoded URL), digits and hyphens; short enough to be a topic.
const TOPIC = /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u
const MAX_TOPIC_LENGTH = 80

/**
 * The topic slug of a cost-guide path: '/cuanto-cuesta-pintar-un-piso' and
 * '/cuanto-cuesta/pintar-un-piso' both give 'pintar-un-piso'. `null` for other paths, for the
 * index ('/cuanto-cuesta') and for segments that are not a plausible topic.
 */
export function costGuideSlug(pathname: string): string | null {
	const segments = pathname.split('/').filter(Boolean)
	if (!segments.length) return null
	let last: string
	try {
		last = decodeURIComponent(segments.at(-1)!).toLowerCase()
	} catch {
		return null
	}
	const first = segments[0]!.toLowerCase()
	if (first === PREFIX) {
		if (segments.length === 1) return null
	} else if (first.startsWith(`${PREFIX}-`) && segments.length === 1) {
		last = last.slice(PREFIX.length + 1)
	} else {
		return null
	}
	return TOPIC.test(last) && last.length <= MAX_TOPIC_LENGTH ? last : null
}

/**
 * 'pintar-un-piso-de-80-m2' → 'pintar un piso de 80 m²': the topic as it reads inside a sentence
 * (Spanish writes titles in sentence case, not Every Word Capitalised).
 */
export function costGuideTopic(slug: string) {
	return slug
		.split('-')
		.filter(Boolean)
		.map((word) => word.replace(/^(\d*)m2$/, '$1m²'))
		.join(' ')
}

/** '¿Cuánto cuesta pintar un piso?' */
export function costGuideHeading(slug: string) {
	return `¿Cuánto cuesta ${costGuideTopic(slug)}?`
}
