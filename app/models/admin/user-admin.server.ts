// The admin's user directory and blocking. A blocked user cannot sign in
// (verifyLogin), and every session and API token lookup refuses them; blocking also ends their
// sessions and tokens, so nothing they held keeps working once access is restored elsewhere.
import { AppError } from '#app/lib/app-error.ts'
import { Prisma } from '#app/generated/prisma/client.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { endAllSessions } from '#app/models/auth/sessions.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { profileSelect } from '#app/models/users/users.server.ts'

export const USER_MESSAGES = {
	notFound: 'No existe ningún usuario con ese identificador',
	self: 'No puedes bloquear tu propia cuenta',
	admin: 'Las cuentas de administración no se bloquean desde el panel',
	alreadyBlocked: 'Este usuario ya está bloqueado',
	notBlocked: 'Este usuario no está bloqueado',
	deleted: 'Esta cuenta la eliminó su titular: no se puede desbloquear',
	blocked: 'Usuario bloqueado. Se han cerrado todas sus sesiones.',
	unblocked: 'Usuario desbloqueado. Ya puede volver a iniciar sesión.',
} as const

const listSelect = {
	...profileSelect,
	blockedAt: true,
	blockedReason: true,
	deletedAt: true,
	createdAt: true,
	craftsman: { select: { id: true, status: true, companyName: true, companySlug: true, refusedReason: true } },
} as const satisfies Prisma.UserSelect

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof listSelect }>

// lower() and these pairs make 'jose' find 'José' and 'PEÑA' find 'peña' without the unaccent extension
const FROM = 'áàâäéèêëíìîïóòôöúùûüñç'
const TO = 'aaaaeeeeiiiioooouuuunc'
const fold = (sql: Prisma.Sql) => Prisma.sql`translate(lower(${sql}), ${FROM}, ${TO})`

/** One page of users, newest first, filtered by role and by text in name, last name, email or company. */
export async function listUsers({
	role,
	search,
	page,
	pageSize,
}: {
	role?: Role | null
	search?: string | null
	page: number
	pageSize: number
}) {
	const text = search?.trim().slice(0, 100) ?? ''
	const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`]
	if (role) conditions.push(Prisma.sql`u.role = ${role}::"Role"`)
	if (text) {
		const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
		const folded = fold(Prisma.sql`${pattern}`)
		conditions.push(Prisma.sql`(${fold(Prisma.sql`u.name`)} LIKE ${folded} OR ${fold(Prisma.sql`u."lastName"`)} LIKE ${folded}
			OR ${fold(Prisma.sql`u.name || ' ' || u."lastName"`)} LIKE ${folded}
			OR lower(u.email) LIKE ${folded} OR ${fold(Prisma.sql`coalesce(cp."companyName", '')`)} LIKE ${folded})`)
	}
	const rows = await prisma.$queryRaw<Array<{ id: string; total: number }>>`
		SELECT u.id, (count(*) OVER ())::int AS total
		FROM "User" u LEFT JOIN "CraftsmanProfile" cp ON cp."userId" = u.id
		WHERE ${Prisma.join(conditions, ' AND ')}
		ORDER BY u."createdAt" DESC, u.id DESC
		LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`
	const total = rows[0]?.total ?? (page > 1 ? await countUsers(conditions) : 0)
	const found = await prisma.user.findMany({ where: { id: { in: rows.map((row) => row.id) } }, select: listSelect })
	const byId = new Map(found.map((user) => [user.id, user]))
	return { users: rows.map((row) => byId.get(row.id)!).filter(Boolean), total, totalPages: Math.ceil(total / pageSize) }
}

async function countUsers(conditions: Prisma.Sql[]) {
	const [row] = await prisma.$queryRaw<Array<{ total: number }>>`
		SELECT count(*)::int AS total FROM "User" u LEFT JOIN "CraftsmanProfile" cp ON cp."userId" = u.id
		WHERE ${Prisma.join(conditions, ' AND ')}`
	return row?.total ?? 0
}

/** One user with what an admin needs to judge them: state, contact data and activity counts. */
export async function getUserForAdmin(userId: string) {
	const user = await prisma.user.findUnique({
		where: { id: userId },
		select: {
			...listSelect,
			_count: { select: { jobs: true, offersSent: true, reviewsWritten: true } },
			craftsman: { select: { ...listSelect.craftsman.select, _count: { select: { reviews: true } } } },
		},
	})
	return user
}

type Target = { adminId: string; userId: string }

/**
 * Blocks a user with a reason. Refused: oneself, unknown ids, an already blocked user, and other
 * admins (docs/decisions/037-admin-verification-and-blocking.md: admin accounts are managed by the operator, so one admin cannot lock
 * the others, or the last one, out of the panel).
 */
export async function blockUser({ adminId, userId, reason }: Target & { reason: string }, now = new Date()) {
	if (userId === adminId) throw new AppError('forbidden', USER_MESSAGES.self)
	await prisma.$transaction(async (tx) => {
		const user = await tx.user.findUnique({ where: { id: userId }, select: { role: true, email: true } })
		if (!user) throw new AppError('not_found', USER_MESSAGES.notFound)
		if (user.role === 'admin') throw new AppError('forbidden', USER_MESSAGES.admin)
		// blockedAt in the where: of two admins blocking at once, only one writes (and logs)
		const { count } = await tx.user.updateMany({
			where: { id: userId, blockedAt: null },
			data: { blockedAt: now, blockedReason: reason },
		})
		if (count === 0) throw new AppError('conflict', USER_MESSAGES.alreadyBlocked)
		await recordAdminAction(
			{
				actorId: adminId,
				action: 'user.block',
				targetType: 'user',
				targetId: userId,
				details: { email: user.email, role: user.role, reason },
			},
			tx,
		)
	})
	// after the commit: every lookup already refuses a blocked user, this removes the rows themselves
	await endAllSessions(userId)
	return { message: USER_MESSAGES.blocked }
}

export async function unblockUser({ adminId, userId }: Target) {
	await prisma.$transaction(async (tx) => {
		const user = await tx.user.findUnique({
			where: { id: userId },
			select: { email: true, blockedReason: true, deletedAt: true },
		})
		if (!user) throw new AppError('not_found', USER_MESSAGES.notFound)
		// a deleted account is blocked too (account-deletion.server.ts); unblocking it would revive an empty shell
		if (user.deletedAt) throw new AppError('conflict', USER_MESSAGES.deleted)
		const { count } = await tx.user.updateMany({
			where: { id: userId, blockedAt: { not: null }, deletedAt: null },
			data: { blockedAt: null, blockedReason: null },
		})
		if (count === 0) throw new AppError('conflict', USER_MESSAGES.notBlocked)
		await recordAdminAction(
			{
				actorId: adminId,
				action: 'user.unblock',
				targetType: 'user',
				targetId: userId,
				details: { email: user.email, previousReason: user.blockedReason },
			},
			tx,
		)
	})
	return { message: USER_MESSAGES.unblocked }
}
