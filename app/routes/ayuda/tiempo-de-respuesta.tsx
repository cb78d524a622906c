import { type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { MIN_RESPONSE_SAMPLES, RESPONSE_WINDOW_DAYS } from '#app/models/response-time/response-time.ts'

export const meta: MetaFunction = () => [
	{ title: 'Cómo calculamos el tiempo de respuesta · Reformas' },
	{
		name: 'description',
		content: 'La fórmula exacta del tiempo de respuesta que mostramos en el perfil de cada profesional.',
	},
]

/** The published formula of the response time; the numbers come from the code. */
export default function ResponseTimeHelpRoute() {
	return (
		<article className="container section pages-narrow stack">
			<h1>Cómo calculamos el tiempo de respuesta</h1>
			<p>
				En el perfil y en los resultados de búsqueda de cada profesional puedes leer, por ejemplo, «Suele responder en
				menos de 2 horas». Es la mediana de lo que ha tardado en contestar a sus clientes. Esta es la fórmula exacta:
			</p>
			<ol>
				<li>
					<strong>Una espera empieza</strong> cuando un cliente escribe al profesional en una conversación y es su
					primer mensaje en ella, o el primero desde la última vez que el profesional escribió. Si el cliente envía
					varios mensajes seguidos, cuenta solo el primero.
				</li>
				<li>
					<strong>La espera termina</strong> con el primer mensaje del profesional en esa conversación después de ese
					momento. Una espera sin respuesta cuenta con el tiempo que lleva abierta: no contestar no mejora la cifra.
				</li>
				<li>
					Cuentan las esperas que empezaron en los últimos <strong>{RESPONSE_WINDOW_DAYS} días</strong>.
				</li>
				<li>
					Mostramos la <strong>mediana</strong> de sus duraciones (la mitad de las esperas fueron más cortas y la otra
					mitad más largas; con un número par de esperas, la media de las dos centrales), y solo cuando hay al menos{' '}
					<strong>{MIN_RESPONSE_SAMPLES} esperas</strong>. Con menos, no mostramos nada.
				</li>
			</ol>
			<h2>Cómo la mostramos</h2>
			<ul>
				<li>Hasta 1 hora: «Suele responder en menos de 1 hora».</li>
				<li>Hasta 2 horas: «Suele responder en menos de 2 horas».</li>
				<li>Hasta 6 horas: «Suele responder en menos de 6 horas».</li>
				<li>Hasta 24 horas: «Suele responder en menos de 1 día».</li>
				<li>Hasta 72 horas: «Suele responder en menos de 3 días».</li>
				<li>Más: «Suele tardar más de 3 días en responder».</li>
			</ul>
			<p>
				La calculamos cada vez que se muestra, con los mensajes de la plataforma; nadie puede cambiarla a mano.{' '}
				<Link to="/comofunciona">Volver a Cómo funciona</Link>
			</p>
		</article>
	)
}
