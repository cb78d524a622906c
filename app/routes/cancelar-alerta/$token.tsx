import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { UNKNOWN_UNSUBSCRIBE_TOKEN } from '#app/models/job-alerts/job-alerts.schema.ts'
import { getAlertByUnsubscribeToken, unsubscribeAlert } from '#app/models/job-alerts/job-alerts.server.ts'
import { alertLabel } from '#app/models/job-alerts/match.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [
	{ title: 'Cancelar alerta de empleo · Reformas' },
	{ name: 'robots', content: 'noindex' },
]

// The link of every alert email. The token is the credential (no sign-in needed). GET only shows a
// confirmation, because mail scanners follow links; POST deletes, which is also what RFC 8058
// one-click clients send. Then the home page's 'Éxito de Cancelación' dialog (spec 000 §3).
export async function loader({ params }: LoaderFunctionArgs) {
	const alert = await getAlertByUnsubscribeToken(params.token ?? '')
	if (!alert) return data({ label: null }, { status: 404 })
	return { label: await alertLabel(alert) }
}

export async function action({ params }: ActionFunctionArgs) {
	if (!(await unsubscribeAlert(params.token ?? ''))) return data({ label: null }, { status: 404 })
	return redirect('/?job_alert_unsubscription=true')
}

export default function UnsubscribeAlertRoute() {
	const { label } = useLoaderData<typeof loader>()
	return (
		<section className="container narrow section stack">
			<h1>Cancelar alerta de empleo</h1>
			{label ? (
				<>
					<p>
						Dejarás de recibir correos de la alerta <strong>{label}</strong>. Tus otras alertas siguen activas.
					</p>
					<Form method="post">
						<button type="submit" className="button">
							Cancelar la alerta
						</button>
					</Form>
				</>
			) : (
				<>
					<p className="notice notice--error" role="alert">
						{UNKNOWN_UNSUBSCRIBE_TOKEN}
					</p>
					<p>
						<Link to={paths.craftsmanJobAlerts()}>Ver mis alertas de empleo</Link>
					</p>
				</>
			)}
		</section>
	)
}
