import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { LegalPage } from '#app/components/marketing/legal-page.tsx'
import { ErrorList, Field, Honeypot, TextareaField } from '#app/components/ui/forms.tsx'
import { formAction } from '#app/lib/form-action.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { reportAccessibilityBarrier } from '#app/models/accessibility/accessibility.server.ts'
import { AccessibilityReportSchema } from '#app/models/accessibility/accessibility.schema.ts'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'
import { getCompany } from '#app/models/legal/company.server.ts'
import { NO_SCRIPTS } from '#app/lib/page-scripts.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Declaración de accesibilidad · Reformas' },
	{
		name: 'description',
		content: 'Nivel de accesibilidad de Reformas, cómo lo comprobamos y cómo avisarnos de una barrera.',
	},
]

// A legal page: no JavaScript; its form is a plain HTML post with server-side errors.
export const handle = NO_SCRIPTS

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getOptionalUser(request)
	return { email: user?.email ?? '', company: getCompany() }
}

/** The contact form: stored and emailed to the operator; works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await getOptionalUser(request)
	return formAction(request, {
		schema: AccessibilityReportSchema,
		extra: { sent: null },
		run: async (value, form) => {
			const done = await reportAccessibilityBarrier(value, { userId: user?.id ?? null, clientIp: clientIp(context) })
			return data({ result: form.submission.reply({ resetForm: true }), sent: done.message })
		},
	})
}

export default function AccessibilityStatementRoute() {
	const { email, company } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'accesibilidad',
		lastResult: answer?.result,
		constraint: getZodConstraint(AccessibilityReportSchema),
		defaultValue: { email },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: AccessibilityReportSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<LegalPage title="Declaración de accesibilidad">
			<p>
				{company.legalName} se compromete a que {company.website} pueda usarse por todas las personas, conforme a la Ley
				11/2023, que traslada al derecho español la Directiva (UE) 2019/882 sobre los requisitos de accesibilidad de los
				productos y servicios (Acta Europea de Accesibilidad), y a la norma UNE-EN 301 549.
			</p>
			<h2>Nivel que buscamos</h2>
			<p>
				El objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en su nivel AA en todas las
				páginas públicas y en los paneles de clientes, profesionales y administración.
			</p>
			<h2>Cómo lo comprobamos</h2>
			<ul>
				<li>
					Las páginas pasan por axe (axe-core) en las pruebas de extremo a extremo, en un navegador Chromium real; una
					infracción grave o crítica hace fallar las pruebas. Otra tanda de pruebas recorre el sitio con JavaScript
					desactivado.
				</li>
				<li>
					Todos los formularios funcionan sin JavaScript: se envían como formularios HTML normales y muestran los
					errores junto a cada campo.
				</li>
				<li>Revisamos las páginas en un teléfono (390 × 844) y en escritorio, con el teclado y con zoom del 200 %.</li>
			</ul>
			<h2>Excepciones conocidas</h2>
			<ul>
				<li>
					Las fotos que suben clientes y profesionales no llevan un texto alternativo escrito por quien las sube; las
					describimos de forma genérica («Foto 1 del trabajo»).
				</li>
				<li>
					Los documentos PDF que suben los profesionales para su verificación pueden no ser accesibles; no los
					publicamos.
				</li>
				<li>
					El chat se actualiza en tiempo real; los lectores de pantalla anuncian los mensajes nuevos de forma breve.
				</li>
			</ul>
			<h2>Avísanos de una barrera</h2>
			<p>
				Si algo no te funciona, cuéntanoslo: te responderemos en un plazo máximo de 20 días hábiles. También puedes
				escribir a <a href={`mailto:${company.email}`}>{company.email}</a>.
			</p>
			{answer?.sent ? (
				<p className="notice notice--success" role="status">
					{answer.sent}
				</p>
			) : null}
			<Form method="post" {...getFormProps(form)} className="stack accessibility-form">
				<Field label="Tu nombre (opcional)" field={fields.name} autoComplete="name" />
				<Field label="Tu correo electrónico" field={fields.email} type="email" autoComplete="email" />
				<Field label="Página donde está el problema (opcional)" field={fields.pageUrl} />
				<TextareaField label="¿Qué ha pasado?" field={fields.message} rows={5} />
				<Honeypot />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<button type="submit" className="button">
						Enviar aviso
					</button>
				</div>
			</Form>
		</LegalPage>
	)
}
