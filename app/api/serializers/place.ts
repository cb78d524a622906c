import { type Place } from '#app/models/postal-codes/postal-codes.server.ts'

/** DB place → the legacy postal record shape (`_id`, `Place_Name`, `Postal_Code`). */
export function serializePlace(place: Place) {
	return {
		_id: String(place.id),
		Place_Name: place.placeName,
		Postal_Code: place.code,
		Province: place.province,
		Latitude: place.latitude,
		Longitude: place.longitude,
	}
}
