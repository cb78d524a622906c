// The paperwork of a hired job for the demo (docs/decisions/051, 054, 055): Electricidad del Sur's
// accepted offer on Carmen's electrical job, in lines at 10 % VAT (materials under 40 % of the
// base), signed by her with both declarations, and two change annexes after it: one she accepted
// (signed, hashed) and one still waiting for her. The offer keeps its 640 € total, so the price
// guides and every count the tests read stay as they were; no job or offer is added.
import { type PrismaClient } from '#app/generated/prisma/client.ts'
import { annexHashSelect, annexSha256 } from '#app/models/offers/annex-hash.server.ts'
import { recordAcceptance } from '#app/models/offers/offer-acceptance.server.ts'
import { offerTotals } from '#app/models/offers/offer-totals.ts'

const DAY = 86_400_000

// base 581,82 € + 10 % = 640,00 €; materials 195 € = 33,5 % of the base
const LINES = [
	{ kind: 'materials', concept: 'Cuadro eléctrico con diferenciales', quantity: 1, unit: 'ud', unitPriceCents: 19_500 },
	{
		kind: 'labour',
		concept: 'Renovación del cableado (mano de obra)',
		quantity: 1,
		unit: 'ud',
		unitPriceCents: 38_682,
	},
] as const

export async function seedSignedQuote(
	prisma: PrismaClient,
	{
		jobId,
		craftsmanId,
		clientId,
		createdAt,
	}: { jobId: string; craftsmanId: string; clientId: string; createdAt: Date },
) {
	const totals = offerTotals({ items: [...LINES], vatRate: 10 })
	if (totals.totalCents !== 64_000) throw new Error(`El presupuesto de demostración suma ${totals.totalCents}`)
	// lines are written before the offer is accepted: an accepted offer's lines never change (trigger)
	const offer = await prisma.offer.create({
		data: {
			jobId,
			craftsmanId,
			price: '640.00',
			vatRate: 10,
			guaranteeMonths: 24,
			upfrontPercent: 20,
			registryNumber: 'RI-28-004512',
			validUntil: new Date(createdAt.getTime() + 30 * DAY),
			durationDays: 4,
			included: 'Retirada del cuadro antiguo y boletín de la instalación',
			createdAt,
			items: { create: LINES.map((line, position) => ({ ...line, position, quantity: String(line.quantity) })) },
		},
	})
	await prisma.offer.update({ where: { id: offer.id }, data: { status: 'accepted' } })
	const signature = { name: 'Carmen Ruiz Soto', received: true, privateHome: true, homeOlderThanTwoYears: true }
	// signed a day after it was sent, and the annexes follow: every date in the past (an annex dated
	// after today read as made up, and sorted after the ones a walk through the demo sends)
	const { acceptedAt } = await recordAcceptance(prisma, {
		offerId: offer.id,
		clientId,
		acceptance: signature,
		acceptedAt: new Date(createdAt.getTime() + 1 * DAY),
	})

	// an annex she signed (a line of the quote changed, one added) and one still waiting for her
	const accepted = await prisma.offerAnnex.create({
		data: {
			offerId: offer.id,
			reason: 'Al abrir la pared apareció cable de aluminio: hay que cambiar también la derivación del portal.',
			createdAt: new Date(acceptedAt.getTime() + 1 * DAY),
			items: {
				create: [
					{
						position: 0,
						kind: 'labour',
						concept: 'Renovación del cableado y derivación (mano de obra)',
						quantity: '1',
						unit: 'ud',
						unitPriceCents: 46_000,
						replacesPosition: 1,
					},
					{
						position: 1,
						kind: 'materials',
						concept: 'Cable libre de halógenos 6 mm²',
						quantity: '25',
						unit: 'm',
						unitPriceCents: 180,
					},
				],
			},
		},
	})
	const row = await prisma.offerAnnex.findUniqueOrThrow({ where: { id: accepted.id }, select: annexHashSelect })
	await prisma.offerAnnex.update({
		where: { id: accepted.id },
		data: {
			status: 'accepted',
			decidedAt: new Date(acceptedAt.getTime() + 2 * DAY),
			clientId,
			name: signature.name,
			received: true,
			sha256: annexSha256(row),
		},
	})
	await prisma.offerAnnex.create({
		data: {
			offerId: offer.id,
			reason: 'Propongo añadir dos enchufes en la cocina aprovechando la obra.',
			createdAt: new Date(acceptedAt.getTime() + 3 * DAY),
			items: {
				create: [
					{
						position: 0,
						kind: 'other',
						concept: 'Punto de enchufe empotrado',
						quantity: '2',
						unit: 'ud',
						unitPriceCents: 4_500,
					},
				],
			},
		},
	})
	return offer
}
