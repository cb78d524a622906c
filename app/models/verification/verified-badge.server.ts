// The «Verificada» badge, as ONE SQL condition. Search ranks by it, search cards, the
// public profile, the client's offers and the home's featured craftsmen show it; being one
// fragment, a ranking and a badge can never disagree (an expired required document used to leave
// the stored status ranking first while the card said «Inconfirmado»).
import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { REQUIRED_DOCUMENT_TYPES } from './document-checks.ts'

/**
 * True when the profile `alias` (a "CraftsmanProfile" row in the query) is verified, has at least
 * one checked required document (approved, not expired), and none of its approved required
 * documents is past its expiry. A verified status alone (set through /api, or before documents
 * were decided one by one) never shows the badge: «Verificada» always stands on a document.
 */
export function verifiedBadgeSql(alias: string) {
	const profile = Prisma.raw(`"${alias.replaceAll('"', '')}"`)
	const required = Prisma.join(REQUIRED_DOCUMENT_TYPES)
	return Prisma.sql`(${profile}.status = 'verified' AND EXISTS (
		SELECT 1 FROM "CraftsmanDocument" badge_ok
		WHERE badge_ok."craftsmanId" = ${profile}.id AND badge_ok.decision = 'approved'
		  AND badge_ok.type::text IN (${required})
		  AND (badge_ok."expiresAt" IS NULL OR badge_ok."expiresAt" > now())
	) AND NOT EXISTS (
		SELECT 1 FROM "CraftsmanDocument" badge_doc
		WHERE badge_doc."craftsmanId" = ${profile}.id AND badge_doc.decision = 'approved'
		  AND badge_doc.type::text IN (${required})
		  AND badge_doc."expiresAt" <= now()))`
}

/** The ids, among `profileIds`, whose profile shows «Verificada». */
export async function verifiedProfileIds(profileIds: string[]) {
	if (profileIds.length === 0) return new Set<string>()
	const rows = await prisma.$queryRaw<Array<{ id: string }>>`
		SELECT cp.id FROM "CraftsmanProfile" cp
		WHERE cp.id IN (${Prisma.join(profileIds)}) AND ${verifiedBadgeSql('cp')}`
	return new Set(rows.map((row) => row.id))
}
