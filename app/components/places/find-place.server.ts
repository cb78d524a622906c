// The «Buscar» step of the place picker (place-picker.tsx) on the server. With JavaScript the
// places of a typed postal code appear as one types; without it, «Buscar» posts the whole form with
// intent FIND_PLACE and the action answers with the code's places in one of two ways, written here
// once: a page that reads the code from its URL is sent back to itself with `?cp=` (and whatever
// else it keeps), a form that keeps its typed values answers with the places beside its reply.
import { redirect } from '@remix-run/node'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'
import { FIND_PLACE } from './place-picker.tsx'

export { FIND_PLACE }

/** Whether `form` was posted by the picker's «Buscar» button. */
export const isFindingPlace = (form: FormData) => form.get('intent') === FIND_PLACE

/**
 * Back to `path` (which may carry its own query) with the typed code as `cp` and the `keep`
 * values after it, for the page's loader to list the code's places.
 */
export function findPlaceRedirect(
	path: string,
	zip: FormDataEntryValue | null,
	keep: Array<[name: string, value: string]> = [],
) {
	const url = new URL(path, 'http://localhost')
	url.searchParams.set('cp', String(zip ?? '').trim())
	for (const [name, value] of keep) url.searchParams.append(name, value)
	return redirect(`${url.pathname}${url.search}`)
}

/** The places of the postal code typed in `form`'s `field` (none until it has five digits). */
export async function placesOfTypedZip(form: FormData, field: string) {
	const zip = String(form.get(field) ?? '').trim()
	return /^\d{5}$/.test(zip) ? searchPlaces(zip, 40) : []
}
