import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { reviewState } from '#app/components/admin/format.ts'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import { BlockDecisionSchema } from '#app/models/admin/admin-actions.schema.ts'
import { blockUser, getUserForAdmin, unblockUser, USER_MESSAGES } from '#app/models/admin/user-admin.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { ROLE_LABELS } from '#app/models/auth/roles.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { paths } from '#app/lib/paths.ts'
import { formatDate } from '#app/lib/format.ts'

export const meta: MetaFunction = () => [{ title: 'Usuario · Reformas' }]

const LIST = paths.adminUsers()

export async function loader({ request, params }: LoaderFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const user = await getUserForAdmin(params.userId ?? '')
	if (!user) throw await redirectWithToast(LIST, { type: 'error', text: USER_MESSAGES.notFound })
	return {
		isSelf: user.id === admin.id,
		user: {
			id: user.id,
			name: fullName(user),
			email: user.email,
			phone: user.phone,
			role: user.role,
			address: [user.streetAddress, user.postalCode ? `${user.postalCode.code} ${user.postalCode.placeName}` : null]
				.filter(Boolean)
				.join(', '),
			createdAt: user.createdAt,
			emailVerified: user.emailVerified,
			blockedAt: user.blockedAt,
			blockedReason: user.blockedReason,
			deletedAt: user.deletedAt,
			counts: {
				jobs: user._count.jobs,
				offers: user._count.offersSent,
				reviewsWritten: user._count.reviewsWritten,
				reviewsReceived: user.craftsman?._count.reviews ?? 0,
			},
			craftsman: user.craftsman
				? {
						companyName: user.craftsman.companyName,
						companySlug: user.craftsman.companySlug,
						state: reviewState(user.craftsman),
					}
				: null,
		},
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	return formAction(request, {
		schema: BlockDecisionSchema,
		run: async (value) => {
			const target = { adminId: admin.id, userId: params.userId ?? '' }
			const done =
				value.intent === 'bloquear' ? await blockUser({ ...target, reason: value.reason }) : await unblockUser(target)
			return redirectWithToast(`${LIST}/${target.userId}`, { type: 'success', text: done.message })
		},
	})
}

export default function AdminUserRoute() {
	const { user, isSelf } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'block',
		lastResult: actionData?.result,
		constraint: getZodConstraint(BlockDecisionSchema),
		shouldRevalidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: BlockDecisionSchema }),
	})
	const reason = fields.reason
	const blockable = !isSelf && user.role !== 'admin'
	return (
		<section className="stack admin">
			<p>
				<Link to={LIST}>← Volver a usuarios</Link>
			</p>
			<div className="admin-item__head">
				<h1>{user.name || user.email}</h1>
				<span className="admin-badge">{ROLE_LABELS[user.role]}</span>
				{user.deletedAt ? (
					<span className="admin-badge admin-badge--ko">Cuenta eliminada</span>
				) : user.blockedAt ? (
					<span className="admin-badge admin-badge--ko">Bloqueado</span>
				) : null}
			</div>
			<dl className="admin-facts card">
				<dt>Correo</dt>
				<dd className="admin-break">
					{user.email} {user.emailVerified ? '(confirmado)' : '(sin confirmar)'}
				</dd>
				<dt>Teléfono</dt>
				<dd>{user.phone || '—'}</dd>
				<dt>Dirección</dt>
				<dd>{user.address || '—'}</dd>
				<dt>Alta</dt>
				<dd>{formatDate(new Date(user.createdAt), 'short')}</dd>
				{user.role === 'cliente' ? (
					<>
						<dt>Trabajos publicados</dt>
						<dd>{user.counts.jobs}</dd>
						<dt>Valoraciones escritas</dt>
						<dd>{user.counts.reviewsWritten}</dd>
					</>
				) : null}
				{user.craftsman ? (
					<>
						<dt>Empresa</dt>
						<dd>
							{user.craftsman.companyName} ({user.craftsman.state.label})
						</dd>
						<dt>Ofertas enviadas</dt>
						<dd>{user.counts.offers}</dd>
						<dt>Valoraciones recibidas</dt>
						<dd>{user.counts.reviewsReceived}</dd>
					</>
				) : null}
				{user.deletedAt ? (
					<>
						<dt>Eliminada el</dt>
						<dd>{formatDate(new Date(user.deletedAt), 'short')}</dd>
					</>
				) : user.blockedAt ? (
					<>
						<dt>Bloqueado el</dt>
						<dd>{formatDate(new Date(user.blockedAt), 'short')}</dd>
						<dt>Motivo</dt>
						<dd>{user.blockedReason}</dd>
					</>
				) : null}
			</dl>
			<div className="button-row">
				{user.craftsman ? (
					<Link className="button button--ghost" to={paths.adminVerification(user.id)}>
						Documentos y verificación
					</Link>
				) : null}
				{user.craftsman && user.craftsman.state.tone === 'ok' && !user.blockedAt ? (
					<Link className="button button--ghost" to={`/oficial/${user.craftsman.companySlug}`}>
						Perfil público
					</Link>
				) : null}
				{user.role !== 'admin' && !user.blockedAt ? (
					<Link className="button button--ghost" to={paths.adminActAs(user.id)}>
						Actuar como este usuario
					</Link>
				) : null}
			</div>
			<ErrorList id={form.errorId} errors={form.errors} />
			{!blockable ? (
				<p>
					{isSelf
						? 'Es tu propia cuenta: no puedes bloquearla.'
						: 'Las cuentas de administración no se bloquean desde el panel.'}
				</p>
			) : user.deletedAt ? (
				<p>Su titular eliminó esta cuenta: sus datos personales ya no están y no se puede desbloquear.</p>
			) : user.blockedAt ? (
				<Form method="post">
					<button type="submit" className="button" name="intent" value="desbloquear">
						Desbloquear usuario
					</button>
				</Form>
			) : (
				<Form method="post" {...getFormProps(form)} className="stack card admin-decision">
					<h2>Bloquear usuario</h2>
					<p>No podrá iniciar sesión y se cerrarán todas sus sesiones y accesos a la API.</p>
					<input type="hidden" name="intent" value="bloquear" />
					<TextareaField label="Motivo del bloqueo" field={reason} rows={3} />
					<div className="button-row">
						<button type="submit" className="button">
							Bloquear usuario
						</button>
					</div>
				</Form>
			)}
		</section>
	)
}
