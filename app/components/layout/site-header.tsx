import { Link, NavLink, useLocation, useNavigate, useSearchParams } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { LazyLoginDialog } from '#app/components/auth/lazy-login-dialog.tsx'
import { type DashboardRole, paths } from '#app/lib/paths.ts'

export const NAV_LINKS = [
	{ to: '/', label: 'Inicio' },
	{ to: '/publicartrabajo', label: 'Publicar trabajo' },
	{ to: '/comofunciona', label: 'Cómo funciona' },
	{ to: '/encontraroficial', label: 'Directorio de empresas' },
] as const

export type HeaderUser = { name: string; role: DashboardRole } | null

// Spec: ?from=messages|offers replaces the logo by a Back button.
const BACK_TARGETS = { messages: 'mensajes', offers: 'pedidos' } as const

export function SiteHeader({ user }: { user: HeaderUser }) {
	const location = useLocation()
	const [searchParams] = useSearchParams()
	const navigate = useNavigate()
	const [loginOpen, setLoginOpen] = useState(false)
	const menuToggle = useRef<HTMLInputElement>(null)
	// close the mobile menu after a client-side navigation
	useEffect(() => {
		if (menuToggle.current) menuToggle.current.checked = false
	}, [location.pathname])
	const from = searchParams.get('from') as keyof typeof BACK_TARGETS | null
	const backTo =
		from && from in BACK_TARGETS ? `${paths.dashboard(user?.role ?? 'oficial')}/${BACK_TARGETS[from]}` : null
	const here = `${location.pathname}${location.search}`
	// On a phone the dashboard has one ☰, the panel's, which also holds these links
	const inDashboard = location.pathname.startsWith('/tablero/')
	return (
		<header className="site-header">
			<div className="container site-header__bar">
				{backTo ? (
					<Link
						to={backTo}
						className="button button--ghost"
						onClick={(event) => {
							if (window.history.length > 1) {
								event.preventDefault()
								navigate(-1)
							}
						}}
					>
						← Atrás
					</Link>
				) : (
					<Link to="/" className="logo" aria-label="Reformas, inicio">
						<img src="/favicon.svg" alt="" width="28" height="28" /> Reformas
					</Link>
				)}
				{/* a checkbox opens and closes the mobile menu without JavaScript; wide screens always show it */}
				<div className={inDashboard ? 'site-nav site-nav--dashboard' : 'site-nav'}>
					<input
						ref={menuToggle}
						type="checkbox"
						id="menu-toggle"
						className="site-nav__toggle"
						aria-label="Menú"
						aria-controls="menu-principal"
					/>
					<label htmlFor="menu-toggle" className="site-nav__button">
						<span aria-hidden="true">☰</span>
						<span className="visually-hidden">Menú</span>
					</label>
					<nav id="menu-principal" aria-label="Principal">
						<ul>
							{NAV_LINKS.map((link) => (
								<li key={link.to}>
									<NavLink to={link.to} end>
										{link.label}
									</NavLink>
								</li>
							))}
						</ul>
						<div className="site-nav__actions">
							{user ? (
								<Link className="button button--ghost" to={paths.dashboard(user.role)}>
									{user.name.split(' ')[0]}
								</Link>
							) : (
								<Link
									className="button button--ghost"
									to={`/iniciar-sesion?redirectTo=${encodeURIComponent(here)}`}
									onClick={(event) => {
										event.preventDefault()
										setLoginOpen(true)
									}}
								>
									Iniciar sesión
								</Link>
							)}
							{user ? null : (
								<Link className="button" to="/registrarse">
									Regístrate como profesional
								</Link>
							)}
						</div>
					</nav>
				</div>
			</div>
			{user || !loginOpen ? null : <LazyLoginDialog open onClose={() => setLoginOpen(false)} redirectTo={here} />}
		</header>
	)
}
