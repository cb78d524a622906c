import { type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import {
	CLAIM_ANSWER_DAYS,
	MIN_WARRANTY_CLAIMS,
	WARRANTY_STATS_WINDOW_DAYS,
} from '#app/models/warranty/warranty-stats.ts'

export const meta: MetaFunction = () => [
	{ title: 'Cómo calculamos las garantías atendidas · Reformas' },
	{
		name: 'description',
		content:
			'La garantía de los trabajos terminados y la fórmula de «Garantías atendidas» en el perfil de cada profesional.',
	},
]

/** The published formula of «Garantías atendidas n de m, respuesta mediana …»; the numbers come from the code. */
export default function WarrantyHelpRoute() {
	return (
		<article className="container section pages-narrow stack">
			<h1>Garantías: cómo funcionan y cómo las contamos</h1>
			<p>
				Cuando marcas un trabajo como terminado, empieza su garantía: dura los meses que el profesional puso en su
				presupuesto, contados de fecha a fecha desde ese día (terminado el 15 de marzo con 6 meses, cubre hasta el 15 de
				septiembre incluido). Es la garantía que el profesional ofrece por escrito, además de la que la ley le exige
				(Real Decreto Legislativo 1/2007, artículos 126 y 127; en la reparación de aparatos de uso doméstico, al menos
				tres meses según el Real Decreto 58/1988).
			</p>
			<p>
				Mientras dure, desde «Mis trabajos» puedes <strong>reclamar en garantía</strong> con un texto y fotos. Se lo
				enviamos al mismo profesional, que tiene {CLAIM_ANSWER_DAYS} días para responder «Resuelto» o «No procede». Tú
				lo confirmas o pides que lo revise el equipo de Reformas, que decide.
			</p>
			<h2>«Garantías atendidas n de m, respuesta mediana …»</h2>
			<ol>
				<li>
					<strong>m</strong>: las reclamaciones que recibió el profesional en los últimos{' '}
					<strong>{WARRANTY_STATS_WINDOW_DAYS} días</strong>, salvo las que aún no ha respondido y tienen menos de{' '}
					{CLAIM_ANSWER_DAYS} días (todavía está a tiempo).
				</li>
				<li>
					<strong>n</strong>: las que respondió («Resuelto» o «No procede») en {CLAIM_ANSWER_DAYS} días o menos.
				</li>
				<li>
					<strong>Respuesta mediana</strong>: la mediana del tiempo entre la reclamación y su respuesta. Una reclamación
					sin respuesta cuenta con el tiempo que lleva abierta: no contestar no mejora la cifra.
				</li>
				<li>
					Solo la mostramos cuando m es al menos <strong>{MIN_WARRANTY_CLAIMS}</strong>. Con menos, no mostramos nada.
				</li>
			</ol>
			<p>
				La calculamos cada vez que se muestra, con las reclamaciones de la plataforma; nadie puede cambiarla a mano. El
				tiempo de respuesta a mensajes se calcula aparte: <Link to="/ayuda/tiempo-de-respuesta">su fórmula</Link>.
			</p>
		</article>
	)
}
