import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { ChangePasswordForm } from '#app/components/auth/change-password-form.tsx'
import { DashboardSidebar } from '#app/components/dashboard/sidebar.tsx'
import { ModalLink } from '#app/components/ui/modal-link.tsx'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { roleForSegment } from '#app/models/auth/roles.ts'

// Spec 000 §2: the second segment is always the user's own role; anything else is rewritten.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const own = roleForSegment(user.role)
	if (!own) throw redirect('/')
	if (params.role !== own) {
		const url = new URL(request.url)
		const rest = url.pathname.split('/').slice(3).join('/')
		throw redirect(`/tablero/${own}${rest ? `/${rest}` : ''}${url.search}`)
	}
	return { user: { name: user.name, role: user.role } }
}

export default function DashboardLayout() {
	const { user } = useLoaderData<typeof loader>()
	return (
		<div className="dashboard">
			<DashboardSidebar role={user.role} />
			<div className="dashboard__main">
				<div className="dashboard__bar">
					<Link to={`/tablero/${user.role}`}>Inicio</Link>
					<ModalLink to={`/tablero/${user.role}/contrasena`} label="Cambiar contraseña" title="Cambiar contraseña">
						<ChangePasswordForm action={`/tablero/${user.role}/contrasena`} />
					</ModalLink>
				</div>
				<Outlet />
			</div>
		</div>
	)
}
