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
