// The rules that set us apart, one line each on «Cómo funciona». Each feature of the
// issue adds its line here, beside the constant it describes.
import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { DECISION_DUE_DAYS, DECISION_GRACE_DAYS } from '#app/models/offers/bidder-outcome.ts'
import { RATING_PRIOR, RATING_PRIOR_WEIGHT } from '#app/models/craftsmen/limits.ts'
import { MAX_OFFERS_PER_JOB } from '#app/models/offers/offer-cap.ts'
import { MIN_RESPONSE_SAMPLES, RESPONSE_WINDOW_DAYS } from '#app/models/response-time/response-time.ts'
import { onFirstUse } from '#app/lib/format.ts'

const stars = onFirstUse(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }))

export const TRUST_RULES: Array<{ id: string; text: ReactNode }> = [
	{
		id: 'limite-ofertas',
		text: `Cada trabajo recibe como máximo ${MAX_OFFERS_PER_JOB} ofertas, y los profesionales ven cuántas lleva antes de escribir. Si un profesional retira su oferta, o la rechazas, su plaza queda libre.`,
	},
	{
		id: 'ofertas-comparables',
		text: 'Los profesionales pueden desglosar su oferta en líneas (concepto, cantidad, unidad y precio), con el IVA que aplican (21 %, o 10 % en reformas de vivienda), la fecha de inicio, la duración y qué incluye. Tú ves todas las ofertas de tu trabajo en una tabla, con el total con IVA, y puedes ordenarlas por precio, inicio, duración, valoración o tiempo de respuesta.',
	},
	{
		id: 'resultado-para-todos',
		text: `Cuando aceptas una oferta o cierras el trabajo, avisamos a todos los demás profesionales, con el motivo si quieres darlo (precio, plazo, otro profesional, ya no lo necesito). Si pasan ${DECISION_DUE_DAYS} días desde la última oferta sin que decidas, te lo recordamos; ${DECISION_GRACE_DAYS} días después cerramos el trabajo y avisamos a todos.`,
	},
	{
		id: 'datos-del-trabajo',
		text: 'Antes de ofertar, el profesional ve cuándo se publicó el trabajo, cuántas ofertas lleva, si tu correo está verificado, desde cuándo eres cliente y en cuántos de tus trabajos anteriores contrataste a alguien. Nunca tus datos de contacto.',
	},
	{
		id: 'tiempo-de-respuesta',
		text: (
			<>
				El tiempo de respuesta de cada profesional es la mediana de lo que tardó en contestar a sus clientes en los
				últimos {RESPONSE_WINDOW_DAYS} días, cuando hay al menos {MIN_RESPONSE_SAMPLES} mensajes.{' '}
				<Link to="/ayuda/tiempo-de-respuesta">Así lo calculamos</Link>.
			</>
		),
	},
	{
		id: 'respuesta-opiniones',
		text: 'Cada profesional puede responder una vez, en público, a cada opinión que recibe; su respuesta aparece debajo de la opinión.',
	},
	{
		id: 'reclamar-opiniones',
		text: 'Si un profesional cree que una opinión incumple las normas (no la escribió un cliente suyo, no habla del trabajo o es ofensiva), puede reclamarla. La opinión sigue publicada mientras un administrador la revisa, salvo que sea claramente abusiva, y el cliente que la escribió recibe la decisión y su motivo. Quien escribe una opinión puede editarla o eliminarla durante 30 días desde «Mis opiniones».',
	},
	{
		id: 'que-hemos-comprobado',
		text: 'Cada perfil dice qué hemos comprobado (carné de oficio, licencia, identidad, seguro de responsabilidad civil) y cuándo, sin mostrar nunca el documento. Si caduca un documento necesario, el perfil deja de mostrarse como verificado; avisamos al profesional 30 y 7 días antes.',
	},
	{
		id: 'orden-de-busqueda',
		text: `En la búsqueda de profesionales aparecen primero los perfiles verificados, y después los mejor valorados según una media bayesiana: contamos a cada profesional como si empezara con ${RATING_PRIOR_WEIGHT} opiniones de ${stars().format(RATING_PRIOR)} estrellas, así que una sola opinión de 5 estrellas no pasa por delante de muchas de 4,5. La media que ves en cada perfil es la media real.`,
	},
	{
		id: 'accesibilidad',
		text: (
			<>
				Buscamos el nivel WCAG 2.2 AA en todo el sitio y lo comprobamos en cada página, con y sin JavaScript. Si algo no
				te funciona, <Link to="/pie/accesibilidad">avísanos desde la declaración de accesibilidad</Link>.
			</>
		),
	},
]

export function TrustRules() {
	return (
		<section aria-labelledby="garantias">
			<h2 id="garantias">Reglas claras para todos</h2>
			<ul className="pages-narrow">
				{TRUST_RULES.map((rule) => (
					<li key={rule.id} id={rule.id}>
						{rule.text}
					</li>
				))}
			</ul>
		</section>
	)
}
