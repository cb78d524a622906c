// Which jobs a craftsman sees (spec: direct requests). A job is open to all craftsmen, or was
// requested from one of them, who alone sees it when the client did not tick «Mostrar también a
// otros profesionales». The rule is written here once for each query language the readers use:
// Prisma (job detail, offers, contact, chat) and SQL (the feed, the alerts).
import { Prisma } from '#app/generated/prisma/client.ts'

/** A craftsman sees a job that is open to all, or that was requested from them. */
export function offeredToWhere(craftsmanId: string): Prisma.JobWhereInput {
	return { OR: [{ openToOthers: true }, { requestedCraftsmanId: craftsmanId }] }
}

/** The same rule in SQL, for job alias `alias`; without a viewer, only jobs open to all. */
export function offeredToSql(alias: string, viewerId: string | null | undefined) {
	const job = Prisma.raw(`"${alias}"`)
	return viewerId
		? Prisma.sql`(${job}."openToOthers" OR ${job}."requestedCraftsmanId" = ${viewerId})`
		: Prisma.sql`${job}."openToOthers"`
}
