// What the moderation page lists: jobs by reference, text or date; reviews by date
// or company. Hidden items are included: the admin is the one who can bring them back.
import { prisma } from '#app/lib/db.server.ts'
import { jobTitle, type TitledJob } from '#app/models/job-rules/job-title.ts'

export const MODERATION_PAGE_SIZE = 10

const jobSelect = {
	id: true,
	listingId: true,
	serviceTitle: true,
	otherTitle: true,
	description: true,
	status: true,
	hiddenAt: true,
	hiddenReason: true,
	createdAt: true,
	owner: { select: { id: true, name: true, email: true } },
	_count: { select: { offers: true } },
} as const

/** A moderated job's title, or its reference when it has none. */
export const moderatedJobTitle = (job: TitledJob & { listingId: number }) => jobTitle(job, `Trabajo ${job.listingId}`)

/**
 * `search`: a listing number finds that job; any other text, jobs whose title or description contains it.
 * `hidden`: only hidden (true) or only visible (false) jobs; both when absent (the page shows both).
 */
export async function listJobsForModeration({
	search,
	page,
	pageSize = MODERATION_PAGE_SIZE,
	hidden,
}: {
	search?: string
	page: number
	pageSize?: number
	hidden?: boolean
}) {
	const text = search?.trim()
	const matching = !text
		? {}
		: /^\d{1,9}$/.test(text)
			? { listingId: Number(text) }
			: {
					OR: [
						{ serviceTitle: { contains: text, mode: 'insensitive' as const } },
						{ otherTitle: { contains: text, mode: 'insensitive' as const } },
						{ description: { contains: text, mode: 'insensitive' as const } },
					],
				}
	const where = hidden === undefined ? matching : { ...matching, hiddenAt: hidden ? { not: null } : null }
	const [jobs, total] = await Promise.all([
		prisma.job.findMany({
			where,
			orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
			skip: (page - 1) * pageSize,
			take: pageSize,
			select: jobSelect,
		}),
		prisma.job.count({ where }),
	])
	return { jobs, total }
}

const reviewSelect = {
	id: true,
	rating: true,
	comment: true,
	hiddenAt: true,
	hiddenReason: true,
	createdAt: true,
	craftsman: { select: { companyName: true, companySlug: true } },
	author: { select: { id: true, name: true, email: true } },
} as const

/** `company`: part of the reviewed craftsman's company name. */
export async function listReviewsForModeration({ company, page }: { company?: string; page: number }) {
	const text = company?.trim()
	const where = text ? { craftsman: { companyName: { contains: text, mode: 'insensitive' as const } } } : {}
	const [reviews, total] = await Promise.all([
		prisma.review.findMany({
			where,
			orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
			skip: (page - 1) * MODERATION_PAGE_SIZE,
			take: MODERATION_PAGE_SIZE,
			select: reviewSelect,
		}),
		prisma.review.count({ where }),
	])
	return { reviews, total }
}

/** One job or review for the delete confirmation; null when it does not exist. */
export async function getModerationItem(kind: 'job' | 'review', id: string) {
	if (kind === 'job') {
		const job = await prisma.job.findUnique({ where: { id }, select: jobSelect })
		return (
			job && {
				kind,
				id: job.id,
				label: `el trabajo «${moderatedJobTitle(job)}» (referencia ${job.listingId})`,
				text: job.description,
				who: job.owner.email,
			}
		)
	}
	const review = await prisma.review.findUnique({ where: { id }, select: reviewSelect })
	return (
		review && {
			kind,
			id: review.id,
			label: `la valoración de ${review.rating} estrellas a ${review.craftsman.companyName}`,
			text: review.comment,
			who: review.author?.email ?? 'cuenta eliminada',
		}
	)
}
