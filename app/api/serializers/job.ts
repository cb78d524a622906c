// DB job → the legacy /api job shape (spec 001 §3 'Job'). `contactDetails` only when the row
// carries the contact: the client's own jobs; the feed never reads it (spec 001 §1).
type JobRow = {
	id: string
	listingId: number
	serviceTitle: string | null
	otherTitle: string | null
	squareMeters: number | null
	rooms: number | null
	floors: number | null
	description: string
	images: string[]
	workingSchedule: string
	status: string
	contactName?: string
	contactEmail?: string
	contactPhone?: string
	ownerId: string
	createdAt: Date
	service: { id: string; slug: string; name: string }
	postalCode: { id: number; code: string; placeName: string }
	requestedCraftsmanId?: string | null
	openToOthers?: boolean
}

/**
 * The spec's spelling of working_schedule (001 §3): «rápidamente», accented. Stored without the
 * accent (a Postgres enum label and older clients); input takes both (app/api/schemas/jobpost.ts).
 */
export const apiWorkingSchedule = (stored: string) => (stored === 'rapidamente' ? 'rápidamente' : stored)

export function serializeJob(job: JobRow) {
	return {
		_id: job.id,
		listingId: job.listingId,
		category: job.service.name,
		categorySlug: job.service.slug,
		serviceTitle: { service_title: job.serviceTitle ?? '', other_title: job.otherTitle ?? '' },
		additional_details: { square_meters: job.squareMeters, how_many_rooms: job.rooms, how_many_floors: job.floors },
		additional_job_description: job.description,
		images: job.images,
		location: serializeJobLocation(job.postalCode),
		Postal_Code: job.postalCode.code,
		working_schedule: apiWorkingSchedule(job.workingSchedule),
		status: job.status,
		...(job.contactName !== undefined && {
			contactDetails: { name: job.contactName, email: job.contactEmail ?? '', phone: job.contactPhone ?? '' },
		}),
		userId: job.ownerId,
		createdAt: job.createdAt.toISOString(),
		// a direct request, on the client's own jobs only
		...(job.requestedCraftsmanId && {
			requestedCraftsman: job.requestedCraftsmanId,
			showToOthers: Boolean(job.openToOthers),
		}),
	}
}

/** Who revealed the phone of a client's own job, and when (spec 001 §1). */
export function serializePhoneReveal(reveal: { craftsmanId: string; companyName: string; revealedAt: Date }) {
	return {
		craftsmanId: reveal.craftsmanId,
		company_name: reveal.companyName,
		revealedAt: reveal.revealedAt.toISOString(),
	}
}

/**
 * A job's place as the contract's clients read it (spec 001 §3: «address id when written;
 * place_name when read»): they show `location.place_name`, and the written id comes back as `_id`.
 * `Place_Name`/`Postal_Code` repeat it in the postal record's own spelling.
 */
export function serializeJobLocation(place: { id: number; code: string; placeName: string }) {
	return { _id: String(place.id), place_name: place.placeName, Place_Name: place.placeName, Postal_Code: place.code }
}
