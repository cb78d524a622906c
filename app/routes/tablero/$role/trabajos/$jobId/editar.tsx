import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { clientJobPath, getOwnJobForEdit, JOB_MESSAGES } from '#app/models/jobs/client-jobs.server.ts'
import { JobEditSchema } from '#app/models/jobs/job-edit.schema.ts'
import { WORKING_SCHEDULES } from '#app/models/jobs/job-wizard.schema.ts'
import { updateOwnJob } from '#app/models/jobs/jobs.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Editar trabajo · Reformas' }]

const JOBS_PATH = paths.clientJobs()

async function requireOwnJob(request: Request, jobId: string | undefined) {
	const user = await requireRole(request, 'cliente')
	const job = await getOwnJobForEdit(user.id, jobId ?? '')
	if (!job) throw await redirectWithToast(JOBS_PATH, { type: 'error', text: JOB_MESSAGES.notFound })
	return { user, job }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { job } = await requireOwnJob(request, params.jobId)
	return { job: { ...job, title: jobTitle(job, '') } }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { user, job } = await requireOwnJob(request, params.jobId)
	return formAction(request, {
		schema: JobEditSchema,
		run: async ({ title, ...rest }) => {
			// a title typed by the client replaces the catalogue title, as the wizard's 'other' answer does
			const titles = title === jobTitle(job, null) ? {} : { serviceTitle: null, otherTitle: title }
			await updateOwnJob(user.id, job.id, {
				...titles,
				squareMeters: rest.squareMeters ?? null,
				rooms: rest.rooms ?? null,
				floors: rest.floors ?? null,
				description: rest.description ?? '',
				workingSchedule: rest.workingSchedule,
			})
			return redirectWithToast(await clientJobPath(user.id, job.id, JOBS_PATH), {
				type: 'success',
				text: JOB_MESSAGES.updated,
			})
		},
	})
}

export default function EditJobRoute() {
	const { job } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'edit-job',
		lastResult: actionData?.result,
		constraint: getZodConstraint(JobEditSchema),
		defaultValue: {
			title: job.title,
			squareMeters: job.squareMeters?.toString() ?? '',
			rooms: job.rooms?.toString() ?? '',
			floors: job.floors?.toString() ?? '',
			description: job.description,
			workingSchedule: job.workingSchedule,
		},
		onValidate: ({ formData }) => parseWithZod(formData, { schema: JobEditSchema }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="narrow stack">
			<h1>Editar trabajo</h1>
			<Form method="post" {...getFormProps(form)} className="stack">
				<Field label="Título" field={fields.title} />
				<Field label="Metros cuadrados" field={fields.squareMeters} type="number" inputMode="numeric" />
				<Field label="Habitaciones" field={fields.rooms} type="number" inputMode="numeric" />
				<Field label="Plantas" field={fields.floors} type="number" inputMode="numeric" />
				<div className="field">
					<label htmlFor={fields.description.id}>Descripción</label>
					<textarea {...getTextareaProps(fields.description)} rows={5} />
					<ErrorList id={fields.description.errorId} errors={fields.description.errors} />
				</div>
				<div className="field">
					<label htmlFor={fields.workingSchedule.id}>¿Cuándo quieres empezar?</label>
					<select {...getSelectProps(fields.workingSchedule)}>
						{WORKING_SCHEDULES.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</select>
					<ErrorList id={fields.workingSchedule.errorId} errors={fields.workingSchedule.errors} />
				</div>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="button-row">
					<button type="submit" className="button">
						Guardar cambios
					</button>
					<Link to={JOBS_PATH}>Cancelar</Link>
				</div>
			</Form>
		</section>
	)
}
