// Single-line texts (titles, names, company names, streets) end up in email subjects, headers,
// PDF lines and page titles, where a typed CR/LF or other control character breaks or forges a
// line. Every single-line field of the shared schemas is built here: control characters become
// spaces before the text is trimmed and measured. The few texts that are not single lines say so
// here too (multiLine for descriptions and messages, verbatim for passwords and tokens), and
// tests/integration/platform/single-line-fields.test.ts fails on any other string field that lets
// a control character through.
import { z } from 'zod'
import { tooLong } from './field-limits.ts'

// C0 (tab, CR, LF…), DEL, C1 and the Unicode line and paragraph separators
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
// the same but line breaks and tabs, which a description or a message may hold
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

// the bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069): a name with
// U+202E reads backwards on every page and email that shows it («moc.elpmaxe» as «example.com»)
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/
export const BIDI_MESSAGE = 'Quita los caracteres invisibles que cambian la dirección del texto'

/** `text` on one line: each run of control characters is one space. */
export const toSingleLine = (text: string) => text.replace(CONTROL_CHARACTERS, ' ')

/** What kind of text a string field that is not single-line holds, for the walk of the schemas. */
export const textKinds = z.registry<{ text: 'multi-line' | 'verbatim' }>()

/**
 * A string on one line: every run of control characters becomes one space before the checks, and
 * a bidirectional control is refused (names, titles and companies never need one).
 */
export const singleLine = (params?: Parameters<typeof z.string>[0]) =>
	z
		.string(params)
		.overwrite(toSingleLine)
		.refine((value) => !BIDI_CONTROLS.test(value), BIDI_MESSAGE)

/**
 * A text of several lines (a description, a message, a comment): line breaks and tabs stay, every
 * other control character goes.
 */
export const multiLine = (params?: Parameters<typeof z.string>[0]) =>
	z
		.string(params)
		.overwrite((value) => value.replace(CONTROL_CHARACTERS_BUT_LINES, ''))
		.register(textKinds, { text: 'multi-line' })

/** A secret taken exactly as typed (a password, a token): changing a character would change it. */
export const verbatim = (params?: Parameters<typeof z.string>[0]) =>
	z.string(params).register(textKinds, { text: 'verbatim' })

/** A trimmed single-line text of at most `max` characters. */
export function singleLineText(max: number, maxMessage = tooLong(max)) {
	return singleLine().trim().max(max, maxMessage)
}

/** The same, required: `message` when empty (missing or only spaces). */
export function requiredSingleLine(message: string, max: number, maxMessage = tooLong(max)) {
	return singleLine({ error: message }).trim().min(1, message).max(max, maxMessage)
}
