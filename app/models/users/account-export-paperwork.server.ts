// The paperwork part of a user's data export (docs/decisions/055): the quotes they signed, the
// change annexes they decided or sent, and the warranty claims they made or received. Of the other
// party only what the user already sees (a company or a first name). The keyed hashes of where a
// signature came from are not exported: like token hashes, they say nothing without the server's key.
import { prisma } from '#app/lib/db.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'

const jobRef = { select: { listingId: true, serviceTitle: true, otherTitle: true } } as const
const ref = (job: { listingId: number; serviceTitle: string | null; otherTitle: string | null }) => ({
	listingId: job.listingId,
	title: jobTitle(job, null),
})

const annexSelect = {
	reason: true,
	status: true,
	createdAt: true,
	decidedAt: true,
	name: true,
	received: true,
	sha256: true,
	items: {
		orderBy: { position: 'asc' },
		select: { concept: true, quantity: true, unit: true, unitPriceCents: true, kind: true, replacesPosition: true },
	},
	offer: { select: { job: jobRef } },
} as const

const claimSelect = {
	status: true,
	text: true,
	images: true,
	answer: true,
	answeredAt: true,
	escalatedAt: true,
	decisionMessage: true,
	decidedAt: true,
	closedAt: true,
	createdAt: true,
	job: jobRef,
} as const

type AnnexRow = {
	reason: string
	status: string
	createdAt: Date
	decidedAt: Date | null
	name: string | null
	received: boolean
	sha256: string | null
	items: Array<{ quantity: { toString(): string } } & Record<string, unknown>>
	offer: { job: Parameters<typeof ref>[0] }
}

const presentAnnex = ({ offer, items, ...annex }: AnnexRow) => ({
	...annex,
	job: ref(offer.job),
	items: items.map((item) => ({ ...item, quantity: item.quantity.toString() })),
})

export async function exportPaperwork(userId: string) {
	const [acceptances, annexesDecided, annexesSent, claimsMade, claimsReceived] = await Promise.all([
		prisma.offerAcceptance.findMany({
			where: { clientId: userId },
			orderBy: { acceptedAt: 'asc' },
			select: {
				name: true,
				received: true,
				privateHome: true,
				homeOlderThanTwoYears: true,
				acceptedAt: true,
				sha256: true,
				offer: { select: { price: true, job: jobRef } },
			},
		}),
		// the annexes to the quotes of her jobs: the ones she decided and the ones still waiting for her
		prisma.offerAnnex.findMany({
			where: { offer: { job: { ownerId: userId } } },
			orderBy: { createdAt: 'asc' },
			select: annexSelect,
		}),
		prisma.offerAnnex.findMany({
			where: { offer: { craftsmanId: userId } },
			orderBy: { createdAt: 'asc' },
			select: annexSelect,
		}),
		prisma.warrantyClaim.findMany({ where: { clientId: userId }, orderBy: { createdAt: 'asc' }, select: claimSelect }),
		prisma.warrantyClaim.findMany({
			where: { craftsmanId: userId },
			orderBy: { createdAt: 'asc' },
			select: { ...claimSelect, client: { select: { name: true } } },
		}),
	])
	return {
		quotesSigned: acceptances.map(({ offer, ...acceptance }) => ({
			...acceptance,
			price: offer.price.toString(),
			job: ref(offer.job),
		})),
		annexesReceived: annexesDecided.map(presentAnnex),
		annexesSent: annexesSent.map(presentAnnex),
		warrantyClaimsMade: claimsMade.map(({ job, ...claim }) => ({ ...claim, job: ref(job) })),
		warrantyClaimsReceived: claimsReceived.map(({ job, client, ...claim }) => ({
			...claim,
			job: ref(job),
			client: client.name,
		})),
	}
}
