import { type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ServiceCarousel } from '#app/components/craftsmen/service-carousel.tsx'
import { listServices } from '#app/models/services/services.server.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Encuentra un profesional de reformas cerca de ti · Reformas' },
	{
		name: 'description',
		content:
			'Directorio de empresas de reformas: elige el oficio y tu ciudad, compara opiniones y pide presupuesto gratis.',
	},
]

export async function loader() {
	return { services: await listServices() }
}

export default function FindCraftsmenRoute() {
	const { services } = useLoaderData<typeof loader>()
	return (
		<>
			<section className="hero">
				<div className="container">
					<h1>Encuentra al profesional que necesitas, cerca de ti</h1>
					<p>
						Elige el oficio, dinos dónde está tu casa y compara perfiles, opiniones y servicios de empresas de tu zona.
					</p>
				</div>
			</section>

			<section className="container section" aria-labelledby="oficios">
				<h2 id="oficios">¿Qué servicio buscas?</h2>
				<ServiceCarousel services={services} />
			</section>

			<section className="container section" aria-labelledby="consejos">
				<h2 id="consejos">Cómo elegir bien a tu profesional</h2>
				<div className="articles">
					<article className="article">
						<h3>Compara antes de decidir</h3>
						<p>
							Pide al menos tres presupuestos para el mismo trabajo. Fíjate no solo en el precio final: revisa qué
							materiales incluye, el plazo de ejecución y si el presupuesto es cerrado o puede cambiar durante la obra.
						</p>
					</article>
					<article className="article">
						<h3>Las opiniones cuentan</h3>
						<p>
							Cada empresa tiene un perfil con su descripción, sus fotos y las valoraciones de clientes que ya
							trabajaron con ella. Una valoración alta con muchas opiniones dice más que una nota perfecta con una sola.
						</p>
					</article>
					<article className="article">
						<h3>Perfiles verificados</h3>
						<p>
							Las empresas con la marca «Verificada» han enviado su documentación profesional y nuestro equipo la ha
							revisado. Las que aún aparecen como «Sin verificar» están pendientes de esa revisión.
						</p>
					</article>
				</div>
			</section>

			<section className="container section cta">
				<h2>¿Tienes una empresa de reformas?</h2>
				<p>Crea tu perfil gratis, aparece en este directorio y recibe trabajos de clientes de tu zona.</p>
				<Link className="button" to="/registrarse">
					Registra tu empresa
				</Link>
			</section>
		</>
	)
}
