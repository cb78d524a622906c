// The caller's own user with the company profile (answer of GET and POST /api/auth/login, PUT
// /api/user and PUT /api/user/craftman): spec 000 §3 'Craftsman (on the user)'.
import { type CurrentSubscription } from '#app/models/subscriptions/active-subscription.server.ts'
import { serializeCurrentSubscription } from './subscription.ts'
import { serializeUser } from './user.ts'

type Row = Parameters<typeof serializeUser>[0] & {
	craftsman: {
		id: string
		status: string
		companyName: string
		companySlug: string
		description: string
		images: string[]
		services: Array<{ service: { name: string } }>
		documents: Array<{ type: string; url: string }>
		reviews: Array<{ id: string; comment: string; rating: number }>
	} | null
	currentSubscription: CurrentSubscription | null
}

export function serializeUserDetails(user: Row) {
	const { craftsman, currentSubscription, ...rest } = user
	return {
		...serializeUser(rest),
		craftsman: craftsman
			? {
					_id: craftsman.id,
					status: craftsman.status,
					company_name: craftsman.companyName,
					company_slug: craftsman.companySlug,
					description: craftsman.description,
					images: craftsman.images,
					services: craftsman.services.map((item) => item.service.name),
					documents: craftsman.documents.map((doc) => ({ document_type: doc.type, document_link: doc.url })),
					reviews: craftsman.reviews.map((review) => ({
						_id: review.id,
						comment: review.comment,
						rating: review.rating,
					})),
					current_subscription: serializeCurrentSubscription(currentSubscription),
				}
			: null,
	}
}
