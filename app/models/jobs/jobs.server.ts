import { prisma } from '#app/lib/db.server.ts'

/** The newest public jobs, as job cards show them. */
export function listNewestJobs(limit: number) {
	return prisma.job.findMany({
		where: { status: 'open', hiddenAt: null },
		orderBy: { createdAt: 'desc' },
		take: limit,
		select: {
			id: true,
			serviceTitle: true,
			otherTitle: true,
			squareMeters: true,
			images: true,
			createdAt: true,
			service: { select: { name: true, icon: true } },
			postalCode: { select: { placeName: true, province: true } },
		},
	})
}

export type JobCardData = Awaited<ReturnType<typeof listNewestJobs>>[number]

const jobApiSelect = {
	id: true,
	listingId: true,
	serviceTitle: true,
	otherTitle: true,
	squareMeters: true,
	rooms: true,
	floors: true,
	description: true,
	images: true,
	workingSchedule: true,
	status: true,
	contactName: true,
	contactEmail: true,
	contactPhone: true,
	ownerId: true,
	createdAt: true,
	service: { select: { id: true, slug: true, name: true } },
	postalCode: { select: { id: true, code: true, placeName: true } },
} as const

export function getJobForApi(id: string) {
	return prisma.job.findUniqueOrThrow({ where: { id }, select: jobApiSelect })
}

/** A client's own jobs, newest first. */
export async function listOwnJobs(ownerId: string, { page, pageSize }: { page: number; pageSize: number }) {
	const [jobs, total] = await Promise.all([
		prisma.job.findMany({ where: { ownerId }, orderBy: { createdAt: 'desc' }, skip: (page - 1) * pageSize, take: pageSize, select: jobApiSelect }),
		prisma.job.count({ where: { ownerId } }),
	])
	return { jobs, total }
}

export type JobPatch = {
	serviceTitle?: string | null
	otherTitle?: string | null
	squareMeters?: number | null
	rooms?: number | null
	floors?: number | null
	description?: string
	images?: string[]
	postalCodeId?: number
	workingSchedule?: 'flexible' | 'rapidamente' | 'en_una_semana' | 'en_3_meses'
}

/** Updates a job only when `ownerId` owns it (ownership lives in the query); false otherwise. */
export async function updateOwnJob(ownerId: string, jobId: string, patch: JobPatch) {
	const { count } = await prisma.job.updateMany({ where: { id: jobId, ownerId }, data: patch })
	return count === 1
}
