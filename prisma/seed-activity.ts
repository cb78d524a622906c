// «Tu actividad» for the demo craftsman (oficial@demo.es): plumbing jobs he won in Madrid against
// a plumbing price history there, the leads an alert of his matched (the alert is paused now, so
// no test's job reaches him through it) and the jobs he opened. The jobs belong to the
// price-history client (historial@demo.es), so the demo client's jobs stay as they were.
import { type PrismaClient } from '#app/generated/prisma/client.ts'

const DAY = 86_400_000
const HOUR = 3_600_000
const TITLE = 'Cambiar grifo'
/** Accepted «Cambiar grifo» prices in Madrid by the history craftsmen, 30 to 240 days ago. */
const HISTORY_TOTALS = [90, 110, 120, 130, 140, 150, 160, 180]
/** His wins: days ago, hours from publication to his offer, total with VAT. */
const WINS = [
	{ daysAgo: 8, hours: 2, total: 150 },
	{ daysAgo: 25, hours: 5, total: 140 },
	{ daysAgo: 50, hours: 1, total: 125 },
]

export async function seedCraftsmanActivity(prisma: PrismaClient, placeIds: Map<string, number>) {
	const moreno = await prisma.user.findUniqueOrThrow({
		where: { email: 'oficial@demo.es' },
		select: { id: true, craftsman: { select: { services: { select: { serviceId: true } } } } },
	})
	const owner = await prisma.user.findUniqueOrThrow({ where: { email: 'historial@demo.es' } })
	const bidders = await prisma.user.findMany({
		where: { email: { startsWith: 'historial.' }, role: 'oficial' },
		orderBy: { email: 'asc' },
		select: { id: true },
	})
	// one of the trade's own titles (the catalogue's), or the seed stops here
	await prisma.serviceTitle.findFirstOrThrow({ where: { serviceId: 'plumbing', title: TITLE } })
	const won = async (craftsmanId: string, offeredAt: Date, hours: number, total: number) => {
		const job = await prisma.job.create({
			data: {
				ownerId: owner.id,
				serviceId: 'plumbing',
				serviceTitle: TITLE,
				rooms: 2,
				floors: 1,
				description: 'Trabajo terminado.',
				postalCodeId: placeIds.get('28013')!,
				contactName: `${owner.name} ${owner.lastName}`,
				contactEmail: owner.email,
				contactPhone: owner.phone,
				status: 'completed',
				createdAt: new Date(offeredAt.getTime() - hours * HOUR),
			},
		})
		await prisma.offer.create({
			data: { jobId: job.id, craftsmanId, price: total.toFixed(2), status: 'completed', createdAt: offeredAt },
		})
	}
	for (const [index, total] of HISTORY_TOTALS.entries())
		await won(bidders[index % bidders.length]!.id, new Date(Date.now() - (30 + index * 30) * DAY), 24, total)
	for (const win of WINS) await won(moreno.id, new Date(Date.now() - win.daysAgo * DAY), win.hours, win.total)

	// the leads: jobs of his trades in Madrid from the last 90 days, each matched minutes after it
	// was published; he opened every other one, an hour later
	const trades = moreno.craftsman!.services.map((service) => service.serviceId)
	const alert = await prisma.jobAlert.create({
		data: {
			userId: moreno.id,
			postalCodeId: placeIds.get('28001')!,
			radiusKm: 25,
			categories: trades,
			frequency: 'daily',
			pausedAt: new Date(Date.now() - DAY),
		},
	})
	const leads = await prisma.job.findMany({
		where: {
			serviceId: { in: trades },
			postalCode: { province: 'Madrid' },
			ownerId: { not: moreno.id },
			createdAt: { gte: new Date(Date.now() - 90 * DAY), lte: new Date(Date.now() - HOUR) },
		},
		orderBy: { createdAt: 'desc' },
		select: { id: true, createdAt: true },
	})
	await prisma.jobAlertDelivery.createMany({
		data: leads.map((job) => {
			const at = new Date(job.createdAt.getTime() + 2 * 60_000)
			return { alertId: alert.id, jobId: job.id, userId: moreno.id, sentAt: at, createdAt: at }
		}),
		skipDuplicates: true,
	})
	await prisma.jobView.createMany({
		data: leads
			.filter((_, index) => index % 2 === 0)
			.map((job) => ({ jobId: job.id, craftsmanId: moreno.id, createdAt: new Date(job.createdAt.getTime() + HOUR) })),
		skipDuplicates: true,
	})
}
