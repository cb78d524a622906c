import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { JobAlertForm as LiveJobAlertForm } from '#app/components/job-alerts/job-alert-form.tsx'
import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { ALERT_NOT_FOUND, FREQUENCY_LABELS } from '#app/models/job-alerts/job-alerts.constants.ts'
import { JobAlertSchema } from '#app/models/job-alerts/job-alerts.schema.ts'
import { deleteAlert, getAlert, listAlerts, saveAlert, tradeNames } from '#app/models/job-alerts/job-alerts.server.ts'
import { placeMatchesZip, placesForZip } from '#app/models/jobs/job-wizard.server.ts'
import { listServices } from '#app/models/services/services.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'
import { FIND_PLACE, findPlaceRedirect } from '#app/components/places/find-place.server.ts'

// zod, conform and the place picker's live form on first use of the form
const JobAlertForm = formOnFirstUse(import.meta.env.SSR ? LiveJobAlertForm : null, () =>
	import('#app/components/job-alerts/job-alert-form.tsx').then((module) => module.JobAlertForm),
)

export const meta: MetaFunction = () => [{ title: 'Alertas de empleo · Reformas' }]

const PATH = paths.craftsmanJobAlerts()

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const url = new URL(request.url)
	const editId = url.searchParams.get('editar')
	const [alerts, services, editing] = await Promise.all([
		listAlerts(user.id),
		listServices(),
		editId ? getAlert(user.id, editId) : null,
	])
	const zip = url.searchParams.get('cp') ?? editing?.postalCode.code ?? ''
	const [names, places] = await Promise.all([
		tradeNames(alerts.flatMap((alert) => alert.categories)),
		placesForZip(zip),
	])
	return {
		services: services.map(({ id, name, icon }) => ({ id, name, icon })),
		alerts: alerts.map((alert) => ({
			id: alert.id,
			trades: alert.categories.length
				? alert.categories.map((id) => names.get(id) ?? id).join(', ')
				: 'Todos los oficios',
			place: `${alert.postalCode.placeName} (${alert.postalCode.code})`,
			radiusKm: alert.radiusKm,
			frequency: FREQUENCY_LABELS[alert.frequency],
		})),
		editing: editing
			? {
					id: editing.id,
					categories: editing.categories,
					radiusKm: editing.radiusKm,
					frequency: editing.frequency,
					postalCodeId: editing.postalCode.id,
				}
			: null,
		missing: Boolean(editId && !editing),
		zip,
		places: places.map(({ id, code, placeName, province }) => ({ id, code, placeName, province })),
	}
}

// «Eliminar» on an alert, the place picker's «Buscar» without JavaScript, or the alert's form (its
// own button sends no intent); built when the action runs, so zod stays out of the page
const alertActions = () =>
	z.discriminatedUnion('intent', [
		z.object({ intent: z.literal('delete'), id: z.string().max(40).optional() }),
		z.object({ intent: z.literal(FIND_PLACE) }),
		JobAlertSchema.extend({ intent: z.literal('save').optional() }),
	])

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return formAction(request, {
		schema: alertActions(),
		extra: { deleteError: null },
		run: async (value, form) => {
			if (value.intent === 'delete') {
				if (!(await deleteAlert(user.id, value.id ?? '')))
					return data({ result: undefined, deleteError: ALERT_NOT_FOUND }, { status: 404 })
				return redirectWithToast(PATH, { type: 'success', text: 'Alerta de empleo eliminada' })
			}
			// without JavaScript: show the places of the typed postal code to choose from (as typed)
			if (value.intent === FIND_PLACE) {
				const id = form.formData.get('id')
				return findPlaceRedirect(PATH, form.formData.get('zip'), id ? [['editar', String(id)]] : [])
			}
			if (!(await placeMatchesZip(value.postalCodeId, value.zip)))
				return form.reply({ fieldErrors: { postalCodeId: ['El lugar no corresponde al código postal'] } })
			const saved = await saveAlert(user.id, value)
			return redirectWithToast(PATH, {
				type: 'success',
				text: saved.created ? 'Alerta de empleo creada' : 'Alerta de empleo actualizada',
			})
		},
	})
}

export default function JobAlertsRoute() {
	const { services, alerts, editing, missing, zip, places } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<section className="stack job-alerts">
			<h1>Alertas de empleo</h1>
			<p>
				Te avisamos por correo y en tus notificaciones cuando se publica un trabajo de tus oficios cerca del lugar que
				elijas.
			</p>
			{actionData?.deleteError || missing ? (
				<p className="notice notice--error" role="alert">
					{ALERT_NOT_FOUND}
				</p>
			) : null}
			{alerts.length ? (
				<ul className="alert-list">
					{alerts.map((alert) => (
						<li key={alert.id} className="card alert-card">
							<p className="alert-card__trades">{alert.trades}</p>
							<p className="card__meta">
								A {alert.radiusKm} km de {alert.place} · {alert.frequency}
							</p>
							<div className="button-row">
								<Link
									className="button button--ghost"
									to={`${PATH}?editar=${alert.id}`}
									aria-label={`Editar la alerta ${alert.trades} a ${alert.radiusKm} km`}
								>
									Editar
								</Link>
								<Form method="post" action={PATH}>
									<input type="hidden" name="id" value={alert.id} />
									<button
										type="submit"
										name="intent"
										value="delete"
										className="button button--ghost"
										aria-label={`Eliminar la alerta ${alert.trades} a ${alert.radiusKm} km`}
									>
										Eliminar
									</button>
								</Form>
							</div>
						</li>
					))}
				</ul>
			) : (
				<p className="notice">Todavía no tienes alertas de empleo.</p>
			)}
			<h2>{editing ? 'Editar alerta' : 'Nueva alerta'}</h2>
			<JobAlertForm
				key={editing?.id ?? 'new'}
				action={PATH}
				services={services}
				editing={editing}
				zip={zip}
				places={places}
				lastResult={actionData?.result}
			/>
		</section>
	)
}
