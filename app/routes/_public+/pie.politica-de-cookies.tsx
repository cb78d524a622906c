import { type MetaFunction } from '@remix-run/node'
import { Form, useRouteLoaderData } from '@remix-run/react'
import { LegalPage } from '#app/components/marketing/legal-page.tsx'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'
import { type loader as rootLoader } from '#app/root.tsx'

export const meta: MetaFunction = () => [
	{ title: 'Política de cookies · Reformas' },
	{
		name: 'description',
		content:
			'Qué cookies usa Reformas, para qué sirven, cuánto duran y cómo aceptar o rechazar las que no son necesarias.',
	},
]

export const handle = NO_SCRIPTS

// The cookies the product really sets (app/lib/cookies.server.ts, consent.server.ts and the two wizard drafts).
const COOKIES = [
	{
		name: '__session',
		purpose: 'Mantiene tu sesión iniciada. Solo contiene un identificador firmado.',
		duration: '30 días, o hasta que cierras sesión',
	},
	{
		name: '__toast',
		purpose: 'Muestra una vez un aviso tras una acción (por ejemplo, «Inicio de sesión exitosa»).',
		duration: 'Hasta que se muestra el aviso',
	},
	{
		name: 'userConsent',
		purpose: 'Recuerda si aceptaste o rechazaste las cookies para no volver a preguntarte.',
		duration: '1 año',
	},
	{
		name: '__job_draft',
		purpose: 'Guarda el borrador del trabajo que estás publicando, para no perder lo escrito.',
		duration: '7 días',
	},
	{
		name: '__registro',
		purpose: 'Guarda el borrador de tu registro como profesional entre pasos.',
		duration: '2 días',
	},
]

export default function CookiePolicyRoute() {
	const consent = useRouteLoaderData<typeof rootLoader>('root')?.consent ?? null
	return (
		<LegalPage title="Política de cookies">
			<p>
				Una cookie es un pequeño archivo que el sitio guarda en tu navegador. Conforme al artículo 22.2 de la LSSI-CE y
				a la guía de la Agencia Española de Protección de Datos, te explicamos cuáles usamos.
			</p>
			<h2>Cookies que usamos</h2>
			<p>
				Solo usamos cookies propias y técnicas, necesarias para que la web funcione. Están exentas de consentimiento. No
				usamos cookies de análisis, publicidad ni redes sociales, ni cookies de terceros.
			</p>
			<table className="pages-table">
				<thead>
					<tr>
						<th scope="col">Cookie</th>
						<th scope="col">Finalidad</th>
						<th scope="col">Duración</th>
					</tr>
				</thead>
				<tbody>
					{COOKIES.map((cookie) => (
						<tr key={cookie.name}>
							<td>
								<code>{cookie.name}</code>
							</td>
							<td>{cookie.purpose}</td>
							<td>{cookie.duration}</td>
						</tr>
					))}
				</tbody>
			</table>
			<p>
				Si en el futuro añadimos cookies de análisis, solo se instalarán si las aceptas, y actualizaremos esta tabla.
			</p>
			<h2 id="cambiar-consentimiento">Cambiar tu elección</h2>
			<p>
				{consent === 'accepted'
					? 'Ahora mismo tienes las cookies opcionales aceptadas.'
					: consent === 'declined'
						? 'Ahora mismo tienes las cookies opcionales rechazadas.'
						: 'Todavía no has elegido.'}{' '}
				Puedes cambiarlo cuando quieras:
			</p>
			<Form method="post" action="/resources/consentimiento-cookies" className="button-row" reloadDocument>
				<input type="hidden" name="redirectTo" value="/pie/politica-de-cookies" />
				<button type="submit" name="consent" value="declined" className="button">
					Rechazar cookies opcionales
				</button>
				<button type="submit" name="consent" value="accepted" className="button">
					Aceptar cookies opcionales
				</button>
			</Form>
			<p>
				También puedes borrar o bloquear las cookies desde la configuración de tu navegador (Chrome, Firefox, Safari o
				Edge, en el apartado de privacidad). Si bloqueas las técnicas, no podrás iniciar sesión ni publicar trabajos.
			</p>
		</LegalPage>
	)
}
