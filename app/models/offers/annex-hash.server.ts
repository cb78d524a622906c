// The fingerprint of a change annex (docs/api.md «Huella de un anexo»): the SHA-256 of the RFC 8785
// canonical JSON of the annex, which names the SHA-256 of the accepted offer it amends. Money in
// integer cents, quantities as decimal strings, as the quote's own hash.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { canonicalSha256 } from './quote-hash.server.ts'

export const ANNEX_HASH_VERSION = 1

export const annexHashSelect = {
	id: true,
	offerId: true,
	reason: true,
	createdAt: true,
	offer: { select: { vatRate: true, acceptance: { select: { sha256: true } } } },
	items: {
		orderBy: { position: 'asc' },
		select: {
			position: true,
			kind: true,
			concept: true,
			quantity: true,
			unit: true,
			unitPriceCents: true,
			replacesPosition: true,
		},
	},
} as const satisfies Prisma.OfferAnnexSelect

export type AnnexRow = Prisma.OfferAnnexGetPayload<{ select: typeof annexHashSelect }>

/** The document that is hashed: the fields listed in docs/api.md, nothing else. */
export function annexDocument(annex: AnnexRow) {
	return {
		version: ANNEX_HASH_VERSION,
		annexId: annex.id,
		offerId: annex.offerId,
		offerSha256: annex.offer.acceptance?.sha256 ?? null,
		createdAt: annex.createdAt.toISOString(),
		reason: annex.reason,
		vatRate: annex.offer.vatRate,
		items: annex.items.map((item) => ({
			position: item.position,
			kind: item.kind,
			concept: item.concept,
			quantity: item.quantity.toFixed(2),
			unit: item.unit,
			unitPriceCents: item.unitPriceCents,
			replacesPosition: item.replacesPosition,
		})),
	}
}

export const annexSha256 = (annex: AnnexRow) => canonicalSha256(annexDocument(annex))
