import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPage } from '#app/components/marketing/legal-page.tsx'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'
import { getCompany } from '#app/models/legal/company.server.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Condiciones de uso · Reformas' },
	{
		name: 'description',
		content:
			'Condiciones de uso de Reformas para clientes y profesionales: publicación de trabajos, ofertas, suscripciones y responsabilidades.',
	},
]

export const handle = NO_SCRIPTS

export const loader = () => ({ company: getCompany() })

export default function TermsRoute() {
	const { company } = useLoaderData<typeof loader>()
	return (
		<LegalPage title="Condiciones de uso">
			<p>
				Estas condiciones regulan el uso de {company.website}, plataforma de {company.legalName}. Al registrarte o
				publicar un trabajo las aceptas.
			</p>
			<h2>1. Qué hace la plataforma</h2>
			<p>
				Ponemos en contacto a clientes que necesitan un trabajo de reparación o reforma con profesionales
				independientes. El contrato de obra o servicio se celebra únicamente entre el cliente y el profesional; no somos
				parte de él ni garantizamos su ejecución, precio o resultado.
			</p>
			<h2>2. Cuentas</h2>
			<p>
				Debes ser mayor de edad y dar datos veraces. Eres responsable de la confidencialidad de tu contraseña. Podemos
				suspender cuentas que incumplan estas condiciones, tras avisar salvo en casos graves (fraude, suplantación,
				abuso).
			</p>
			<h2>3. Clientes</h2>
			<ul>
				<li>Publicar trabajos y recibir ofertas es gratuito y sin compromiso.</li>
				<li>
					Describe el trabajo con honestidad y sin incluir datos de terceros; las fotos no deben mostrar a personas
					identificables.
				</li>
				<li>Antes de contratar, pide al profesional un presupuesto por escrito y la factura al terminar.</li>
			</ul>
			<h2>4. Profesionales</h2>
			<ul>
				<li>Registrarse es gratuito. Revisamos la documentación profesional aportada antes de activar el perfil.</li>
				<li>
					Contactar con clientes, enviar ofertas y ver su teléfono requiere un perfil verificado y una suscripción
					activa.
				</li>
				<li>
					Declaras estar dado de alta en la actividad, cumplir la normativa fiscal, laboral y de prevención de riesgos,
					y contar con los seguros y habilitaciones que el trabajo exija.
				</li>
				<li>Los datos de contacto de los clientes solo pueden usarse para el trabajo publicado.</li>
			</ul>
			<h2>5. Suscripciones y pago por transferencia</h2>
			<ul>
				<li>Los planes, su duración y su precio (IVA incluido) se muestran en el panel antes de pedirlos.</li>
				<li>
					El pago se hace por transferencia bancaria indicando la referencia de pago. El plan se activa cuando recibimos
					y comprobamos el pago.
				</li>
				<li>Las suscripciones no se renuevan automáticamente: al terminar, puedes pedir un plan nuevo.</li>
				<li>
					Los planes se contratan como empresa o profesional autónomo, por lo que no se aplica el derecho de
					desistimiento previsto para consumidores.
				</li>
			</ul>
			<h2>6. Opiniones</h2>
			<p>
				Las opiniones deben reflejar una experiencia real con el profesional, ser respetuosas y no contener datos
				personales. Podemos ocultar opiniones falsas, ofensivas o de conflicto de intereses. Los profesionales no pueden
				ofrecer nada a cambio de opiniones.
			</p>
			<h2>7. Contenido prohibido</h2>
			<p>
				No se permite publicar contenido ilícito, engañoso, publicitario ajeno al trabajo, ni intentar eludir la
				plataforma para evitar la suscripción.
			</p>
			<h2>8. Responsabilidad</h2>
			<p>
				No respondemos de la calidad, el precio ni el cumplimiento de los trabajos, ni de los daños derivados de la
				relación entre clientes y profesionales, salvo que se deban a un incumplimiento nuestro. Respondemos de la
				plataforma con la diligencia debida; nada en estas condiciones limita los derechos que la ley reconoce a los
				consumidores.
			</p>
			<h2>9. Cambios y ley aplicable</h2>
			<p>
				Podemos modificar estas condiciones avisando con antelación razonable. Se rigen por la ley española; si tienes
				alguna reclamación escríbenos a <a href={`mailto:${company.email}`}>{company.email}</a>.
			</p>
		</LegalPage>
	)
}
