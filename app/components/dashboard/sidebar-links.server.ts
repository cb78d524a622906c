import { type SidebarLink } from '#app/components/dashboard/sidebar.tsx'
import { type Role } from '#app/generated/prisma/enums.ts'

const LINKS: Record<Role, SidebarLink[]> = {
	cliente: [
		{ href: '', label: 'Resumen', icon: '🏠' },
		{ href: 'trabajos', label: 'Mis trabajos', icon: '📋' },
		{ href: 'opiniones', label: 'Mis opiniones', icon: '⭐' },
		{ href: 'mensajes', label: 'Mensajes', icon: '💬' },
		{ href: 'avisos', label: 'Avisos en el móvil', icon: '📲' },
		{ href: 'perfil', label: 'Mi perfil', icon: '👤' },
		{ href: 'cuenta', label: 'Mis datos', icon: '🗂️' },
		{ href: 'contrasena', label: 'Contraseña', icon: '🔑' },
	],
	oficial: [
		{ href: '', label: 'Resumen', icon: '🏠' },
		{ href: 'pedidos', label: 'Mis ofertas', icon: '🧰' },
		{ href: 'actividad', label: 'Tu actividad', icon: '📈' },
		{ href: 'listadeempleos', label: 'Lista de empleos', icon: '🔎' },
		{ href: 'alertasdeempleo', label: 'Alertas de empleo', icon: '🔔' },
		{ href: 'mensajes', label: 'Mensajes', icon: '💬' },
		{ href: 'avisos', label: 'Avisos en el móvil', icon: '📲' },
		{ href: 'vacaciones', label: 'Modo vacaciones', icon: '🏖️' },
		{ href: 'editarperfil', label: 'Editar perfil', icon: '🛠️' },
		{ href: 'opinionesycomentarios', label: 'Opiniones', icon: '⭐' },
		{ href: 'garantias', label: 'Garantías', icon: '🛡️' },
		{ href: 'cuenta', label: 'Mis datos', icon: '🗂️' },
		{ href: 'contrasena', label: 'Contraseña', icon: '🔑' },
		{ href: 'gestiondesuscripcion', label: 'Suscripción', icon: '💳' },
		{ href: 'configuracionesdepago', label: 'Pagos', icon: '🧾' },
	],
	// Each admin page checks the role itself (requireRole in loader and action)
	admin: [
		{ href: '', label: 'Resumen', icon: '🏠' },
		{ href: 'verificaciones', label: 'Verificaciones', icon: '🪪' },
		{ href: 'transferencias', label: 'Transferencias', icon: '🏦' },
		{ href: 'usuarios', label: 'Usuarios', icon: '👥' },
		{ href: 'planes', label: 'Planes', icon: '📦' },
		{ href: 'moderacion', label: 'Moderación', icon: '🚩' },
		{ href: 'opiniones-retenidas', label: 'Opiniones retenidas', icon: '⏸️' },
		{ href: 'opiniones-reclamadas', label: 'Opiniones reclamadas', icon: '⚖️' },
		{ href: 'garantias-escaladas', label: 'Garantías escaladas', icon: '🛡️' },
		{ href: 'auditoria', label: 'Auditoría', icon: '📜' },
		{ href: 'tareas', label: 'Tareas', icon: '⚙️' },
		{ href: 'mensajes', label: 'Mensajes', icon: '💬' },
		{ href: 'avisos', label: 'Avisos en el móvil', icon: '📲' },
		{ href: 'cuenta', label: 'Mis datos', icon: '🗂️' },
		{ href: 'contrasena', label: 'Contraseña', icon: '🔑' },
	],
}

/** The side panel's links of a role, sent with the dashboard layout's data (docs/decisions/017-page-weight.md). */
export function sidebarLinks(role: Role): SidebarLink[] {
	return LINKS[role]
}
