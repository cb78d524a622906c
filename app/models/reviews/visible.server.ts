// The one rule of a «visible review», for every public read (profile, search cards, featured
// craftsmen, /api, ratings, JSON-LD, offer comparisons) and the craftsman's own list: not hidden
// by a moderator and not held for an admin (review-holds.server.ts). A released review has
// `heldAt` cleared; a rejected one keeps it, so it never shows.
import { Prisma } from '#app/generated/prisma/client.ts'

export const visibleReviewWhere = { hiddenAt: null, heldAt: null } as const satisfies Prisma.ReviewWhereInput

/** The same rule in SQL, for the reads that aggregate in the database; `alias` is the Review table's. */
export function visibleReviewSql(alias?: string) {
	const column = (name: string) => Prisma.raw(alias ? `${alias}."${name}"` : `"${name}"`)
	return Prisma.sql`${column('hiddenAt')} IS NULL AND ${column('heldAt')} IS NULL`
}
