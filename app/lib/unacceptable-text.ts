// One rule for the characters no input may hold, shared by the page forms' guard
// (form-guard.server.ts) and the /api body reader (api/respond.server.ts): a NUL or another
// control character (tab and line breaks aside: PostgreSQL refuses NUL in text), and half of a
// UTF-16 surrogate pair (a JSON "\ud800" parses to one; encodeURIComponent throws on it, and the
// reset email answered 500). Both answer 400 before any route reads the input.
const UNACCEPTABLE =
	// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
	/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** True when `text` holds a control character or an unpaired surrogate. */
export const hasUnacceptableText = (text: string) => UNACCEPTABLE.test(text)
