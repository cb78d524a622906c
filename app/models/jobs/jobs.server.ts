import { prisma } from '#app/lib/db.server.ts'
import { claimUploads, ownedUrls, storedImageUrl } from '#app/models/uploads/ownership.server.ts'
import { announceJobChange } from '#app/models/job-rules/job-events.server.ts'
import { publicJobSelect } from './job-feed.server.ts'

// a client's own jobs in /api: the feed's fields and the contact they gave
const jobApiSelect = {
	...publicJobSelect,
	contactName: true,
	contactEmail: true,
	contactPhone: true,
	requestedCraftsmanId: true,
	openToOthers: true,
} as const

export function getJobForApi(id: string) {
	return prisma.job.findUniqueOrThrow({ where: { id }, select: jobApiSelect })
}

/** A client's own jobs, newest first. */
export async function listOwnJobs(ownerId: string, { page, pageSize }: { page: number; pageSize: number }) {
	const [jobs, total] = await Promise.all([
		prisma.job.findMany({
			where: { ownerId },
			orderBy: { createdAt: 'desc' },
			skip: (page - 1) * pageSize,
			take: pageSize,
			select: jobApiSelect,
		}),
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
	// photos only from the owner's uploads or the job's own (issue 37, L4)
	const images = patch.images ? await ownedUrls(ownerId, patch.images, 'Imagen no válida', { jobId }) : undefined
	// the write returns what the announcement needs: one round trip
	const job = await prisma.$transaction(async (tx) => {
		const [updated] = await tx.job.updateManyAndReturn({
			where: { id: jobId, ownerId },
			data: { ...patch, images: images?.map(storedImageUrl) },
			select: { id: true, openToOthers: true },
		})
		if (updated && images) await claimUploads(tx, ownerId, images)
		return updated
	})
	if (!job) return false
	announceJobChange(job, 'updated')
	return true
}
