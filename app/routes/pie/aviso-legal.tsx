import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPage } from '#app/components/marketing/legal-page.tsx'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'
import { getCompany } from '#app/models/legal/company.server.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Aviso legal · Reformas' },
	{
		name: 'description',
		content:
			'Titular, datos registrales y condiciones de acceso del sitio web de Reformas, la plataforma que une a clientes con profesionales de reformas.',
	},
]

export const handle = NO_SCRIPTS

export const loader = () => ({ company: getCompany() })

export default function LegalNoticeRoute() {
	const { company } = useLoaderData<typeof loader>()
	return (
		<LegalPage title="Aviso legal">
			<h2>1. Titular del sitio web</h2>
			<p>
				En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio
				electrónico (LSSI-CE), se informa de los datos del titular de {company.website}:
			</p>
			<ul>
				<li>Denominación social: {company.legalName}</li>
				<li>NIF: {company.taxId}</li>
				<li>Domicilio: {company.address}</li>
				<li>Datos registrales: {company.registry}</li>
				<li>
					Correo electrónico: <a href={`mailto:${company.email}`}>{company.email}</a>
				</li>
				{company.phone ? <li>Teléfono: {company.phone}</li> : null}
			</ul>
			<h2>2. Objeto</h2>
			<p>
				{company.website} es una plataforma que pone en contacto a personas que necesitan reparaciones o reformas en su
				hogar o negocio con profesionales independientes. El titular no ejecuta los trabajos ni es parte de los
				contratos que clientes y profesionales celebren entre sí.
			</p>
			<h2>3. Condiciones de acceso y uso</h2>
			<p>
				El acceso al sitio es gratuito, salvo el coste de la conexión. El uso de los servicios de la plataforma se rige
				por las <a href="/pie/condiciones-de-uso">Condiciones de Uso</a>. Quien use el sitio se compromete a hacerlo
				conforme a la ley, la buena fe y el orden público, y a no publicar contenidos ilícitos, ofensivos o que
				infrinjan derechos de terceros.
			</p>
			<h2>4. Propiedad intelectual e industrial</h2>
			<p>
				Los textos, diseños, logotipos y código del sitio pertenecen al titular o a sus licenciantes. Los contenidos que
				publican los usuarios (descripciones, fotografías, opiniones) son de sus autores, que conceden al titular la
				licencia necesaria para mostrarlos en la plataforma. Los datos de códigos postales proceden de GeoNames (CC BY
				4.0) y del INE.
			</p>
			<h2>5. Responsabilidad</h2>
			<p>
				El titular no garantiza la ausencia de interrupciones o errores y no responde de los contenidos publicados por
				los usuarios, salvo que, teniendo conocimiento efectivo de su ilicitud, no actúe con diligencia para retirarlos
				(artículo 16 LSSI-CE). Puedes comunicarnos cualquier contenido ilícito en{' '}
				<a href={`mailto:${company.email}`}>{company.email}</a>.
			</p>
			<h2>6. Enlaces</h2>
			<p>
				Los enlaces a sitios de terceros se ofrecen a título informativo; el titular no controla ni responde de su
				contenido.
			</p>
			<h2>7. Protección de datos y cookies</h2>
			<p>
				El tratamiento de datos personales se describe en la{' '}
				<a href="/pie/politica-de-privacidad">Política de Privacidad</a> y el uso de cookies en la{' '}
				<a href="/pie/politica-de-cookies">Política de Cookies</a>.
			</p>
			<h2>8. Legislación aplicable y jurisdicción</h2>
			<p>
				Este aviso se rige por la legislación española. Para cualquier controversia, las partes se someten a los
				juzgados y tribunales que correspondan conforme a la ley; cuando el usuario sea consumidor, los de su domicilio.
				Los consumidores pueden acudir también a la plataforma europea de resolución de litigios en línea y a las juntas
				arbitrales de consumo.
			</p>
		</LegalPage>
	)
}
