// URLs of the craftsman search (spec 001 §2), built in one place for pages and components.

/** Results of a place: /encontraroficial/{trade}/{place name}; the postal code tells namesakes apart. */
export function resultsPath(
	serviceSlug: string,
	place: { placeName: string; code?: string },
	query: Record<string, string | number | undefined> = {},
) {
	const params = new URLSearchParams()
	if (place.code) params.set('cp', place.code)
	for (const [key, value] of Object.entries(query))
		if (value !== undefined && value !== '') params.set(key, String(value))
	const search = params.toString()
	return `/encontraroficial/${serviceSlug}/${encodeURIComponent(place.placeName)}${search ? `?${search}` : ''}`
}
