// A job of the public feed or the job detail → the legacy /api job shape (spec 001 §3 'Job'),
// with what only some callers may see: the distance, this craftsman's offer and, on the detail
// only, the client's contact as clientContactAccess allows (spec 001 §1: never in lists).
import { type FeedJob } from '#app/models/jobs/job-feed.server.ts'
import { type ClientContact } from '#app/models/jobs/client-contact.server.ts'
import { MAX_OFFERS_PER_JOB } from '#app/models/offers/offer-cap.ts'
import { serializeJob } from './job.ts'

type Visibility = {
	/** signed-in callers get the distance */
	signedIn: boolean
	/** the job detail: what of the client's contact this caller sees */
	contact?: ClientContact
	offer?: { id: string; price: number } | null
}

export function serializePublicJob(
	job: Omit<FeedJob, 'distanceKm'> & { distanceKm: number | null },
	{ signedIn, contact, offer }: Visibility,
) {
	return {
		...serializeJob(job),
		image: job.images[0] ?? null,
		// The places taken before a craftsman commits
		offerCount: job.offerCount,
		maxOffers: MAX_OFFERS_PER_JOB,
		...(signedIn && { distance: job.distanceKm }),
		...(contact && serializeContact(contact)),
		...(offer !== undefined && {
			is_offer_sent: Boolean(offer),
			price: offer?.price ?? null,
			offerId: offer?.id ?? null,
		}),
	}
}

/** `contactAccess` always; `contactDetails` once the caller may see it, the phone once revealed. */
function serializeContact({ access, mayReveal, contact, revealedAt }: ClientContact) {
	return {
		contactAccess: access,
		mayRevealPhone: mayReveal,
		...(contact && {
			contactDetails: { name: contact.name, email: contact.email, phone: contact.phone ?? '' },
			phoneRevealedAt: revealedAt?.toISOString() ?? null,
		}),
	}
}
