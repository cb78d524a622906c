// Where a redirect or a link may send the browser: a path of this site, nothing else.

const BASE = 'http://this-site.invalid'

/**
 * True for a path of this site. Browsers drop tabs and newlines from URLs and treat `\` as `/`,
 * so `/\t/evil.example` and `/\evil.example` would leave the site: anything with a control
 * character or a backslash is refused, and the rest must resolve to this site's origin.
 */
export function isLocalPath(to: unknown): to is string {
	if (typeof to !== 'string' || !to.startsWith('/') || to.length > 2000) return false
	// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
	if (/[\u0000-\u001f\u007f\\]/.test(to)) return false
	try {
		return new URL(to, BASE).origin === BASE
	} catch {
		return false
	}
}
