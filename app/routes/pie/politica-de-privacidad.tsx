import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPage } from '#app/components/marketing/legal-page.tsx'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'
import { getCompany } from '#app/models/legal/company.server.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Política de privacidad · Reformas' },
	{
		name: 'description',
		content:
			'Cómo trata Reformas tus datos personales: responsable, finalidades, base legal, plazos de conservación y tus derechos.',
	},
]

export const handle = NO_SCRIPTS

export const loader = () => ({ company: getCompany() })

export default function PrivacyPolicyRoute() {
	const { company } = useLoaderData<typeof loader>()
	return (
		<LegalPage title="Política de privacidad">
			<p>
				Esta política explica cómo tratamos tus datos personales conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley
				Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
			</p>
			<h2>1. Responsable del tratamiento</h2>
			<ul>
				<li>
					{company.legalName}, NIF {company.taxId}
				</li>
				<li>Domicilio: {company.address}</li>
				<li>
					Contacto para privacidad: <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>
				</li>
			</ul>
			<h2>2. Qué datos tratamos</h2>
			<ul>
				<li>Datos de cuenta: nombre, apellidos, correo electrónico, teléfono, contraseña (cifrada) y rol.</li>
				<li>Datos de ubicación: código postal, localidad y, en el caso de profesionales, dirección de la empresa.</li>
				<li>Trabajos publicados: descripción, medidas, fotografías y fechas.</li>
				<li>
					Profesionales: datos de la empresa, servicios, documentos profesionales (carné de oficio, licencia), imágenes
					y opiniones recibidas.
				</li>
				<li>Mensajes y ofertas intercambiados en la plataforma.</li>
				<li>Suscripciones y pagos por transferencia: plan, importe, referencia del pago y fechas.</li>
				<li>Datos técnicos: dirección IP y registros de acceso, por seguridad.</li>
			</ul>
			<h2>3. Finalidades y bases jurídicas</h2>
			<table className="pages-table">
				<thead>
					<tr>
						<th scope="col">Finalidad</th>
						<th scope="col">Base jurídica</th>
					</tr>
				</thead>
				<tbody>
					<tr>
						<td>Crear y gestionar tu cuenta, publicar trabajos, poner en contacto a clientes y profesionales</td>
						<td>Ejecución del contrato (art. 6.1.b RGPD)</td>
					</tr>
					<tr>
						<td>Verificar a los profesionales y gestionar suscripciones y pagos</td>
						<td>Ejecución del contrato y obligaciones legales contables y fiscales (art. 6.1.b y c)</td>
					</tr>
					<tr>
						<td>Enviar alertas de empleo y avisos de la plataforma</td>
						<td>Ejecución del contrato; puedes darte de baja de las alertas en cualquier momento</td>
					</tr>
					<tr>
						<td>Seguridad, prevención del fraude y del abuso (límites de peticiones, registros)</td>
						<td>Interés legítimo (art. 6.1.f)</td>
					</tr>
					<tr>
						<td>Cookies no necesarias, si algún día las usamos</td>
						<td>Consentimiento (art. 6.1.a), que puedes retirar</td>
					</tr>
				</tbody>
			</table>
			<h2>4. Quién ve tus datos</h2>
			<p>
				El perfil público de un profesional (empresa, localidad, servicios, descripción, imágenes y opiniones) es
				visible para todos. Los datos de contacto de un cliente solo se muestran a profesionales verificados con
				suscripción activa que lo hayan contactado. Usamos proveedores que tratan datos por nuestra cuenta (alojamiento,
				almacenamiento de imágenes, envío de correo) con contratos de encargo de tratamiento. Si alguno está fuera del
				Espacio Económico Europeo, la transferencia se ampara en una decisión de adecuación o en cláusulas contractuales
				tipo. No vendemos tus datos.
			</p>
			<h2>5. Cuánto tiempo los conservamos</h2>
			<ul>
				<li>
					Datos de cuenta, trabajos y mensajes: mientras la cuenta esté activa; al cerrarla, se bloquean durante los
					plazos de prescripción de acciones legales (hasta 5 años) y después se suprimen.
				</li>
				<li>Datos de facturación y pagos: 6 años (Código de Comercio) y los plazos fiscales aplicables.</li>
				<li>Borradores de trabajos no publicados: se eliminan a los pocos días.</li>
				<li>Registros técnicos de seguridad: un máximo de 12 meses.</li>
			</ul>
			<h2>6. Tus derechos</h2>
			<p>
				Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y
				portabilidad, y retirar tu consentimiento en cualquier momento, escribiendo a{' '}
				<a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a> desde el correo de tu cuenta o con una
				copia de tu documento de identidad. Responderemos en el plazo de un mes.
			</p>
			<p>
				Si consideras que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la Agencia Española
				de Protección de Datos (<a href="https://www.aepd.es">www.aepd.es</a>, C/ Jorge Juan 6, 28001 Madrid).
			</p>
			<h2>7. Seguridad</h2>
			<p>
				Guardamos las contraseñas cifradas, usamos conexiones seguras y limitamos el acceso a tus datos a quien lo
				necesita para prestar el servicio.
			</p>
			<h2>8. Menores</h2>
			<p>La plataforma está dirigida a mayores de 18 años.</p>
		</LegalPage>
	)
}
