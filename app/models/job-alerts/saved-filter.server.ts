// The craftsman's saved job filter (SavedFilter, one per user): written by the listadeempleos
// form and PUT /api/filter, read back on the next visit.
import { prisma } from '#app/lib/db.server.ts'
import { UNKNOWN_CATEGORY, UNKNOWN_PLACE } from '#app/models/jobs/job-feed-query.server.ts'
import { getUserOrigin, listPublicJobs, resolveCategories } from '#app/models/jobs/job-feed.server.ts'
import { getPlace } from '#app/models/postal-codes/postal-codes.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { DEFAULT_LEAD_RADIUS_KM } from '#app/models/jobs/limits.ts'

const filterSelect = {
	id: true,
	categories: true,
	distanceKm: true,
	postalCodeId: true,
	updatedAt: true,
	postalCode: { select: { id: true, code: true, placeName: true, province: true, latitude: true, longitude: true } },
} as const

export async function getSavedFilter(userId: string) {
	return prisma.savedFilter.findUnique({ where: { userId }, select: filterSelect })
}

export type FilterInput = { categories: string[]; distanceKm?: number | null; postalCodeId?: number | null }

/** Saves the user's filter; categories may be ids, slugs or names. Unknown ones throw AppError. */
export async function saveFilter(userId: string, input: FilterInput) {
	const serviceIds = await resolveCategories(input.categories)
	if (!serviceIds) throw new AppError('bad_request', UNKNOWN_CATEGORY)
	if (input.postalCodeId && !(await getPlace(input.postalCodeId))) throw new AppError('bad_request', UNKNOWN_PLACE)
	const data = {
		categories: serviceIds,
		distanceKm: input.distanceKm ?? null,
		postalCodeId: input.postalCodeId ?? null,
	}
	const filter = await prisma.savedFilter.upsert({
		where: { userId },
		create: { userId, ...data },
		update: data,
		select: filterSelect,
	})
	return { filter }
}

export async function clearFilter(userId: string) {
	await prisma.savedFilter.deleteMany({ where: { userId } })
}

export type SavedFilter = NonNullable<Awaited<ReturnType<typeof getSavedFilter>>>

/**
 * The filter the craftsman's feed applies: the saved one when there is one; otherwise leads that
 * fit: their own trades within DEFAULT_LEAD_RADIUS_KM of their postal code, not every
 * job in Spain. The place stays empty: distances are then measured from the user's postal code.
 */
export async function getFeedFilter(userId: string) {
	const saved = await getSavedFilter(userId)
	if (saved) return { source: 'saved' as const, ...saved }
	const user = await prisma.user.findUnique({
		where: { id: userId },
		select: {
			postalCodeId: true,
			craftsman: { select: { services: { select: { serviceId: true } } } },
		},
	})
	return {
		source: 'default' as const,
		categories: user?.craftsman?.services.map((service) => service.serviceId) ?? [],
		distanceKm: user?.postalCodeId ? DEFAULT_LEAD_RADIUS_KM : null,
		postalCodeId: null,
		postalCode: null,
	}
}

export type FeedFilter = Awaited<ReturnType<typeof getFeedFilter>>

/** One page of open jobs through the user's filter; distances from its place, else the user's own. */
export async function listJobsForFilter(
	userId: string,
	filter: Pick<FeedFilter, 'categories' | 'distanceKm' | 'postalCode'> | null,
	{ page, pageSize }: { page: number; pageSize: number },
) {
	const origin = filter?.postalCode ?? (await getUserOrigin(userId))
	const radiusKm = filter?.distanceKm ?? undefined
	const result = await listPublicJobs({
		serviceIds: filter?.categories ?? [],
		near: radiusKm ? origin : null,
		radiusKm,
		distanceFrom: origin,
		viewerId: userId,
		page,
		pageSize,
	})
	// a distance without any place to measure from cannot filter: say so instead of ignoring it
	return { ...result, distanceIgnored: Boolean(radiusKm && !origin) }
}
