// The signed acceptance of an offer (docs/decisions/051-quote-and-signed-acceptance.md): who (the client and
// the name typed), when, from where (keyed hashes, as AccountTrace) and the SHA-256 of the exact
// version accepted. Written once, inside the accepting transaction; a trigger refuses any update.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { originHashes } from '#app/models/account-traces/account-traces.server.ts'
import { type AcceptanceInput } from './offer-acceptance.schema.ts'
import { quoteHashSelect, quoteSha256 } from './quote-hash.server.ts'

export async function recordAcceptance(
	tx: Prisma.TransactionClient,
	{
		offerId,
		clientId,
		acceptance,
		acceptedAt,
	}: {
		offerId: string
		clientId: string
		acceptance: AcceptanceInput | null
		/** the demo's past signature (prisma/seed-paperwork.ts); otherwise now */
		acceptedAt?: Date
	},
) {
	const offer = await tx.offer.findUniqueOrThrow({ where: { id: offerId }, select: quoteHashSelect })
	return tx.offerAcceptance.create({
		data: {
			offerId,
			clientId,
			name: acceptance?.name ?? null,
			received: acceptance?.received ?? false,
			privateHome: acceptance ? acceptance.privateHome : null,
			homeOlderThanTwoYears: acceptance ? acceptance.homeOlderThanTwoYears : null,
			sha256: quoteSha256(offer),
			...originHashes(),
			...(acceptedAt ? { acceptedAt } : {}),
		},
		select: { sha256: true, acceptedAt: true },
	})
}
