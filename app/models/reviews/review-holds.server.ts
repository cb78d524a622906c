// Reviews held for an admin (docs/decisions/019-attack-findings.md): a review is written but
// neither shown nor counted while its author looks like the craftsman himself — an account created
// after the craftsman's offer, or one seen from an address, a network or a device the craftsman's
// account was seen from (the account traces, app/models/account-traces/).
import { prisma } from '#app/lib/db.server.ts'
import { type TraceKind } from '#app/models/account-traces/account-traces.server.ts'
import { type HoldReason } from './hold-reasons.ts'

/**
 * Why a review by `clientId` of the craftsman `craftsmanUserId`, for the offer sent at `offeredAt`,
 * must wait for an admin; empty when it need not.
 */
export async function holdReasonsFor({
	clientId,
	craftsmanUserId,
	offeredAt,
}: {
	clientId: string
	craftsmanUserId: string
	offeredAt: Date
}): Promise<HoldReason[]> {
	const [client, shared] = await Promise.all([
		prisma.user.findUnique({ where: { id: clientId }, select: { createdAt: true } }),
		prisma.$queryRaw<Array<{ kind: TraceKind }>>`
			SELECT DISTINCT c."kind" FROM "AccountTrace" c
			JOIN "AccountTrace" o ON o."kind" = c."kind" AND o."hash" = c."hash" AND o."userId" = ${craftsmanUserId}
			WHERE c."userId" = ${clientId}`,
	])
	const reasons: HoldReason[] = []
	if (client && client.createdAt > offeredAt) reasons.push('new-account')
	if (shared.some((row) => row.kind === 'ip')) reasons.push('shared-address')
	else if (shared.some((row) => row.kind === 'net')) reasons.push('shared-network')
	if (shared.some((row) => row.kind === 'device')) reasons.push('shared-device')
	return reasons
}
