import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { RetryJobSchema } from '#app/models/admin/queue-jobs.schema.ts'
import { JOB_STATE_LABELS as STATE_LABELS, JOB_STATES } from '#app/models/admin/queue-jobs.ts'
import { getQueueSummary, listFailedJobs, retryJob } from '#app/models/admin/queue-jobs.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { SCHEDULES } from '#app/queue/schedules.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'
import { formatDate } from '#app/lib/format.ts'

export const meta: MetaFunction = () => [{ title: 'Tareas · Reformas' }]

const PAGE = paths.adminTasks()
// The background queue, admins only (loader and action each guard themselves).
export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const [summary, failed] = await Promise.all([getQueueSummary(), listFailedJobs()])
	const schedules = new Map(SCHEDULES.map((schedule) => [schedule.kind, schedule.when]))
	return {
		summary: summary.map((kind) => ({ ...kind, schedule: schedules.get(kind.kind) ?? null })),
		failed: failed.map((job) => ({
			...job,
			createdOn: formatDate(job.createdOn, 'dateTimeSeconds'),
			failedOn: job.failedOn ? formatDate(job.failedOn, 'dateTimeSeconds') : '—',
		})),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const back = async (type: 'success' | 'error', text: string) => redirectWithToast(PAGE, { type, text })
	return formAction(request, {
		schema: RetryJobSchema,
		// the retry buttons answer with toasts: bad input and a refusal alike
		invalid: () => back('error', 'Tarea no válida'),
		refused: (error) => toastRefusal(error, PAGE),
		run: async (job) => {
			const { message } = await retryJob({ adminId: admin.id, ...job })
			return back('success', message)
		},
	})
}

export default function QueueJobsRoute() {
	const { summary, failed } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	return (
		<section className="stack">
			<h1>Tareas</h1>
			<p>
				Lo que se hace fuera de las peticiones: correos, alertas, avisos y limpiezas. Una tarea que falla se reintenta
				sola con espera creciente; cuando agota sus intentos queda aquí como fallida.
			</p>
			<table className="admin-table queue-table">
				<caption>Tareas por tipo (últimos 7 días)</caption>
				<thead>
					<tr>
						<th scope="col">Tipo</th>
						{JOB_STATES.map((state) => (
							<th scope="col" key={state}>
								{STATE_LABELS[state]}
							</th>
						))}
						<th scope="col">Último error</th>
					</tr>
				</thead>
				<tbody>
					{summary.map((kind) => (
						<tr key={kind.kind}>
							<th scope="row" data-label="Tipo">
								{kind.label}
								{kind.schedule ? <span className="card__meta"> · {kind.schedule}</span> : null}
							</th>
							{JOB_STATES.map((state) => (
								<td key={state} data-label={STATE_LABELS[state]}>
									{state === 'failed' && kind.counts.failed > 0 ? (
										<strong className="queue-table__failed">{kind.counts.failed}</strong>
									) : (
										kind.counts[state]
									)}
								</td>
							))}
							<td data-label="Último error">{kind.lastError ?? '—'}</td>
						</tr>
					))}
				</tbody>
			</table>
			<h2>Fallidas</h2>
			{failed.length === 0 ? (
				<p>No hay tareas fallidas.</p>
			) : (
				<ul className="cards">
					{failed.map((job) => (
						<li key={job.id} className="card stack">
							<h3 className="card__title">{job.label}</h3>
							<p className="card__meta">
								Creada {job.createdOn} · falló {job.failedOn} · {job.retryCount}{' '}
								{job.retryCount === 1 ? 'reintento' : 'reintentos'}
							</p>
							<p>
								Error: <code>{job.error ?? 'sin detalle'}</code>
							</p>
							<Form method="post">
								<input type="hidden" name="kind" value={job.kind} />
								<input type="hidden" name="jobId" value={job.id} />
								<button type="submit" className="button" disabled={navigation.state !== 'idle'}>
									Reintentar
									<span className="visually-hidden">
										{' '}
										la tarea {job.label} {job.id}
									</span>
								</button>
							</Form>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
