// Spec 000 §1 / an admin may act on behalf of another user. The admin's own Session
// row carries `actingAsUserId`; getSessionUser then resolves the session to that user, with the
// real admin beside it (`actingAdmin`). Starting and stopping are audit entries.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'

export const ACT_AS_MESSAGES = {
	notFound: 'No existe ese usuario.',
	admin: 'No se puede actuar como otro administrador.',
	blocked: 'No se puede actuar como un usuario bloqueado.',
	self: 'No puedes actuar como tú mismo.',
	alreadyActing: 'Ya estás actuando como otro usuario. Vuelve primero a tu cuenta.',
	started: (name: string) => `Ahora actúas como ${name}. Todo lo que hagas queda registrado.`,
	stopped: 'Has vuelto a tu cuenta.',
	// what an admin may not do in someone else's name (see docs: the account's secrets stay its owner's)
	refusedWhileActing: 'Mientras actúas como otro usuario no puedes cambiar su contraseña ni eliminar su cuenta.',
} as const

export const ACT_AS_EXPORT_REFUSED = 'Mientras actúas como otro usuario no puedes descargar sus datos.'

const targetSelect = { id: true, name: true, lastName: true, email: true, role: true, blockedAt: true } as const

/** Why acting as this user is refused, or null. */
function refusal(adminId: string, target: { id: string; role: string; blockedAt: Date | null } | null) {
	if (!target) return new AppError('not_found', ACT_AS_MESSAGES.notFound)
	if (target.id === adminId) return new AppError('conflict', ACT_AS_MESSAGES.self)
	if (target.role === 'admin') return new AppError('conflict', ACT_AS_MESSAGES.admin)
	if (target.blockedAt) return new AppError('conflict', ACT_AS_MESSAGES.blocked)
	return null
}

/** The confirmation page's data: who the admin would act as, and why not, if refused. */
export async function getActAsTarget(adminId: string, userId: string) {
	const target = await prisma.user.findUnique({ where: { id: userId }, select: targetSelect })
	if (!target) return null
	return { user: target, refusal: refusal(adminId, target)?.message ?? null }
}

export async function startActingAs({
	sessionId,
	adminId,
	userId,
}: {
	sessionId: string
	adminId: string
	userId: string
}) {
	return prisma.$transaction(async (tx) => {
		const target = await tx.user.findUnique({ where: { id: userId }, select: targetSelect })
		const refused = refusal(adminId, target)
		if (refused) throw refused
		// the condition is in the update, so two tabs starting at once cannot both win
		const { count } = await tx.session.updateMany({
			where: { id: sessionId, userId: adminId, actingAsUserId: null },
			data: { actingAsUserId: userId },
		})
		if (count !== 1) throw new AppError('conflict', ACT_AS_MESSAGES.alreadyActing)
		await recordAdminAction(
			{
				actorId: adminId,
				actingAsId: userId,
				action: 'act-as.start',
				targetType: 'user',
				targetId: userId,
				details: { email: target!.email },
			},
			tx,
		)
		return target!
	})
}

/** Ends acting for this session; false when the session was not acting. */
export async function stopActing(sessionId: string) {
	return prisma.$transaction(async (tx) => {
		const session = await tx.session.findUnique({
			where: { id: sessionId },
			select: { userId: true, actingAsUserId: true },
		})
		if (!session?.actingAsUserId) return false
		await tx.session.update({ where: { id: sessionId }, data: { actingAsUserId: null } })
		// a device subscribed in the user's name from this session would keep the admin hearing of them
		await tx.pushSubscription.deleteMany({ where: { sessionId, userId: session.actingAsUserId } })
		await recordAdminAction(
			{
				actorId: session.userId,
				actingAsId: session.actingAsUserId,
				action: 'act-as.stop',
				targetType: 'user',
				targetId: session.actingAsUserId,
			},
			tx,
		)
		return true
	})
}
