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

/** One claim in /api; `moves` and `statusLabel` when the caller may act on it (docs/api.md «Warranty»). */
export function serializeClaim(claim: ClaimRow & { statusLabel?: string; moves?: readonly string[] }) {
	return {
		_id: claim.id,
		status: claim.status,
		...(claim.statusLabel === undefined ? {} : { statusLabel: claim.statusLabel }),
		text: claim.text,
		images: claim.images,
		answer: claim.answer,
		answeredAt: iso(claim.answeredAt),
		escalatedAt: iso(claim.escalatedAt),
		decisionMessage: claim.decisionMessage,
		decidedAt: iso(claim.decidedAt),
		closedAt: iso(claim.closedAt),
		createdAt: claim.createdAt.toISOString(),
		...(claim.moves === undefined ? {} : { moves: claim.moves.map((move) => API_MOVES[move] ?? move) }),
	}
}

/** The moves as the /api body's `intent` names them (the page's own words). */
const API_MOVES: Record<string, string> = {
	resolve: 'resuelto',
	reject: 'no_procede',
	confirm: 'confirmar',
	escalate: 'escalar',
}

/** `warranty {until, state}` (null without one) and `warrantyClaims`, newest first. */
export function serializeWarranty(entry: { warranty: Warranty; claims: ClaimRow[] } | undefined) {
	return {
		warranty: entry?.warranty ?? null,
		warrantyClaims: (entry?.claims ?? []).map((claim) => serializeClaim(claim)),
	}
}
