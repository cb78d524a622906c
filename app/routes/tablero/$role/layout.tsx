import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link, NavLink, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { Suspense } from 'react'
import { ChangePasswordForm as LiveChangePasswordForm } from '#app/components/auth/change-password-form.tsx'
import { PasswordRecommendation as ServerPasswordRecommendation } from '#app/components/auth/password-recommendation.tsx'
import { VerifyEmailBanner } from '#app/components/auth/verify-email-banner.tsx'
import { DashboardSidebar } from '#app/components/dashboard/sidebar.tsx'
import { sidebarLinks } from '#app/components/dashboard/sidebar-links.server.ts'
import { useInstallPromptCapture } from '#app/components/pwa/install-prompt.ts'
import { MessagesDropdown, NotificationsDropdown } from '#app/components/notifications/bar-dropdowns.tsx'
import { lazyOnClient } from '#app/components/ui/lazy-on-client.tsx'
import { ModalLink } from '#app/components/ui/modal-link.tsx'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { getPasswordState } from '#app/models/auth/password-recommendation.server.ts'
import { roleForSegment } from '#app/models/auth/roles.ts'
import { getOwnCompanySlug } from '#app/models/craftsmen/profile-edit.server.ts'
import { countUnseenConversations } from '#app/models/conversations/conversation-queries.server.ts'
import { countUnreadNotifications } from '#app/models/notifications/notifications.server.ts'
import { useRealtimeRevalidation } from '#app/realtime/use-socket.ts'
import { paths } from '#app/lib/paths.ts'
import { useServiceWorker } from '#app/components/push/use-service-worker.ts'

// Every dashboard page has them, few pages show them: their code (and the form's zod) loads when they
// show, the modal's on its opening click (docs/decisions/017-page-weight.md)
const ChangePasswordForm = lazyOnClient(import.meta.env.SSR ? LiveChangePasswordForm : null, () =>
	import('#app/components/auth/change-password-form.tsx').then((module) => module.ChangePasswordForm),
)
const PasswordRecommendation = lazyOnClient(import.meta.env.SSR ? ServerPasswordRecommendation : null, () =>
	import('#app/components/auth/password-recommendation.tsx').then((module) => module.PasswordRecommendation),
)

// Spec 000 §2: the second segment is always the user's own role; anything else is rewritten.
export async function loader({ request, params }: LoaderFunctionArgs) {
	// before any await: the page's socket asks what was pushed since (use-socket.ts)
	const servedAt = Date.now()
	const user = await requireUser(request)
	const own = roleForSegment(user.role)
	if (!own) throw redirect('/')
	if (params.role !== own) {
		const url = new URL(request.url)
		const rest = url.pathname.split('/').slice(3).join('/')
		throw redirect(`${paths.dashboard(own)}${rest ? `/${rest}` : ''}${url.search}`)
	}
	const [unseenConversations, unreadNotifications, companySlug, password] = await Promise.all([
		countUnseenConversations(user.id),
		countUnreadNotifications(user.id),
		user.role === 'oficial' ? getOwnCompanySlug(user.id) : null,
		getPasswordState(user.id),
	])
	// an admin acting as the user cannot change the password (act-as.server.ts): no recommendation either
	const recommendPassword = password.recommendChange && !user.actingAdmin
	return {
		user: { id: user.id, name: user.name, role: user.role },
		sidebar: sidebarLinks(own),
		unseenConversations,
		unreadNotifications,
		companySlug,
		password: { ...password, recommendChange: recommendPassword },
		// an address still unverified gets the banner with «Reenviar» (not while an admin acts as the user)
		unverifiedEmail: user.emailVerified || user.actingAdmin ? null : user.email,
		servedAt,
	}
}

export default function DashboardLayout() {
	const { user, sidebar, unseenConversations, unreadNotifications, companySlug, password, unverifiedEmail } =
		useLoaderData<typeof loader>()
	const base = paths.dashboard(user.role)
	const page = useLocation().pathname.split('/')[3]
	// the job list reloads when a public job is published, changed or closed
	useRealtimeRevalidation(user.id, { publicEvents: page === 'listadeempleos' })
	// the installable app's service worker comes from the dashboard only: content pages ship no script
	useServiceWorker()
	useInstallPromptCapture()
	// spec 000 §2: on the profile editor the bar links to the public profile
	const editingProfile = page === 'editarperfil'
	return (
		<div className="dashboard">
			<DashboardSidebar role={user.role} links={sidebar} />
			<div className="dashboard__main">
				<div className="dashboard__bar">
					{/* highlighted on the dashboard's home only, like the side panel's «Resumen» */}
					<NavLink to={base} end className="bar-link">
						Inicio
					</NavLink>
					<MessagesDropdown base={base} unseen={unseenConversations} />
					<NotificationsDropdown base={base} unread={unreadNotifications} />
					{editingProfile && companySlug ? (
						<Link to={`/oficial/${companySlug}`} className="button button--ghost">
							Ver perfil como cliente
						</Link>
					) : null}
					<ModalLink to={paths.password(user.role)} label="Cambiar contraseña" title="Cambiar contraseña">
						<Suspense fallback={<p role="status">Cargando...</p>}>
							<ChangePasswordForm action={paths.password(user.role)} hasPassword={password.hasPassword} />
						</Suspense>
					</ModalLink>
				</div>
				{unverifiedEmail ? <VerifyEmailBanner email={unverifiedEmail} /> : null}
				{/* the password page itself is the same form: no modal over it */}
				{password.recommendChange && page !== 'contrasena' ? (
					<Suspense fallback={null}>
						<PasswordRecommendation role={user.role} hasPassword={password.hasPassword} />
					</Suspense>
				) : null}
				<Outlet />
			</div>
		</div>
	)
}
