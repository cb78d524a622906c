import { type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'
import {
	MIN_PRICE_CRAFTSMEN,
	MIN_PRICE_GROUP_GAP,
	MIN_PRICE_OFFERS,
	PRICE_WINDOW_MONTHS,
} from '#app/models/prices/prices.ts'

export const handle = NO_SCRIPTS

export const meta: MetaFunction = () => [
	{ title: 'Cómo calculamos los precios de las guías · Reformas' },
	{
		name: 'description',
		content:
			'Las reglas exactas de los rangos de precios que mostramos: presupuestos aceptados, no precios inventados.',
	},
]

/** The published rules of the price ranges; the numbers come from the code. */
export default function PriceMethodRoute() {
	return (
		<article className="container section pages-narrow stack">
			<h1>Cómo calculamos los precios</h1>
			<p>
				Los rangos de precios de las guías, del asistente para publicar un trabajo y de la comparación de ofertas salen
				de lo que los profesionales presupuestaron y los clientes aceptaron en Reformas. Estas son las reglas exactas:
			</p>
			<ol>
				<li>
					Cuentan los <strong>presupuestos aceptados</strong> (también los de trabajos ya terminados) enviados en los
					últimos <strong>{PRICE_WINDOW_MONTHS} meses</strong>. Los rechazados, retirados o pendientes no cuentan.
				</li>
				<li>
					De cada uno tomamos su <strong>total con IVA</strong>, lo que paga el cliente. Cuando el trabajo indica sus
					metros cuadrados, también el <strong>precio por m²</strong>: el total dividido entre esos metros.
				</li>
				<li>
					Los agrupamos por servicio y, cuando hay bastantes, por tipo de trabajo (por ejemplo, «Pintar piso completo»);
					por provincia y para toda España.
				</li>
				<li>
					De cada grupo damos la <strong>mediana</strong> (la mitad pagó menos y la otra mitad más) y los percentiles{' '}
					<strong>25 y 75</strong>: el rango «de … a …» es la mitad central de los precios. Los percentiles se
					interpolan entre los dos precios más cercanos.
				</li>
				<li>
					Solo mostramos un grupo con al menos <strong>{MIN_PRICE_OFFERS} presupuestos aceptados</strong> de al menos{' '}
					<strong>{MIN_PRICE_CRAFTSMEN} profesionales distintos</strong>: nunca el precio de un solo profesional.
				</li>
				<li>
					Un grupo que otro más amplio contiene (tu provincia dentro de España, un tipo de trabajo dentro de su
					servicio) tiene los mismos presupuestos o al menos <strong>{MIN_PRICE_GROUP_GAP} menos</strong>; si no, solo
					mostramos el más amplio: comparar los dos no puede revelar un presupuesto. Las cifras se redondean a 5 € (a
					0,50 € las de metro cuadrado).
				</li>
				<li>
					Si un grupo no llega, pasamos al siguiente más amplio: el tipo de trabajo en tu provincia, el servicio en tu
					provincia, el tipo de trabajo en España y el servicio en España. Si ninguno llega, solo mostramos nuestra guía
					orientativa.
				</li>
				<li>Las cifras se recalculan cada noche.</li>
			</ol>
			<p>
				Son una referencia, no una promesa: cada trabajo es distinto y el precio lo da cada profesional en su
				presupuesto.
			</p>
			<p>
				<Link to="/cuanto-cuesta">Ver las guías de precios</Link>
			</p>
		</article>
	)
}
