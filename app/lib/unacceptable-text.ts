// One rule for the characters no input may hold, shared by the page forms' guard
// (form-guard.server.ts), the URL guard (url-guard.server.ts) and the /api body reader
// (api/respond.server.ts): a NUL or another control character (tab and line breaks aside:
// PostgreSQL refuses NUL in text), half of a UTF-16 surrogate pair (a JSON "\ud800" parses to one;
// encodeURIComponent throws on it, and the reset email answered 500), and bytes that are not UTF-8
// (raw, or escaped as %ED%A0%80, %C3%28, %FF: decoders silently turn them into U+FFFD, so the
// text stored would not be the text sent). All answer 400 before any route reads the input.
const UNACCEPTABLE =
	// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
	/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** True when `text` holds a control character or an unpaired surrogate. */
export const hasUnacceptableText = (text: string) => UNACCEPTABLE.test(text)

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The bytes as UTF-8 text, or null when they are not UTF-8 (a stray byte, a cut or encoded surrogate). */
export function decodeUtf8(bytes: Uint8Array): string | null {
	try {
		return strictUtf8.decode(bytes)
	} catch {
		return null
	}
}

/**
 * True when a percent-escaped text (a query string, a url-encoded body) escapes bytes that are not
 * UTF-8: each run of escapes must decode as a whole (a character's bytes are escaped together).
 * A lone `%` or `%zz` is left alone here: URLSearchParams keeps it as it is, no byte is lost.
 */
export function hasInvalidEscapes(text: string) {
	for (const [run] of text.matchAll(/(?:%[0-9a-f]{2})+/gi)) {
		try {
			decodeURIComponent(run)
		} catch {
			return true
		}
	}
	return false
}

/** A parsed JSON value (or form) holding unacceptable text in a key or string, or nested deeper than any input needs. */
export function hasUnacceptableValue(value: unknown, depth = 0): boolean {
	if (depth > 8) return true
	if (typeof value === 'string') return hasUnacceptableText(value)
	if (Array.isArray(value)) return value.some((item) => hasUnacceptableValue(item, depth + 1))
	if (value && typeof value === 'object')
		return Object.entries(value).some(
			([key, item]) => hasUnacceptableText(key) || hasUnacceptableValue(item, depth + 1),
		)
	return false
}
