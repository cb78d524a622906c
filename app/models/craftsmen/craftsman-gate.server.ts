// Who may contact a client (spec 000 §6, 001 §6): only craftsmen, verified, with a paid plan in
// force. One place, so the page actions and the /api calls refuse with the same words.
import { type Role } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getActiveSubscription } from '#app/models/subscriptions/active-subscription.server.ts'

export type GatedAction = 'message' | 'offer' | 'phone' | 'order-plan'

export const NOT_CRAFTSMAN_MESSAGES: Record<GatedAction, string> = {
	message: 'Inicie sesión como Craftman antes de enviar un mensaje',
	offer: 'Inicie sesión como Craftman antes de enviar una oferta',
	phone: 'Inicie sesión como Craftman para ver el número',
	'order-plan': 'Solo los oficiales pueden contratar un plan',
}
export const UNVERIFIED_MESSAGE = 'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.'
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Se requiere una suscripción pagada para esta característica'

export type GateRefusal = {
	allowed: false
	reason: 'anonymous' | 'not-craftsman' | 'unverified' | 'no-subscription'
	message: string
	/** HTTP status for /api answers */
	status: 401 | 403 | 402
}
export type GateResult = { allowed: true } | GateRefusal

/** Whether `user` may do `action`; ordering a plan needs verification but no plan in force. */
export async function checkCraftsmanGate(
	user: { id: string; role: Role } | null,
	action: GatedAction,
): Promise<GateResult> {
	if (!user) return { allowed: false, reason: 'anonymous', message: NOT_CRAFTSMAN_MESSAGES[action], status: 401 }
	if (user.role !== 'oficial')
		return { allowed: false, reason: 'not-craftsman', message: NOT_CRAFTSMAN_MESSAGES[action], status: 403 }
	const profile = await prisma.craftsmanProfile.findUnique({ where: { userId: user.id }, select: { status: true } })
	if (profile?.status !== 'verified')
		return { allowed: false, reason: 'unverified', message: UNVERIFIED_MESSAGE, status: 403 }
	if (action === 'order-plan') return { allowed: true }
	const subscription = await getActiveSubscription(user.id)
	if (!subscription)
		return { allowed: false, reason: 'no-subscription', message: SUBSCRIPTION_REQUIRED_MESSAGE, status: 402 }
	return { allowed: true }
}
