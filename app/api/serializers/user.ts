// DB user → the legacy /api user shape (spec 000 §3 'User').
type UserRow = {
	id: string
	email: string
	name: string
	lastName: string
	phone: string
	streetAddress: string
	role: string
	profilePhoto: string | null
	postalCode: { id: number; code: string; placeName: string; latitude: number; longitude: number } | null
}

export function serializeAddress(place: UserRow['postalCode']) {
	if (!place) return null
	return {
		_id: String(place.id),
		Place_Name: place.placeName,
		Postal_Code: place.code,
		Latitude: place.latitude,
		Longitude: place.longitude,
	}
}

export function serializeUser(user: UserRow) {
	return {
		_id: user.id,
		email: user.email,
		name: user.name,
		lastName: user.lastName,
		phone: user.phone,
		streetAddress: user.streetAddress,
		role: user.role,
		profile_photo: user.profilePhoto,
		zipCode: user.postalCode?.code ?? null,
		address: serializeAddress(user.postalCode),
	}
}
