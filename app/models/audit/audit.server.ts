// The audit log: every admin action, and every action an admin takes while acting
// as another user, is one AuditLog row: who, what, on what, when. Written in the same
// transaction as the change it records, so there is never a change without its entry.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'

export type AuditEntry = {
	/** the admin who did it */
	actorId: string
	/** the user the admin was acting as, if any */
	actingAsId?: string | null
	/** a stable verb, e.g. 'craftsman.verify', 'user.block', 'payment.confirm' */
	action: string
	/** what it was done to: 'user', 'craftsman', 'payment', 'plan', 'job', 'review'… */
	targetType: string
	targetId?: string | null
	/** reason, amounts, previous values: whatever makes the entry understandable later */
	details?: Prisma.InputJsonObject
}

type Db = Pick<Prisma.TransactionClient, 'auditLog'>

export function recordAdminAction(entry: AuditEntry, db: Db = prisma) {
	return db.auditLog.create({
		data: {
			actorId: entry.actorId,
			actingAsId: entry.actingAsId ?? null,
			action: entry.action,
			targetType: entry.targetType,
			targetId: entry.targetId ?? null,
			details: entry.details ?? {},
		},
		select: { id: true },
	})
}
