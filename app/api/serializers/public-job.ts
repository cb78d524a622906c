// A job of the public feed or the job detail → the legacy /api job shape (spec 001 §3 'Job'),
// with what only some callers may see: the distance, the client's contact, this craftsman's offer.
import { type FeedJob } from '#app/models/jobs/job-feed.server.ts'
import { MAX_OFFERS_PER_JOB } from '#app/models/offers/offer-cap.ts'
import { serializeJob } from './job.ts'

type Visibility = {
	/** signed-in callers get the distance and the client's name */
	signedIn: boolean
	/** the phone and email too (owner, admin, or a craftsman past the 'phone' gate) */
	fullContact?: boolean
	offer?: { id: string; price: number } | null
}

export function serializePublicJob(
	job: Omit<FeedJob, 'distanceKm'> & { distanceKm: number | null },
	{ signedIn, fullContact = false, offer }: Visibility,
) {
	const { contactDetails, ...base } = serializeJob(job)
	return {
		...base,
		image: job.images[0] ?? null,
		// issue 17 §1: the places taken before a craftsman commits
		offerCount: job.offerCount,
		maxOffers: MAX_OFFERS_PER_JOB,
		...(signedIn && {
			distance: job.distanceKm,
			contactDetails: {
				name: contactDetails.name,
				email: fullContact ? contactDetails.email : '',
				phone: fullContact ? contactDetails.phone : '',
			},
		}),
		...(offer !== undefined && {
			is_offer_sent: Boolean(offer),
			price: offer?.price ?? null,
			offerId: offer?.id ?? null,
		}),
	}
}
