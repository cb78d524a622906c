import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import { getModerationItem } from '#app/models/admin/moderation-queries.server.ts'
import { DeleteContentSchema, MODERATION_KINDS } from '#app/models/admin/moderation.schema.ts'
import { deleteContent, MODERATION_MESSAGES } from '#app/models/admin/moderation.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Eliminar contenido · Reformas' }]

const LIST = paths.adminModeration()

function readKind(segment: string | undefined) {
	return segment === 'trabajo' || segment === 'opinion' ? { segment, kind: MODERATION_KINDS[segment] } : null
}

const listUrl = (segment: string) => `${LIST}?ver=${segment === 'opinion' ? 'opiniones' : 'trabajos'}`

// The confirmation is its own page (with the required reason), so deleting works without JavaScript.
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const kind = readKind(params.kind)
	if (!kind) throw new Response('No encontrado', { status: 404 })
	const item = await getModerationItem(kind.kind, params.id ?? '')
	if (!item)
		throw await redirectWithToast(listUrl(kind.segment), {
			type: 'error',
			text: MODERATION_MESSAGES.notFound[kind.kind],
		})
	return { segment: kind.segment, item }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const kind = readKind(params.kind)
	if (!kind) throw new Response('No encontrado', { status: 404 })
	return formAction(request, {
		schema: DeleteContentSchema,
		// the reason shows its errors on this page; a refusal goes back to the list
		refused: (error) => toastRefusal(error, listUrl(kind.segment)),
		run: async ({ reason }) => {
			const done = await deleteContent({ kind: kind.kind, id: params.id ?? '', reason, adminId: admin.id })
			return redirectWithToast(listUrl(kind.segment), { type: 'success', text: done.message })
		},
	})
}

export default function DeleteContentRoute() {
	const { segment, item } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'delete-content',
		lastResult: actionData?.result,
		constraint: getZodConstraint(DeleteContentSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteContentSchema }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="narrow stack">
			<h1>{segment === 'trabajo' ? 'Eliminar trabajo' : 'Eliminar opinión'}</h1>
			<p>
				¿Seguro que quieres eliminar {item.label}? {segment === 'trabajo' ? 'Se borrarán también sus ofertas. ' : ''}
				Esta acción no se puede deshacer; el registro de auditoría guarda una copia y el motivo.
			</p>
			<blockquote className="admin-quote">{item.text}</blockquote>
			<p className="admin-muted">{item.who}</p>
			<Form method="post" {...getFormProps(form)} className="stack">
				<TextareaField label="Motivo (se envía al autor)" field={fields.reason} rows={4} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="button-row">
					<button type="submit" className="button">
						Sí, eliminar
					</button>
					<Link to={`${LIST}?ver=${segment === 'opinion' ? 'opiniones' : 'trabajos'}`}>No, volver a moderación</Link>
				</div>
			</Form>
		</section>
	)
}
