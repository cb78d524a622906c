import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ACT_AS_MESSAGES, getActAsTarget, startActingAs } from '#app/models/admin/act-as.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { dashboardPath, ROLE_LABELS } from '#app/models/auth/roles.ts'
import { getSessionId } from '#app/models/auth/sessions.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { attempt } from '#app/lib/form-action.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Actuar como usuario · Reformas' }]

// Spec 000 §1: an admin may act on behalf of another user. GET confirms who; POST starts.
// While acting, the session is the user's, so this page (admin only) cannot start a second one.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const target = await getActAsTarget(admin.id, params.userId ?? '')
	if (!target) throw new Response(ACT_AS_MESSAGES.notFound, { status: 404 })
	const { user, refusal } = target
	return {
		user: {
			id: user.id,
			name: fullName(user),
			email: user.email,
			role: ROLE_LABELS[user.role],
		},
		refusal,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const sessionId = await getSessionId(request)
	if (!sessionId) throw redirect('/iniciar-sesion')
	return attempt(
		async () => {
			const target = await startActingAs({ sessionId, adminId: admin.id, userId: params.userId ?? '' })
			return redirectWithToast(dashboardPath(target.role), {
				type: 'success',
				text: ACT_AS_MESSAGES.started(target.name),
			})
		},
		(refusal) => data({ message: refusal.message }, { status: refusal.status }),
	)
}

export default function ActAsRoute() {
	const { user, refusal } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const message = actionData?.message ?? refusal
	return (
		<section className="narrow stack">
			<h1>Actuar como este usuario</h1>
			<dl className="locked">
				<dt>Nombre</dt>
				<dd>{user.name}</dd>
				<dt>Correo</dt>
				<dd>{user.email}</dd>
				<dt>Rol</dt>
				<dd>{user.role}</dd>
			</dl>
			<p>
				Verás y usarás el producto exactamente como este usuario. Todo lo que hagas mientras tanto queda registrado en
				la auditoría a tu nombre. No podrás cambiar su contraseña ni eliminar su cuenta.
			</p>
			{message ? (
				<p className="notice notice--error" role="alert">
					{message}
				</p>
			) : null}
			<Form method="post" className="button-row">
				{refusal ? null : (
					<button type="submit" className="button">
						Actuar como {user.name}
					</button>
				)}
				<Link to={paths.adminUser(user.id)}>Volver al usuario</Link>
			</Form>
		</section>
	)
}
