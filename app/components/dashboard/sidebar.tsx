import { Form, NavLink } from '@remix-run/react'
import { type Role } from '#app/generated/prisma/enums.ts'

const LINKS: Record<Role, Array<{ href: string; label: string; icon: string }>> = {
	cliente: [
		{ href: '', label: 'Resumen', icon: '🏠' },
		{ href: 'trabajos', label: 'Mis trabajos', icon: '📋' },
		{ href: 'mensajes', label: 'Mensajes', icon: '💬' },
		{ href: 'perfil', label: 'Mi perfil', icon: '👤' },
		{ href: 'cuenta', label: 'Mis datos', icon: '🗂️' },
		{ href: 'contrasena', label: 'Contraseña', icon: '🔑' },
	],
	oficial: [
		{ href: '', label: 'Resumen', icon: '🏠' },
		{ href: 'pedidos', label: 'Mis ofertas', icon: '🧰' },
		{ href: 'listadeempleos', label: 'Lista de empleos', icon: '🔎' },
		{ href: 'alertasdeempleo', label: 'Alertas de empleo', icon: '🔔' },
		{ href: 'mensajes', label: 'Mensajes', icon: '💬' },
		{ href: 'editarperfil', label: 'Editar perfil', icon: '🛠️' },
		{ href: 'opinionesycomentarios', label: 'Opiniones', icon: '⭐' },
		{ href: 'cuenta', label: 'Mis datos', icon: '🗂️' },
		{ href: 'contrasena', label: 'Contraseña', icon: '🔑' },
		{ href: 'gestiondesuscripcion', label: 'Suscripción', icon: '💳' },
		{ href: 'configuracionesdepago', label: 'Pagos', icon: '🧾' },
	],
	// issue 8 §2: each admin page checks the role itself (requireRole in loader and action)
	admin: [
		{ href: '', label: 'Resumen', icon: '🏠' },
		{ href: 'verificaciones', label: 'Verificaciones', icon: '🪪' },
		{ href: 'transferencias', label: 'Transferencias', icon: '🏦' },
		{ href: 'usuarios', label: 'Usuarios', icon: '👥' },
		{ href: 'planes', label: 'Planes', icon: '📦' },
		{ href: 'moderacion', label: 'Moderación', icon: '🚩' },
		{ href: 'auditoria', label: 'Auditoría', icon: '📜' },
		{ href: 'mensajes', label: 'Mensajes', icon: '💬' },
		{ href: 'cuenta', label: 'Mis datos', icon: '🗂️' },
		{ href: 'contrasena', label: 'Contraseña', icon: '🔑' },
	],
}

export function DashboardSidebar({ role }: { role: Role }) {
	const base = `/tablero/${role}`
	return (
		<nav className="sidebar" aria-label="Panel">
			<ul>
				{LINKS[role].map((link) => (
					<li key={link.href}>
						<NavLink to={link.href ? `${base}/${link.href}` : base} end={!link.href}>
							<span className="sidebar__icon" aria-hidden="true">{link.icon}</span> <span className="sidebar__label">{link.label}</span>
						</NavLink>
					</li>
				))}
				<li>
					<Form method="post" action="/cerrar-sesion">
						<button type="submit" className="link-button">
							<span className="sidebar__icon" aria-hidden="true">🚪</span> <span className="sidebar__label">Cierre de sesión</span>
						</button>
					</Form>
				</li>
			</ul>
		</nav>
	)
}
