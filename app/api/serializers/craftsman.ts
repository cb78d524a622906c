// Craftsman search results and public profiles → the legacy /api user shape (spec 001 §3
// 'Craftsperson search result'). Public data only: never the phone, the email or the street.
import { type CraftsmanCard } from '#app/models/craftsmen/search.server.ts'

export function serializeSearchResult(card: CraftsmanCard) {
	return {
		_id: card.user.id,
		name: card.user.name,
		profile_photo: card.user.profilePhoto,
		address: card.user.postalCode
			? { Place_Name: card.user.postalCode.placeName, Postal_Code: card.user.postalCode.code }
			: null,
		avgRating: card.avgRating,
		distance: card.distanceKm,
		// «Suele responder en menos de …», null under 5 measured waits
		responseTime: card.responseTime,
		craftsman: {
			_id: card.id,
			company_name: card.companyName,
			company_slug: card.companySlug,
			status: card.status,
			description: card.description,
			reviews: card.reviews.map((review) => ({ _id: review.id, comment: review.comment, rating: review.rating })),
			services: card.services.map((service) => service.name),
		},
	}
}
