// What stands between a craftsman and sending offers, shown on a job before its offer form: an
// unverified craftsman learns it before typing a whole offer, with the way on (verification, then
// a plan). The gate itself (subscriptions/craftsman-gate.server.ts) still refuses the post, whatever the page showed.
import { prisma } from '#app/lib/db.server.ts'
import { activeSubscriptionWhere } from '#app/models/subscriptions/active-subscription.server.ts'

export type OfferReadiness =
	| { step: 'ready' }
	| {
			step: 'verification'
			/** documents sent and not yet decided by an admin */
			documentsPending: number
			/** why an admin refused the documents, when they did */
			refusedReason: string | null
	  }
	| { step: 'plan' }

export async function getOfferReadiness(userId: string): Promise<OfferReadiness> {
	const profile = await prisma.craftsmanProfile.findUnique({
		where: { userId },
		select: {
			status: true,
			refusedReason: true,
			_count: { select: { documents: { where: { decision: 'pending' } } } },
			user: {
				select: { subscriptions: { where: activeSubscriptionWhere(new Date()), select: { id: true }, take: 1 } },
			},
		},
	})
	if (!profile || profile.status !== 'verified')
		return {
			step: 'verification',
			documentsPending: profile?._count.documents ?? 0,
			refusedReason: profile?.refusedReason ?? null,
		}
	return profile.user.subscriptions.length ? { step: 'ready' } : { step: 'plan' }
}
