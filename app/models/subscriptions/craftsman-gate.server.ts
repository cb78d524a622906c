// Who may contact a client (spec 000 §6, 001 §6): only craftsmen, verified, with a paid plan in
// force. One place, so the page actions and the /api calls refuse with the same words.
import { type Role } from '#app/generated/prisma/enums.ts'
import { AppError, type AppErrorCode } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { activeSubscriptionWhere } from './active-subscription.server.ts'

export type GatedAction = 'message' | 'offer' | 'phone' | 'order-plan'

export const NOT_CRAFTSMAN_MESSAGES: Record<GatedAction, string> = {
	message: 'Inicia sesión como profesional para enviar un mensaje',
	offer: 'Inicia sesión como profesional para enviar una oferta',
	phone: 'Inicia sesión como profesional para ver el número',
	'order-plan': 'Solo los profesionales pueden contratar un plan',
}
export const UNVERIFIED_MESSAGE = 'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.'
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Se requiere una suscripción pagada para esta característica'

export type GateRefusal = {
	allowed: false
	reason: 'anonymous' | 'not-craftsman' | 'unverified' | 'no-subscription'
	message: string
	code: Extract<AppErrorCode, 'unauthenticated' | 'forbidden' | 'payment_required'>
}
export type GateResult = { allowed: true } | GateRefusal

/** Whether `user` may do `action`; ordering a plan needs verification but no plan in force. */
export async function checkCraftsmanGate(
	user: { id: string; role: Role } | null,
	action: GatedAction,
): Promise<GateResult> {
	if (user?.role !== 'oficial') return decideCraftsmanGate(user, action, null)
	// one read-only query on every gated use: the profile and whether a plan is in force; expired
	// rows are marked by the plan pages and the scheduled jobs
	const profile = await prisma.craftsmanProfile.findUnique({
		where: { userId: user.id },
		select: {
			status: true,
			user: {
				select: {
					subscriptions: {
						where: activeSubscriptionWhere(new Date()),
						select: { id: true },
						take: action === 'order-plan' ? 0 : 1,
					},
				},
			},
		},
	})
	return decideCraftsmanGate(
		user,
		action,
		profile && { status: profile.status, subscribed: profile.user.subscriptions.length > 0 },
	)
}

/**
 * The gate's one rule, on what was read: the craftsman's profile status and whether a plan is in
 * force (a chat message reads both in the same statement as the rest it needs).
 */
export function decideCraftsmanGate(
	user: { role: Role } | null,
	action: GatedAction,
	profile: { status: string; subscribed: boolean } | null,
): GateResult {
	if (!user)
		return { allowed: false, reason: 'anonymous', message: NOT_CRAFTSMAN_MESSAGES[action], code: 'unauthenticated' }
	if (user.role !== 'oficial')
		return { allowed: false, reason: 'not-craftsman', message: NOT_CRAFTSMAN_MESSAGES[action], code: 'forbidden' }
	if (profile?.status !== 'verified')
		return { allowed: false, reason: 'unverified', message: UNVERIFIED_MESSAGE, code: 'forbidden' }
	if (action === 'order-plan') return { allowed: true }
	if (!profile.subscribed)
		return {
			allowed: false,
			reason: 'no-subscription',
			message: SUBSCRIPTION_REQUIRED_MESSAGE,
			code: 'payment_required',
		}
	return { allowed: true }
}

/** The gate's refusal as the AppError to throw. */
export function gateError(gate: GateRefusal) {
	return new AppError(gate.code, gate.message)
}

/** Throws the gate's AppError unless `user` may do `action`. */
export async function assertCraftsmanGate(user: { id: string; role: Role } | null, action: GatedAction) {
	const gate = await checkCraftsmanGate(user, action)
	if (!gate.allowed) throw gateError(gate)
}

/** Whether `viewer` is a craftsman who passes the 'phone' gate (for mayViewClientContact). */
export async function craftsmanMayCall(viewer: { id: string; role: Role } | null) {
	return viewer?.role === 'oficial' && (await checkCraftsmanGate(viewer, 'phone')).allowed
}
