// Reading the audit log: newest first, 20 a page, filtered by verb, admin, target
// type, Madrid calendar days and a fragment of the target id.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { madridMidnight } from '#app/queue/madrid-time.ts'
import { type AuditFilter } from './audit-log.schema.ts'

export const AUDIT_PAGE_SIZE = 20

function where(filter: AuditFilter): Prisma.AuditLogWhereInput {
	const createdAt: Prisma.DateTimeFilter = {}
	if (filter.desde) createdAt.gte = madridMidnight(filter.desde)
	// up to the end of that day: the next day's midnight (a day of a clock change is 23 or 25 hours)
	if (filter.hasta)
		createdAt.lt = madridMidnight(new Date(Date.parse(filter.hasta) + 86_400_000).toISOString().slice(0, 10))
	return {
		action: filter.accion,
		actorId: filter.admin,
		targetType: filter.tipo,
		targetId: filter.objetivo ? { contains: filter.objetivo, mode: 'insensitive' } : undefined,
		createdAt: filter.desde || filter.hasta ? createdAt : undefined,
	}
}

export async function listAuditLog(filter: AuditFilter) {
	const condition = where(filter)
	const [total, rows] = await Promise.all([
		prisma.auditLog.count({ where: condition }),
		prisma.auditLog.findMany({
			where: condition,
			orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
			skip: (filter.pagina - 1) * AUDIT_PAGE_SIZE,
			take: AUDIT_PAGE_SIZE,
			select: {
				id: true,
				createdAt: true,
				action: true,
				targetType: true,
				targetId: true,
				details: true,
				actingAsId: true,
				actor: { select: { id: true, name: true, lastName: true, email: true } },
			},
		}),
	])
	const actingIds = [...new Set(rows.map((row) => row.actingAsId).filter((id): id is string => Boolean(id)))]
	const acting = actingIds.length
		? await prisma.user.findMany({
				where: { id: { in: actingIds } },
				select: { id: true, name: true, lastName: true, email: true },
			})
		: []
	const byId = new Map(acting.map((user) => [user.id, user]))
	return {
		total,
		pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
		entries: rows.map((row) => ({
			...row,
			actingAs: row.actingAsId
				? (byId.get(row.actingAsId) ?? { id: row.actingAsId, name: '', lastName: '', email: '' })
				: null,
		})),
	}
}

/** The choices of the filter form: the verbs and target types used so far, and the admins. */
export async function getAuditFilterOptions() {
	const [actions, types, admins] = await Promise.all([
		prisma.auditLog.findMany({ distinct: ['action'], select: { action: true }, orderBy: { action: 'asc' } }),
		prisma.auditLog.findMany({
			distinct: ['targetType'],
			select: { targetType: true },
			orderBy: { targetType: 'asc' },
		}),
		prisma.user.findMany({
			where: { OR: [{ role: 'admin' }, { auditEntries: { some: {} } }] },
			select: { id: true, name: true, lastName: true, email: true },
			orderBy: { email: 'asc' },
		}),
	])
	return { actions: actions.map((a) => a.action), targetTypes: types.map((t) => t.targetType), admins }
}
