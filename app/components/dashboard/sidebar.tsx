import { Form, NavLink, useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { NAV_LINKS } from '#app/components/layout/site-header.tsx'
import { type Role } from '#app/generated/prisma/enums.ts'
import { paths } from '#app/lib/paths.ts'

const TOGGLE_ID = 'sidebar-toggle'

/** One entry of the side panel: `href` relative to the role's dashboard ('' is its home). */
export type SidebarLink = { href: string; label: string; icon: string }

/**
 * Spec 000 §2, §9: 300 px with labels from 768 px up; below, 80 px of icons that «Menú del panel»
 * widens over the page. The toggle is a checkbox and the backdrop a <label> for it, so opening,
 * and closing by a click outside, work without JavaScript; JavaScript adds Escape and closes the
 * panel after a client-side navigation. The role's links come with the layout's data
 * (`sidebar-links.server.ts`): the three roles' lists stay out of every page's JavaScript.
 */
export function DashboardSidebar({ role, links }: { role: Role; links: SidebarLink[] }) {
	const base = paths.dashboard(role)
	const { pathname } = useLocation()
	const [open, setOpen] = useState(false)
	useEffect(() => setOpen(false), [pathname])
	useEffect(() => {
		if (!open) return
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return
			setOpen(false)
			document.getElementById(TOGGLE_ID)?.focus()
		}
		document.addEventListener('keydown', onKey)
		return () => document.removeEventListener('keydown', onKey)
	}, [open])
	return (
		<nav className="sidebar" aria-label="Panel">
			<input
				type="checkbox"
				id={TOGGLE_ID}
				className="sidebar__toggle-input"
				aria-label="Menú del panel"
				aria-controls="sidebar-links"
				checked={open}
				onChange={(event) => setOpen(event.currentTarget.checked)}
			/>
			<label htmlFor={TOGGLE_ID} className="sidebar__toggle">
				<span aria-hidden="true">☰</span>
				{/* visible on the 80 px rail: the icons' names are one tap away */}
				<span className="sidebar__toggle-text" aria-hidden="true">
					Menú
				</span>
				<span className="visually-hidden">Menú del panel</span>
			</label>
			{/* the rest of the screen while the panel is open: a click there unchecks the toggle */}
			<label htmlFor={TOGGLE_ID} className="sidebar__backdrop" aria-hidden="true" />
			<ul id="sidebar-links" className="sidebar__panel">
				{links.map((link) => (
					<li key={link.href}>
						<NavLink to={link.href ? `${base}/${link.href}` : base} end={!link.href}>
							<span className="sidebar__icon" aria-hidden="true">
								{link.icon}
							</span>{' '}
							<span className="sidebar__label">{link.label}</span>
						</NavLink>
					</li>
				))}
				<li>
					<Form method="post" action="/cerrar-sesion">
						<button type="submit" className="link-button">
							<span className="sidebar__icon" aria-hidden="true">
								🚪
							</span>{' '}
							<span className="sidebar__label">Cierre de sesión</span>
						</button>
					</Form>
				</li>
				{/* on a phone the site's own menu lives here (one ☰ per screen) */}
				<li className="sidebar__site">
					<ul aria-label="Reformas">
						{NAV_LINKS.map((link) => (
							<li key={link.to}>
								<NavLink to={link.to} end>
									{link.label}
								</NavLink>
							</li>
						))}
					</ul>
				</li>
			</ul>
		</nav>
	)
}
