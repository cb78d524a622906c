import { type Role } from '#app/generated/prisma/enums.ts'
import { paths } from '#app/lib/paths.ts'

export type { Role }

/** Spec 000 §2: the dashboard segment of each role; 'client' is an old spelling of 'cliente'. */
const SEGMENT_ROLES: Record<string, Role> = {
	admin: 'admin',
	oficial: 'oficial',
	cliente: 'cliente',
	client: 'cliente',
}

export function roleForSegment(segment: string | undefined): Role | null {
	return (segment && SEGMENT_ROLES[segment]) || null
}

export function dashboardPath(role: Role | string) {
	const known = roleForSegment(role)
	return known ? paths.dashboard(known) : '/'
}

export const ROLE_LABELS: Record<Role, string> = { cliente: 'Cliente', oficial: 'Oficial', admin: 'Administrador' }
