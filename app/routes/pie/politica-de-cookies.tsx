import { type MetaFunction } from '@remix-run/node'
import { LegalPage } from '#app/components/marketing/legal-page.tsx'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'

export const meta: MetaFunction = () => [
	{ title: 'Política de cookies · Reformas' },
	{
		name: 'description',
		content: 'Qué cookies usa Reformas, para qué sirven y cuánto duran: solo técnicas, sin análisis ni publicidad.',
	},
]

export const handle = NO_SCRIPTS

// The cookies the product really sets (app/lib/cookies.server.ts, toast.server.ts, the two wizard drafts and
// the device id of server/http/device-id.server.ts).
// Only necessary ones, so there is no consent banner (AEPD guide on cookies, 2024).
const COOKIES = [
	{
		name: '__session',
		purpose: 'Mantiene tu sesión iniciada. Solo contiene un identificador firmado.',
		duration: '30 días, o hasta que cierras sesión',
	},
	{
		name: '__toast',
		purpose: 'Muestra una vez un aviso tras una acción (por ejemplo, «Has iniciado sesión»).',
		duration: 'Hasta que se muestra el aviso',
	},
	{
		name: '__job_draft',
		purpose: 'Guarda el borrador del trabajo que estás publicando, para no perder lo escrito.',
		duration: '7 días',
	},
	{
		name: '__dispositivo',
		purpose:
			'Identifica este navegador con un código al azar, para detectar valoraciones falsas (por ejemplo, un profesional que se valora a sí mismo). Solo guardamos una huella cifrada del código, 90 días.',
		duration: '1 año',
	},
	{
		name: '__registro',
		purpose: 'Guarda el borrador de tu registro como profesional entre pasos.',
		duration: '2 días',
	},
]

export default function CookiePolicyRoute() {
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
			<h2 id="consentimiento">¿Por qué no te pedimos consentimiento?</h2>
			<p>
				Las cookies técnicas están exentas de consentimiento (artículo 22.2 LSSI-CE). Como no usamos ninguna otra, no
				mostramos un aviso de cookies ni te pedimos que aceptes nada. Si algún día añadimos cookies de análisis o de
				otro tipo, te pediremos permiso antes de instalarlas, con las opciones de aceptar y rechazar igual de visibles,
				y actualizaremos esta tabla.
			</p>
			<p>
				También puedes borrar o bloquear las cookies desde la configuración de tu navegador (Chrome, Firefox, Safari o
				Edge, en el apartado de privacidad). Si bloqueas las técnicas, no podrás iniciar sesión ni publicar trabajos.
			</p>
		</LegalPage>
	)
}
