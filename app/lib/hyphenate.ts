// Soft hyphens (U+00AD) between the syllables of long Spanish words, so that a narrow box (a trade
// tile on a 390 px phone) breaks «Aire acondicio-nado» with a hyphen instead of cutting the word
// anywhere. CSS `hyphens: auto` needs the browser's Spanish dictionary, which many browsers
// (Chromium on Linux among them) do not have; a dictionary library would add kilobytes to every
// page for a few dozen trade names. Spanish syllables follow a handful of regular rules: these.

const SOFT_HYPHEN = '\u00ad'
/** Words shorter than this never need a break. */
const MIN_WORD = 8
/** Letters kept together at the start and the end of a word. */
const LEFT_MIN = 2
const RIGHT_MIN = 3

const VOWELS = 'aeiouáéíóúü'
/** a, e, o and accented í, ú: two of them side by side are two syllables (hiatus) */
const STRONG = 'aeoáéíóú'
/** Consonant pairs that start a syllable together (b-l-a in «ha-bla»). */
const ONSETS = new Set([
	'bl',
	'br',
	'cl',
	'cr',
	'dr',
	'fl',
	'fr',
	'gl',
	'gr',
	'kl',
	'kr',
	'pl',
	'pr',
	'tl',
	'tr',
	'ch',
	'll',
	'rr',
	'qu',
	'gu',
])

/** Whether the letter at `index` of the lower-case `word` sounds as a vowel (the u of «que», «gui» does not). */
function isVowel(word: string, index: number) {
	const letter = word[index]!
	if (!VOWELS.includes(letter)) return false
	const silentU =
		letter === 'u' && (word[index - 1] === 'q' || word[index - 1] === 'g') && 'eéií'.includes(word[index + 1] ?? '')
	return !silentU
}

/** The positions inside `word` where one syllable ends and the next begins. */
export function syllableBreaks(word: string): number[] {
	const lower = word.toLowerCase()
	const breaks: number[] = []
	let index = 0
	while (index < lower.length && !isVowel(lower, index)) index++ // the first syllable's onset
	while (index < lower.length) {
		// the nucleus: vowels together, split between two strong ones
		let end = index + 1
		while (end < lower.length && isVowel(lower, end)) {
			if (STRONG.includes(lower[end - 1]!) && STRONG.includes(lower[end]!)) {
				breaks.push(end)
			}
			end++
		}
		let next = end
		while (next < lower.length && !isVowel(lower, next)) next++
		if (next === lower.length) break // the last syllable's coda
		// the consonants between two vowels: the last one (or a pair like «tr») opens the next syllable
		const consonants = lower.slice(end, next)
		const onset = consonants.length >= 2 && ONSETS.has(consonants.slice(-2)) ? 2 : 1
		breaks.push(next - onset)
		index = next
	}
	return breaks.filter((at) => at >= LEFT_MIN && at <= word.length - RIGHT_MIN)
}

/** `text` with soft hyphens between the syllables of its long words; it reads and matches the same. */
export function hyphenate(text: string) {
	return text.replace(/\p{L}+/gu, (word) => {
		if (word.length < MIN_WORD) return word
		let out = ''
		let from = 0
		for (const at of syllableBreaks(word)) {
			out += word.slice(from, at) + SOFT_HYPHEN
			from = at
		}
		return out + word.slice(from)
	})
}
