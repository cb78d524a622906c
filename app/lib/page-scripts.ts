/**
 * Pages that need no interaction ship no JavaScript at all: their route exports
 * `handle = NO_SCRIPTS` and the root then renders neither `<Scripts>` nor `<ScrollRestoration>`
 * (the approach in Remix's docs). Everything on such a page works as plain HTML: links, the
 * header's checkbox menu, the cookie choice (a form post).
 */
export type ScriptsHandle = { hydrate?: boolean }

export const NO_SCRIPTS: ScriptsHandle = { hydrate: false }

/** A page ships scripts unless one of its matched routes opts out. */
export function pageShipsScripts(matches: ReadonlyArray<{ handle?: unknown }>) {
	return !matches.some((match) => (match.handle as ScriptsHandle | undefined)?.hydrate === false)
}

// True once the app has hydrated the server's HTML: after that, components mount from client
// navigations and there is no server HTML to keep (see form-on-first-use.tsx).
let hydrated = false

export const isHydrated = () => hydrated

/** Called by the root's effect, which runs after every route's first render. */
export function markHydrated() {
	hydrated = true
}
