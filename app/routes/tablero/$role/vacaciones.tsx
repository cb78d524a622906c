import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { z } from 'zod'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { ErrorList } from '#app/components/ui/forms.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { PauseSchema } from '#app/models/craftsmen/pause.schema.ts'
import { getLeadsPause, pauseLeads, resumeLeads } from '#app/models/craftsmen/pause.server.ts'

export const meta: MetaFunction = () => [{ title: 'Modo vacaciones · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const until = await getLeadsPause(user.id)
	return { until: until ? formatDate(until) : null }
}

// «Volver ahora» or the pause's form (its own button sends no intent); built when the action runs,
// so zod stays out of the page's first load
const pauseActions = () =>
	z.discriminatedUnion('intent', [
		z.object({ intent: z.literal('resume') }),
		PauseSchema.extend({ intent: z.literal('pause').optional() }),
	])

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return formAction(request, {
		schema: pauseActions(),
		run: async (value) => {
			if (value.intent === 'resume') {
				await resumeLeads(user.id)
				return redirectWithToast(paths.craftsmanPause(), { type: 'success', text: 'Vuelves a recibir trabajos nuevos' })
			}
			const pausedUntil = await pauseLeads(user.id, value.until)
			return redirectWithToast(paths.craftsmanPause(), {
				type: 'success',
				text: `Modo vacaciones activado hasta el ${formatDate(pausedUntil)}`,
			})
		},
	})
}

export default function PauseRoute() {
	const { until } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({ id: 'pause', lastResult: actionData?.result, shouldValidate: 'onSubmit' })
	return (
		<section className="narrow stack">
			<h1>Modo vacaciones</h1>
			<p>
				Mientras estés de vacaciones no te llegan alertas, avisos ni resúmenes de trabajos nuevos, no apareces en
				«Encontrar oficial» y nadie puede pedirte presupuesto directamente. Tu perfil dice hasta cuándo no estás
				disponible. Tus conversaciones y las ofertas que ya enviaste siguen igual.
			</p>
			{until ? (
				<section className="stack card">
					<p className="notice" role="status">
						<strong>No disponible hasta el {until}</strong>. Ese día vuelves a recibir trabajos sin hacer nada.
					</p>
					<Form method="post">
						<input type="hidden" name="intent" value="resume" />
						<button type="submit" className="button">
							Volver ahora
						</button>
					</Form>
				</section>
			) : null}
			<Form method="post" {...getFormProps(form)} className="stack card">
				<label htmlFor={fields.until.id}>{until ? 'Cambiar el día de vuelta' : 'Vuelvo el día'}</label>
				<input {...getInputProps(fields.until, { type: 'date' })} />
				<ErrorList id={fields.until.errorId} errors={fields.until.errors} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="button-row">
					<button type="submit" className="button">
						{until ? 'Cambiar' : 'Pausar hasta ese día'}
					</button>
				</div>
			</Form>
		</section>
	)
}
