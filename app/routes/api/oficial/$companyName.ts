import { type LoaderFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, methodNotAllowed } from '#app/api/respond.server.ts'
import { toCompanySlug } from '#app/models/craftsmen/company-slug.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'

/**
 * GET /api/oficial/{company name or slug}: the public craftsman profile, anonymous, with what
 * /oficial/{slug} shows and nothing more (getPublicProfile selects no phone, email or street).
 */
export const loader = api(async ({ params }: LoaderFunctionArgs) => {
	const profile = await getPublicProfile(toCompanySlug((params.companyName ?? '').slice(0, 200)))
	if (!profile) return apiError(404, 'Perfil no encontrado')
	return apiOk({
		name: profile.name,
		lastName: profile.lastName,
		profile_photo: profile.profilePhoto,
		address: profile.place && { Place_Name: profile.place.placeName, Postal_Code: profile.place.code },
		avgRating: profile.avgRating,
		reviewCount: profile.reviewCount,
		craftsman: {
			company_name: profile.companyName,
			company_slug: profile.companySlug,
			status: profile.status,
			description: profile.description,
			images: profile.images,
			services: profile.services.map((service) => service.name),
			reviews: profile.reviews.map((review) => ({
				_id: review.id,
				rating: review.rating,
				comment: review.comment,
				createdAt: review.createdAt.toISOString(),
				reply: review.reply,
			})),
			responseTime: profile.responseTime,
			pausedUntil: profile.pausedUntil?.toISOString() ?? null,
		},
	})
})

export const action = methodNotAllowed
