// Users and craftsmen as the admin's /api calls answer them (GET /api/user/getuser,
// /api/user/craftman/getcraftsman, /api/user/craftman/{id}): the legacy user shape plus the
// account state an admin needs.
import { type AdminUserRow } from '#app/models/admin/user-admin.server.ts'
import { type CraftsmanForReview } from '#app/models/admin/craftsman-verification.server.ts'
import { type CurrentSubscription } from '#app/models/subscriptions/active-subscription.server.ts'
import { serializeCurrentSubscription } from './subscription.ts'
import { serializeAddress, serializeUser } from './user.ts'

const accountState = (user: { emailVerified: boolean; blockedAt: Date | null; createdAt: Date }) => ({
	emailVerified: user.emailVerified,
	blocked: Boolean(user.blockedAt),
	createdAt: user.createdAt.toISOString(),
})

/** `subscriptions`: each craftsman's current subscription by user id (getCurrentSubscriptions). */
export function serializeAdminUser(user: AdminUserRow, subscriptions: Map<string, CurrentSubscription>) {
	return {
		...serializeUser(user),
		...accountState(user),
		blockedAt: user.blockedAt?.toISOString() ?? null,
		blockedReason: user.blockedReason,
		craftsman: user.craftsman
			? {
					_id: user.craftsman.id,
					status: user.craftsman.status,
					company_name: user.craftsman.companyName,
					company_slug: user.craftsman.companySlug,
					refused_reason: user.craftsman.refusedReason,
					current_subscription: serializeCurrentSubscription(subscriptions.get(user.id)),
				}
			: null,
	}
}

export function serializeCraftsmanUser(user: CraftsmanForReview, subscriptions: Map<string, CurrentSubscription>) {
	const craftsman = user.craftsman!
	return {
		...serializeUser(user),
		...accountState(user),
		avgRating: user.avgRating,
		craftsman: {
			_id: craftsman.id,
			status: craftsman.status,
			company_name: craftsman.companyName,
			company_slug: craftsman.companySlug,
			description: craftsman.description,
			images: craftsman.images,
			services: craftsman.services.map((item) => item.service.name),
			documents: craftsman.documents.map((doc) => ({
				_id: doc.id,
				document_type: doc.type,
				document_link: doc.url,
				createdAt: doc.createdAt.toISOString(),
			})),
			reviews: craftsman.reviews.map((review) => ({ _id: review.id, comment: review.comment, rating: review.rating })),
			verified_at: craftsman.verifiedAt?.toISOString() ?? null,
			refused_reason: craftsman.refusedReason,
			current_subscription: serializeCurrentSubscription(subscriptions.get(user.id)),
			createdAt: craftsman.createdAt.toISOString(),
		},
	}
}

/**
 * A row of GET /api/user/craftman/getcraftsman as the contract's admin clients read it: the
 * craftsman record itself (`_id` is the record's, `user` the user's id, which PUT
 * /api/user/craftman {status, user, message} takes back), with the user's name, email and place
 * beside its fields, never a level down.
 */
export function serializeCraftsmanRecord(user: CraftsmanForReview, subscriptions: Map<string, CurrentSubscription>) {
	const { craftsman, ...person } = serializeCraftsmanUser(user, subscriptions)
	return {
		...craftsman,
		user: person._id,
		name: person.name,
		lastName: person.lastName,
		email: person.email,
		phone: person.phone,
		streetAddress: person.streetAddress,
		profile_photo: person.profile_photo,
		zipCode: person.zipCode,
		address: serializeAddress(user.postalCode),
		Place_Name: user.postalCode?.placeName ?? null,
		Postal_Code: user.postalCode?.code ?? null,
		emailVerified: person.emailVerified,
		blocked: person.blocked,
		avgRating: person.avgRating,
		registeredAt: person.createdAt,
	}
}
