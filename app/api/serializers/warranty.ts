// A finished job's warranty and its claims in /api (the client's own jobs, GET /api/jobpost):
// keys added beside the job's documented ones (docs/api.md «Warranty»).
import { type Warranty } from '#app/models/warranty/warranty.ts'

type ClaimRow = {
	id: string
	status: string
	text: string
	images: string[]
	answer: string | null
	answeredAt: Date | null
	escalatedAt: Date | null
	decisionMessage: string | null
	decidedAt: Date | null
	closedAt: Date | null
	createdAt: Date
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** `warranty {until, state}` (null without one) and `warrantyClaims`, newest first. */
export function serializeWarranty(entry: { warranty: Warranty; claims: ClaimRow[] } | undefined) {
	return {
		warranty: entry?.warranty ?? null,
		warrantyClaims: (entry?.claims ?? []).map((claim) => ({
			_id: claim.id,
			status: claim.status,
			text: claim.text,
			images: claim.images,
			answer: claim.answer,
			answeredAt: iso(claim.answeredAt),
			escalatedAt: iso(claim.escalatedAt),
			decisionMessage: claim.decisionMessage,
			decidedAt: iso(claim.decidedAt),
			closedAt: iso(claim.closedAt),
			createdAt: claim.createdAt.toISOString(),
		})),
	}
}
