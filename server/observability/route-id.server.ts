// Which Remix route answers a URL, from the build's route manifest: the label of a request's log
// line and of its latency histogram (a route id, never the raw path, keeps the label set small).
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router'
import { LRUCache } from 'lru-cache'

export type RouteManifest = Record<
	string,
	{ id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>

export function routeIdMatcher(manifest: RouteManifest) {
	const routes = Object.values(manifest).filter((route) => route !== undefined)
	const children = (parentId: string | undefined): AgnosticRouteObject[] =>
		routes
			.filter((route) => route.parentId === parentId)
			.map((route) =>
				route.index
					? { id: route.id, index: true, path: route.path }
					: { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: children(route.id) },
			)
	const tree = children(undefined)
	// matchRoutes ranks every route of the app on each call: the same few paths make most of the
	// traffic, and a refused request (overload) should cost next to nothing. Bounded in entries and
	// in characters of path: anyone can send long made-up paths.
	const known = new LRUCache<string, { id: string | null }>({
		max: 2000,
		maxSize: 200_000,
		sizeCalculation: (_id, path) => Math.max(1, path.length),
	})
	return (pathname: string) => {
		const cached = known.get(pathname)
		if (cached) return cached.id
		// single fetch asks for a page's data at `<path>.data` (the home page's at `/_root.data`)
		const path = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
		const matches = matchRoutes(tree, path)
		const id = matches?.[matches.length - 1]?.route.id ?? null
		known.set(pathname, { id })
		return id
	}
}
