import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { deleteOwnJob, getOwnJobForEdit, JOB_MESSAGES } from '#app/models/jobs/client-jobs.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Eliminar trabajo · Reformas' }]

const JOBS_PATH = paths.clientJobs()

// The confirmation step is its own page, so deleting works the same with JavaScript off.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const job = await getOwnJobForEdit(user.id, params.jobId ?? '')
	if (!job) throw await redirectWithToast(JOBS_PATH, { type: 'error', text: JOB_MESSAGES.notFound })
	return { job: { id: job.id, title: jobTitle(job) } }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const deleted = await deleteOwnJob(user.id, params.jobId ?? '')
	return redirectWithToast(
		JOBS_PATH,
		deleted ? { type: 'success', text: JOB_MESSAGES.deleted } : { type: 'error', text: JOB_MESSAGES.notFound },
	)
}

export default function DeleteJobRoute() {
	const { job } = useLoaderData<typeof loader>()
	return (
		<section className="narrow stack">
			<h1>Eliminar trabajo</h1>
			<p>
				¿Seguro que quieres eliminar «{job.title}»? Se borrarán también las ofertas recibidas. Esta acción no se puede
				deshacer.
			</p>
			<Form method="post" className="button-row">
				<button type="submit" className="button">
					Sí, eliminar
				</button>
				<Link to={JOBS_PATH}>No, volver a mis trabajos</Link>
			</Form>
		</section>
	)
}
