// The fingerprint of one exact version of an offer (docs/api.md «Huella del presupuesto»): the
// SHA-256 of its RFC 8785 (JCS) canonical JSON. Money in integer cents, quantities as decimal
// strings and days as YYYY-MM-DD, so anyone holding the quote can recompute it byte for byte.
import { createHash } from 'node:crypto'
import canonicalize from 'canonicalize'
import { type Prisma } from '#app/generated/prisma/client.ts'

export const QUOTE_HASH_VERSION = 1

/** Every column the hash covers, read in one select (also inside the accepting transaction). */
export const quoteHashSelect = {
	id: true,
	jobId: true,
	craftsmanId: true,
	createdAt: true,
	price: true,
	vatRate: true,
	validUntil: true,
	earliestStart: true,
	durationDays: true,
	guaranteeMonths: true,
	upfrontPercent: true,
	registryNumber: true,
	included: true,
	excluded: true,
	job: { select: { ownerId: true } },
	items: {
		orderBy: { position: 'asc' },
		select: { position: true, kind: true, concept: true, quantity: true, unit: true, unitPriceCents: true },
	},
} as const satisfies Prisma.OfferSelect

export type QuoteRow = Prisma.OfferGetPayload<{ select: typeof quoteHashSelect }>

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)

/** The document that is hashed: the fields listed in docs/api.md, nothing else. */
export function quoteDocument(offer: QuoteRow) {
	return {
		version: QUOTE_HASH_VERSION,
		offerId: offer.id,
		jobId: offer.jobId,
		craftsmanId: offer.craftsmanId,
		clientId: offer.job.ownerId,
		createdAt: offer.createdAt.toISOString(),
		priceCents: Math.round(offer.price.toNumber() * 100),
		vatRate: offer.vatRate,
		validUntil: day(offer.validUntil),
		earliestStart: day(offer.earliestStart),
		durationDays: offer.durationDays,
		guaranteeMonths: offer.guaranteeMonths,
		upfrontPercent: offer.upfrontPercent,
		registryNumber: offer.registryNumber,
		included: offer.included,
		excluded: offer.excluded,
		items: offer.items.map((item) => ({
			position: item.position,
			kind: item.kind,
			concept: item.concept,
			quantity: item.quantity.toFixed(2),
			unit: item.unit,
			unitPriceCents: item.unitPriceCents,
		})),
	}
}

/**
 * The signature rule of the quote and of its annexes: lower-case hex SHA-256 of the document's
 * canonical serialisation (RFC 8785), as UTF-8.
 */
export const canonicalSha256 = (document: object) =>
	createHash('sha256').update(canonicalize(document)!, 'utf8').digest('hex')

export const quoteSha256 = (offer: QuoteRow) => canonicalSha256(quoteDocument(offer))
