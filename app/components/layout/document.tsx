import {
	isRouteErrorResponse,
	Links,
	Meta,
	Scripts,
	ScrollRestoration,
	useLocation,
	useMatches,
	useRouteError,
	useRouteLoaderData,
} from '@remix-run/react'
import { type ComponentProps, type ReactNode, useEffect } from 'react'
import { ActingBanner } from '#app/components/admin/acting-banner.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { Toaster } from '#app/components/layout/toaster.tsx'
import { OverloadNotice } from '#app/components/ui/overload-notice.tsx'
import { useNonce } from '#app/lib/nonce.tsx'
import { isNetworkError } from '#app/lib/offline.ts'
import { markHydrated, pageShipsScripts } from '#app/lib/page-scripts.ts'

// The root route's document and error page. They live here, not in app/root.tsx, so that they join
// the shell chunk every page loads (a route module is always a file of its own): 0.5 kB less on every
// page (docs/decisions/017-page-weight.md). app/root.tsx re-exports them.

/** What the root's loader sends (app/root.tsx). */
export type RootData = {
	siteOrigin: string
	user: ComponentProps<typeof SiteHeader>['user']
	acting: { name: string; email: string } | null
	toasts: ComponentProps<typeof Toaster>['toasts']
}

/** A page whose address has variants (filters, pages, spellings) names its canonical one as `canonicalPath` in its data. */
function routeCanonicalPath(matches: ReadonlyArray<{ data?: unknown }>) {
	for (const match of [...matches].reverse()) {
		const path = (match.data as { canonicalPath?: unknown } | undefined)?.canonicalPath
		if (typeof path === 'string' && path.startsWith('/')) return path
	}
	return null
}

export function Layout({ children }: { children: ReactNode }) {
	const nonce = useNonce()
	const data = useRouteLoaderData<RootData>('root')
	const { pathname } = useLocation()
	const matches = useMatches()
	const shipsScripts = pageShipsScripts(matches)
	const canonicalPath = routeCanonicalPath(matches) ?? pathname
	useEffect(markHydrated, [])
	return (
		<html lang="es">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#c2410c" />
				<Meta />
				{data ? <link rel="canonical" href={`${data.siteOrigin}${canonicalPath}`} /> : null}
				<Links />
			</head>
			<body>
				<a href="#contenido" className="skip-link">
					Saltar al contenido
				</a>
				{data?.acting ? <ActingBanner name={data.acting.name} email={data.acting.email} /> : null}
				<SiteHeader user={data?.user ?? null} />
				{/* before the content: without JavaScript the messages sit here, in the flow (app.css) */}
				<Toaster toasts={data?.toasts ?? null} />
				<OverloadNotice />
				<main id="contenido" tabIndex={-1}>
					{children}
				</main>
				<SiteFooter />
				{shipsScripts ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				) : null}
			</body>
		</html>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<section className="container page-message">
				<h1>Página no encontrada</h1>
				<p>La página que buscas no existe o se ha movido.</p>
				<a className="button" href="/">
					Volver al inicio
				</a>
			</section>
		)
	}
	// never the English of a thrown error: a lost connection says so and offers to try again (the
	// page reloads once the phone is back online); anything else says it in Spanish
	const offline = isNetworkError(error)
	return (
		<section className="container page-message" role="alert">
			<h1>{offline ? 'Sin conexión' : 'Algo ha ido mal'}</h1>
			<p>
				{offline
					? 'No hemos podido cargar la página. Comprueba tu conexión.'
					: isRouteErrorResponse(error) && error.status < 500
						? // our own refusals carry their Spanish reason (the form guard's, a 403's)
							typeof error.data === 'string' && error.data
							? error.data
							: `No se ha podido abrir la página (error ${error.status}).`
						: 'Ha fallado algo de nuestro lado. Inténtalo de nuevo en un momento.'}
			</p>
			<button type="button" className="button" onClick={() => window.location.reload()}>
				Reintentar
			</button>
			<ReloadWhenOnline enabled={offline} />
		</section>
	)
}

function ReloadWhenOnline({ enabled }: { enabled: boolean }) {
	useEffect(() => {
		if (!enabled) return
		const reload = () => window.location.reload()
		window.addEventListener('online', reload)
		return () => window.removeEventListener('online', reload)
	}, [enabled])
	return null
}
