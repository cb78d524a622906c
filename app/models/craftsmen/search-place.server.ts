// The place a visitor searches around: a postal code or a place name, as typed or picked.
import { prisma } from '#app/lib/db.server.ts'
import { ttlCache } from '#app/lib/ttl-cache.server.ts'
import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'
import { type Place, searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'

export const INVALID_PLACE = 'Por favor, selecciona una ubicación válida'
export const AMBIGUOUS_PLACE = 'Hay varios lugares con ese nombre. Elige el tuyo.'

export type CityResolution =
	{ status: 'found'; place: Place } | { status: 'missing' | 'unknown' | 'ambiguous'; message: string; options: Place[] }

/**
 * `city` is a place name ("Málaga", accent-insensitive) or a postal code; `code` (optional)
 * picks one of several places that share a name. A unique exact name is found; several exact
 * names are ambiguous unless one is a city next to villages; no exact name is unknown, with the nearest matches as options.
 */
export async function resolveCity(city: string | null | undefined, code?: string | null): Promise<CityResolution> {
	const text = (city ?? '').trim().slice(0, 60)
	if (!text) return { status: 'missing', message: INVALID_PLACE, options: [] }
	return resolutions.get(`${text}\n${code ?? ''}`, () => lookUpCity(text, code))
}

// postal codes change only when they are imported again: each instance keeps a resolved place
// for 5 minutes (the results page looked it up on every request)
const resolutions = ttlCache<string, CityResolution>({ ttlMs: 5 * 60_000 })

async function lookUpCity(text: string, code?: string | null): Promise<CityResolution> {
	if (/^\d{5}$/.test(text)) {
		const place = await prisma.postalCode.findFirst({
			where: { code: text },
			orderBy: { id: 'asc' },
			select: placeSelect,
		})
		return place ? { status: 'found', place } : { status: 'unknown', message: INVALID_PLACE, options: [] }
	}
	const name = normalizeSearchText(text)
	if (code && /^\d{5}$/.test(code)) {
		const place = await prisma.postalCode.findFirst({ where: { code, searchName: name }, select: placeSelect })
		if (place) return { status: 'found', place }
	}
	const options = await searchPlaces(text)
	const exact = options.filter((place) => normalizeSearchText(place.placeName) === name)
	if (exact.length === 1) return { status: 'found', place: exact[0] }
	if (exact.length > 1) {
		const main = await dominantPlace(name, exact)
		return main ? { status: 'found', place: main } : { status: 'ambiguous', message: AMBIGUOUS_PLACE, options: exact }
	}
	return { status: 'unknown', message: INVALID_PLACE, options }
}

/**
 * Among namesakes, the one with at least twice as many postal codes as any other and more than
 * one: "Madrid" is the capital, not the hamlet of the same name in Almería.
 */
async function dominantPlace(name: string, places: Place[]) {
	const counts = await prisma.postalCode.groupBy({
		by: ['placeName', 'province'],
		where: { searchName: name },
		_count: { _all: true },
	})
	const sorted = counts.sort((a, b) => b._count._all - a._count._all)
	const [first, second] = sorted
	if (!first || first._count._all < 2 || (second && first._count._all < 2 * second._count._all)) return null
	return places.find((place) => place.placeName === first.placeName && place.province === first.province) ?? null
}

const placeSelect = { id: true, code: true, placeName: true, province: true, latitude: true, longitude: true } as const
