// The wizard's steps on the server: which steps a poster gets, what each POST does to the draft.
import { prisma } from '#app/lib/db.server.ts'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'
import { type JobDraft } from './job-draft.server.ts'
import { SIGNED_IN_STEPS, STEPS, type Step } from './job-wizard.schema.ts'

export function stepsFor(signedIn: boolean): readonly Step[] {
	return signedIn ? SIGNED_IN_STEPS : STEPS
}

export function neighbourStep(steps: readonly Step[], step: Step, direction: 1 | -1) {
	return steps[steps.indexOf(step) + direction] ?? null
}

/** The places a postal code may mean; the poster picks one (spec: 'Ubicación no encontrada' otherwise). */
export async function placesForZip(zip: string) {
	return /^\d{5}$/.test(zip) ? searchPlaces(zip, 40) : []
}

/** True when `postalCodeId` is one of the places of `zip`. */
export async function placeMatchesZip(postalCodeId: number, zip: string) {
	return (await prisma.postalCode.count({ where: { id: postalCodeId, code: zip } })) === 1
}

/** The job as the draft describes it, once every step holds. */
export function jobFromDraft(draft: JobDraft) {
	const data = draft.data
	if (!draft.serviceId || !draft.postalCodeId || !data.workingSchedule) return null
	return {
		serviceId: draft.serviceId,
		serviceTitle: data.serviceTitle,
		otherTitle: data.otherTitle,
		squareMeters: data.squareMeters,
		rooms: data.rooms,
		floors: data.floors,
		description: data.description,
		images: data.images ?? [],
		postalCodeId: draft.postalCodeId,
		workingSchedule: data.workingSchedule,
		requestedCraftsmanId: data.requestedCraftsmanId ?? null,
		openToOthers: Boolean(data.openToOthers),
	}
}
