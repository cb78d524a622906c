// Single-line texts (titles, names, company names, streets) end up in email subjects, headers,
// PDF lines and page titles, where a typed CR/LF or other control character breaks or forges a
// line. Every single-line field of the shared schemas is built here: control characters become
// spaces before the text is trimmed and measured.
import { z } from 'zod'
import { tooLong } from './field-limits.ts'

// C0 (tab, CR, LF…), DEL, C1 and the Unicode line and paragraph separators
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** `text` on one line: each run of control characters is one space. */
export const toSingleLine = (text: string) => text.replace(CONTROL_CHARACTERS, ' ')

/** A trimmed single-line text of at most `max` characters. */
export function singleLineText(max: number, maxMessage = tooLong(max)) {
	return z.string().overwrite(toSingleLine).trim().max(max, maxMessage)
}

/** The same, required: `message` when empty (missing or only spaces). */
export function requiredSingleLine(message: string, max: number, maxMessage = tooLong(max)) {
	return z.string({ error: message }).overwrite(toSingleLine).trim().min(1, message).max(max, maxMessage)
}
