import { type ComponentType, lazy, type LazyExoticComponent } from 'react'

/**
 * A component the server renders as it is (`server`: `import.meta.env.SSR ? Component : null`) and
 * the browser imports when it first renders it. Under a `<Suspense>` boundary, hydration keeps the
 * server's HTML until the code arrives, so a page that seldom shows it (a modal, a recommendation)
 * does not download it up front.
 */
export function lazyOnClient<P extends object>(
	server: ComponentType<P> | null,
	load: () => Promise<ComponentType<P>>,
): ComponentType<P> | LazyExoticComponent<ComponentType<P>> {
	return server ?? lazy(() => load().then((component) => ({ default: component })))
}
