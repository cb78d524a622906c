import { prisma } from '#app/lib/db.server.ts'
import { normalizeSearchText } from './normalize.ts'

export type Place = {
	id: number
	code: string
	placeName: string
	province: string
	latitude: number
	longitude: number
}

export const PLACE_SUGGESTIONS_LIMIT = 12

/**
 * Places for a typed text: a postal-code prefix ("280") or part of a place name, accent- and
 * case-insensitive ("cadiz" finds Cádiz). Names match at the start of the name or of any part
 * of it ("alacant" finds "Alicante/Alacant").
 */
export async function searchPlaces(text: string, limit = PLACE_SUGGESTIONS_LIMIT): Promise<Place[]> {
	const query = normalizeSearchText(text)
	if (!query) return []
	if (/^\d{1,5}$/.test(query)) {
		return prisma.postalCode.findMany({
			where: { code: { startsWith: query } },
			orderBy: [{ code: 'asc' }, { placeName: 'asc' }],
			take: limit,
			select: placeSelect,
		})
	}
	const pattern = escapeLike(query)
	// One row per place and province (its first code). Exact names first, then names that start
	// with the text, then the rest; within each, places with more postal codes (larger towns) first.
	return prisma.$queryRaw<Place[]>`
		WITH matches AS (
			SELECT id, code, "placeName", province, latitude, longitude, "searchName",
			       count(*) OVER place AS codes, row_number() OVER (place ORDER BY code, id) AS n
			FROM "PostalCode"
			WHERE "searchName" LIKE ${'%' + pattern + '%'}
			WINDOW place AS (PARTITION BY "placeName", province)
		)
		SELECT id, code, "placeName", province, latitude, longitude
		FROM matches
		WHERE n = 1
		ORDER BY "searchName" = ${query} DESC, "searchName" LIKE ${pattern + '%'} DESC, codes DESC, "searchName", province
		LIMIT ${limit}`
}

export function getPlace(id: number) {
	return prisma.postalCode.findUnique({ where: { id }, select: placeSelect })
}

const placeSelect = {
	id: true,
	code: true,
	placeName: true,
	province: true,
	latitude: true,
	longitude: true,
} as const

function escapeLike(text: string) {
	return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * The place a form means by a postal code and an optional chosen place: the chosen one when it
 * belongs to the code; else (a form sent without «Buscar», before the places appeared, or with a
 * place left checked from the code typed before) the code's only place, or `several` for the
 * person to pick one; `none` when the code has no place.
 */
export async function resolvePlace(
	zip: string,
	placeId: number | null | undefined,
): Promise<{ kind: 'one'; id: number } | { kind: 'several' } | { kind: 'none' }> {
	if (!/^\d{5}$/.test(zip)) return { kind: 'none' }
	if (placeId && (await prisma.postalCode.count({ where: { id: placeId, code: zip } })))
		return { kind: 'one', id: placeId }
	const places = await prisma.postalCode.findMany({ where: { code: zip }, select: { id: true }, take: 2 })
	if (places.length === 1) return { kind: 'one', id: places[0]!.id }
	return places.length ? { kind: 'several' } : { kind: 'none' }
}

/**
 * For forms whose schema needs the place (registration, personal data): when the typed code has
 * one place, it is the place, chosen or not (resolvePlace). Changes `form` in place.
 */
export async function fillOnlyPlace(form: FormData, { zip, place }: { zip: string; place: string }) {
	const chosen = Number(form.get(place))
	const resolved = await resolvePlace(String(form.get(zip) ?? '').trim(), Number.isSafeInteger(chosen) ? chosen : null)
	if (resolved.kind === 'one') form.set(place, String(resolved.id))
}

/** Said when a postal code has several places and none was chosen. */
export const CHOOSE_PLACE = 'Este código postal tiene varios lugares: elige el tuyo'
