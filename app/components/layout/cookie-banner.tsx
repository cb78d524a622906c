import { useFetcher, useLocation } from '@remix-run/react'

/** Both choices equally prominent (AEPD guidance); answerable without JavaScript. */
export function CookieBanner() {
	const fetcher = useFetcher({ key: 'cookie-consent' })
	const location = useLocation()
	if (fetcher.state !== 'idle' || fetcher.data) return null
	return (
		<section className="cookie-banner" aria-label="Aviso de cookies">
			<p>
				Usamos cookies propias necesarias para que la web funcione y, si nos das permiso, cookies para analizar su uso.
				Más información en la <a href="/pie/politica-de-cookies">Política de Cookies</a>.
			</p>
			<fetcher.Form method="post" action="/resources/consentimiento-cookies" className="cookie-banner__actions">
				<input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
				<button type="submit" name="consent" value="declined" className="button">
					Rechazar
				</button>
				<button type="submit" name="consent" value="accepted" className="button">
					Aceptar
				</button>
			</fetcher.Form>
		</section>
	)
}
