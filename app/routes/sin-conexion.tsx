import { type MetaFunction } from '@remix-run/node'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'

export const meta: MetaFunction = () => [
	{ title: 'Sin conexión · Reformas' },
	{
		name: 'description',
		content: 'No hay conexión a internet: lo que escribiste no se ha enviado. Vuelve a intentarlo cuando tengas red.',
	},
	{ name: 'robots', content: 'noindex' },
]

// Shown by the service worker when a page cannot be reached; it keeps a copy fetched without
// cookies, so nothing on it belongs to anyone.
export const handle = NO_SCRIPTS

export default function OfflineRoute() {
	return (
		<article className="container section pages-narrow stack">
			<h1>Sin conexión: lo que escribas no se ha enviado</h1>
			<p>
				Tu móvil no tiene conexión ahora mismo. Si estabas enviando un mensaje, una oferta o un formulario, no nos ha
				llegado: cuando vuelvas a tener red, repítelo.
			</p>
			<p>
				{/* the worker shows this page in place of the one asked for, at its address: an empty href is
				    that address, so «Reintentar» asks for the page wanted again */}
				<a className="button" href="">
					Reintentar
				</a>
			</p>
		</article>
	)
}
