// Demo data for a first start: the documented demo accounts (password DEMO_PASSWORD), a few
// dozen realistic jobs across Spanish cities and trades, craftsmen with reviews, and leads for the
// demo craftsman with one offer and one conversation. Deterministic.
import bcrypt from 'bcryptjs'
import { type PrismaClient } from '#app/generated/prisma/client.ts'
import { toCompanySlug } from '#app/models/craftsmen/company-slug.ts'
import { DOCUMENT_TYPES } from '#app/models/craftsmen/registration-steps.ts'
import { issueInvoice } from '#app/models/invoices/issue-invoice.server.ts'
import { refreshPriceStatsWith } from '#app/models/prices/refresh-stats.server.ts'
import { seedCraftsmanActivity } from './seed-activity.ts'
import { seedSignedQuote } from './seed-paperwork.ts'
import { outcomeText } from '#app/models/offers/bidder-outcome.ts'
import { offerTotals, type VatRate } from '#app/models/offers/offer-totals.ts'
import { offerLink } from '#app/models/offers/offer-status.ts'
import { MIN_RESPONSE_SAMPLES } from '#app/models/response-time/response-time.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'

export const DEMO_PASSWORD = 'Reforma#58'

const CITIES = [
	'28001',
	'08001',
	'46001',
	'41001',
	'29001',
	'48001',
	'50001',
	'15001',
	'35001',
	'03001',
	'47001',
	'33001',
	'18001',
	'30001',
	'07001',
]

const CRAFTSMEN = [
	{
		email: 'oficial@demo.es',
		name: 'Javier',
		lastName: 'Moreno Ruiz',
		company: 'Reformas Moreno',
		city: '28001',
		services: ['electrician', 'plumbing', 'painters'],
		status: 'verified',
		plan: true,
	},
	{
		email: 'oficial.nuevo@demo.es',
		name: 'Lucía',
		lastName: 'Navarro Gil',
		company: 'Navarro Interiorismo',
		city: '08001',
		services: ['interior-designers', 'painters'],
		status: 'unverified',
		plan: false,
	},
	{
		email: 'oficial.sinplan@demo.es',
		name: 'Andrés',
		lastName: 'Castro León',
		company: 'Fontanería Castro',
		city: '46001',
		services: ['plumbing', 'heating'],
		status: 'verified',
		plan: false,
	},
	{
		email: 'electricidad.sur@demo.es',
		name: 'Manuel',
		lastName: 'Ortega Vidal',
		company: 'Electricidad del Sur',
		city: '41001',
		services: ['electrician', 'air-conditioning'],
		status: 'verified',
		plan: true,
	},
	{
		email: 'tejados.norte@demo.es',
		name: 'Iker',
		lastName: 'Etxeberria Sanz',
		company: 'Tejados del Norte',
		city: '48001',
		services: ['roofing', 'scaffolding'],
		status: 'verified',
		plan: true,
	},
	{
		email: 'carpinteria.luz@demo.es',
		name: 'Rosa',
		lastName: 'Jiménez Prieto',
		company: 'Carpintería Luz',
		city: '29001',
		services: ['carpenters', 'floors', 'windows'],
		status: 'verified',
		plan: true,
	},
	{
		email: 'albanileria.ebro@demo.es',
		name: 'Pablo',
		lastName: 'Lázaro Millán',
		company: 'Albañilería Ebro',
		city: '50001',
		services: ['bricklayers', 'tilers', 'demolition'],
		status: 'verified',
		plan: false,
	},
	{
		email: 'jardines.atlantico@demo.es',
		name: 'Uxía',
		lastName: 'Fernández Rey',
		company: 'Jardines Atlántico',
		city: '15001',
		services: ['landscaping', 'fencing'],
		status: 'verified',
		plan: true,
	},
	{
		email: 'pinturas.levante@demo.es',
		name: 'Nuria',
		lastName: 'Soler Pastor',
		company: 'Pinturas Levante',
		city: '03001',
		services: ['painters', 'plasterers'],
		status: 'verified',
		plan: false,
	},
] as const

const CLIENTS = [
	{ email: 'cliente@demo.es', name: 'María', lastName: 'García López', city: '28001', phone: '612345678' },
	{ email: 'carmen.ruiz@demo.es', name: 'Carmen', lastName: 'Ruiz Soto', city: '08001', phone: '622334455' },
	{ email: 'alberto.diaz@demo.es', name: 'Alberto', lastName: 'Díaz Romero', city: '41001', phone: '633221100' },
	{ email: 'elena.martin@demo.es', name: 'Elena', lastName: 'Martín Serrano', city: '46001', phone: '644556677' },
]

const REVIEW_COMMENTS = [
	{ rating: 5, comment: 'Muy profesionales, puntuales y dejaron todo limpio. Repetiremos.' },
	{ rating: 4, comment: 'Buen trabajo y precio justo. Tardaron un día más de lo previsto.' },
	{ rating: 5, comment: 'Nos explicaron todo con claridad y el resultado es excelente.' },
	{ rating: 3, comment: 'El trabajo está bien, aunque costó coordinar las visitas.' },
	{ rating: 5, comment: 'Rápidos y muy cuidadosos con los muebles. Totalmente recomendables.' },
]

const DETAILS = [
	'Vivienda habitada; se puede trabajar por las mañanas de lunes a viernes.',
	'Es un piso en un tercero sin ascensor; hay sitio para aparcar cerca.',
	'Necesito presupuesto cerrado con materiales incluidos.',
	'Puedo enviar más fotos si hace falta. Prefiero empezar cuanto antes.',
	'Casa unifamiliar con patio; el acceso es cómodo para furgonetas.',
	'Busco a alguien de confianza que pueda hacer también pequeños arreglos.',
]

const SCHEDULES = ['flexible', 'rapidamente', 'en_una_semana', 'en_3_meses'] as const

/** Writes the demo data; expects migrations and postal codes in place and no users yet. */
export async function seedDemoData(prisma: PrismaClient) {
	const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10)
	const placeIds = await placeIdsByCode(prisma)
	const services = await prisma.service.findMany({
		include: { titles: { orderBy: { position: 'asc' } } },
		orderBy: { position: 'asc' },
	})

	await prisma.user.create({
		data: {
			email: 'admin@demo.es',
			passwordHash,
			role: 'admin',
			name: 'Admin',
			lastName: 'Reformas',
			emailVerified: true,
		},
	})
	const clients = []
	for (const client of CLIENTS) {
		clients.push(
			await prisma.user.create({
				data: {
					email: client.email,
					passwordHash,
					role: 'cliente',
					name: client.name,
					lastName: client.lastName,
					phone: client.phone,
					postalCodeId: placeIds.get(client.city),
					emailVerified: true,
				},
			}),
		)
	}

	const plan = await prisma.plan.findFirstOrThrow({ where: { id: 'plan-trimestral' } })
	const craftsmen = []
	let demoDisputeMade = false
	for (const [index, craftsman] of CRAFTSMEN.entries()) {
		const user = await prisma.user.create({
			data: {
				email: craftsman.email,
				passwordHash,
				role: 'oficial',
				name: craftsman.name,
				lastName: craftsman.lastName,
				phone: `6${String(70000000 + index * 1234567).slice(0, 8)}`,
				streetAddress: `Calle Mayor ${index + 3}`,
				postalCodeId: placeIds.get(craftsman.city),
				emailVerified: true,
				craftsman: {
					create: {
						status: craftsman.status,
						companyName: craftsman.company,
						companySlug: toCompanySlug(craftsman.company),
						description: `${craftsman.company} es una empresa familiar con más de ${8 + index * 2} años de experiencia. Trabajamos con presupuesto cerrado, garantía por escrito y limpieza al terminar.`,
						verifiedAt: craftsman.status === 'verified' ? new Date() : null,
						services: { create: craftsman.services.map((serviceId) => ({ serviceId })) },
					},
				},
			},
			include: { craftsman: true },
		})
		craftsmen.push(user)
		// the unverified craftsman waits in «Verificaciones» with documents an admin can look at; a
		// verified one shows «Verificada» because an admin checked his documents, which expire
		await seedDocuments(prisma, user.craftsman!.id, craftsman.company, craftsman.status === 'verified' ? index : null)
		if (craftsman.plan) {
			const start = new Date()
			const subscription = await prisma.subscription.create({
				data: {
					userId: user.id,
					planId: plan.id,
					status: 'active',
					startDate: start,
					endDate: new Date(start.getTime() + plan.durationInDays * 86_400_000),
					payment: {
						create: {
							paymentId: `TR-DEMO-${index + 1}`,
							amountCents: plan.priceCents,
							status: 'paid',
							confirmedAt: start,
						},
					},
				},
				select: { payment: { select: { id: true } } },
			})
			// a confirmed payment has its invoice, as when an admin confirms one
			await issueInvoice(prisma, subscription.payment!.id, start)
		}
		const reviewCount = craftsman.status === 'verified' ? (index % 4) + 1 : 0
		for (let r = 0; r < reviewCount; r++) {
			const review = REVIEW_COMMENTS[(index + r) % REVIEW_COMMENTS.length]
			const replied = r === 0 && index % 2 === 0
			// one review its craftsman disputed (review-disputes.server.ts), waiting in «Opiniones
			// reclamadas»: still public, as every dispute is until an admin decides
			const disputed = !demoDisputeMade && r === reviewCount - 1 && !replied
			if (disputed) demoDisputeMade = true
			await prisma.review.create({
				data: {
					craftsmanId: user.craftsman!.id,
					authorId: clients[(index + r) % clients.length].id,
					...review,
					createdAt: new Date(Date.now() - (12 + index + r * 5) * 86_400_000),
					// the craftsman's public answer (one per review), days after the review
					...(replied && {
						reply: `Gracias por confiar en ${craftsman.company}. Nos alegra que todo saliera bien.`,
						repliedAt: new Date(Date.now() - 2 * 86_400_000),
					}),
					...(disputed && {
						disputedAt: new Date(Date.now() - 86_400_000),
						disputeReason: 'not_about_job' as const,
						disputeText: 'Habla de otra empresa: nunca trabajamos en esa dirección ni con ese material.',
					}),
				},
			})
		}
		// one review held for an admin (review-holds.server.ts), so the queue «Opiniones retenidas»
		// has something to show: it counts nowhere until an admin publishes it
		if (index === 0) {
			await prisma.review.create({
				data: {
					craftsmanId: user.craftsman!.id,
					authorId: clients[clients.length - 1].id,
					rating: 5,
					comment: 'El mejor profesional de la ciudad, rapidísimo y baratísimo. ¡Cinco estrellas sin duda!',
					createdAt: new Date(Date.now() - 86_400_000),
					heldAt: new Date(Date.now() - 86_400_000),
					heldReasons: ['shared-device', 'shared-address'],
				},
			})
		}
	}

	// Jobs: spread over cities, trades and the last weeks, newest first in the feed.
	const jobCount = 48
	for (let i = 0; i < jobCount; i++) {
		const service = services[(i * 7) % services.length]
		const owner = clients[i % clients.length]
		const title = service.titles[i % service.titles.length]?.title
		const city = CITIES[(i * 7) % CITIES.length]
		await prisma.job.create({
			data: {
				ownerId: owner.id,
				serviceId: service.id,
				serviceTitle: title,
				squareMeters: 20 + ((i * 13) % 120),
				rooms: 1 + (i % 5),
				floors: 1 + (i % 2),
				description: DETAILS[i % DETAILS.length],
				postalCodeId: placeIds.get(city)!,
				workingSchedule: SCHEDULES[i % SCHEDULES.length],
				contactName: `${owner.name} ${owner.lastName}`,
				contactEmail: owner.email,
				contactPhone: owner.phone,
				createdAt: new Date(Date.now() - i * 9 * 3_600_000),
			},
		})
	}
	await seedLeads(prisma, { placeIds, client: clients[0], craftsman: craftsmen[0] })
	await seedShowcase(prisma, { placeIds, clients, craftsmen })
	await seedPriceHistory(prisma, { placeIds, passwordHash })
	await seedCraftsmanActivity(prisma, placeIds)
	await refreshPriceStatsWith(prisma)
}

/**
 * Finished jobs of the last months with their accepted offers, so the price guides show real
 * ranges: painting a flat in Madrid and in Valencia, changing the fuse box in Madrid (the demo
 * client's lead, whose offer the comparison then marks). Their craftsmen offer no trade today,
 * so no search lists them; the jobs are completed, so no feed shows them.
 */
type PriceSample = { squareMeters: number | null; total: number }

/** Jobs priced per square metre: each job's area and its price per m², side by side. */
const perSquareMeter = (squareMeters: number[], pricePerM2: number[]): PriceSample[] =>
	squareMeters.map((area, index) => ({ squareMeters: area, total: area * pricePerM2[index]! }))

/** Jobs priced whole (no area). */
const wholeJobs = (totals: number[]): PriceSample[] => totals.map((total) => ({ squareMeters: null, total }))

const PRICE_HISTORY: Array<{ code: string; serviceId: string; title: string; samples: PriceSample[] }> = [
	{
		code: '28004',
		serviceId: 'painters',
		title: 'Pintar piso completo',
		samples: perSquareMeter([60, 70, 80, 85, 90, 75, 95, 65, 80, 100], [16, 19, 21, 18, 23, 20, 17, 24, 22, 19]),
	},
	{
		code: '46001',
		serviceId: 'painters',
		title: 'Pintar piso completo',
		samples: perSquareMeter([70, 80, 65, 90, 75, 85, 60, 95], [14, 16, 18, 15, 17, 13, 19, 16]),
	},
	{
		code: '28013',
		serviceId: 'electrician',
		title: 'Cambiar el cuadro eléctrico',
		samples: wholeJobs([290, 340, 380, 420, 450, 480, 520, 560, 610]),
	},
]

const HISTORY_CRAFTSMEN = [
	'Pinturas Retiro',
	'Decoraciones Turia',
	'Electro Chamberí',
	'Reformas Albufera',
	'Instalaciones Prado',
]

async function seedPriceHistory(
	prisma: PrismaClient,
	{ placeIds, passwordHash }: { placeIds: Map<string, number>; passwordHash: string },
) {
	const owner = await prisma.user.create({
		data: {
			email: 'historial@demo.es',
			passwordHash,
			role: 'cliente',
			name: 'Rosa',
			lastName: 'Vidal Peña',
			phone: '655443322',
			postalCodeId: placeIds.get('28004'),
			emailVerified: true,
		},
	})
	const bidders = []
	for (const [index, company] of HISTORY_CRAFTSMEN.entries()) {
		bidders.push(
			await prisma.user.create({
				data: {
					email: `historial.${index + 1}@demo.es`,
					passwordHash,
					role: 'oficial',
					name: company.split(' ')[0]!,
					lastName: 'Historial',
					postalCodeId: placeIds.get(index % 2 ? '46001' : '28004'),
					emailVerified: true,
					craftsman: {
						create: {
							status: 'verified',
							companyName: company,
							companySlug: toCompanySlug(company),
							verifiedAt: new Date(),
						},
					},
				},
				include: { craftsman: { select: { id: true } } },
			}),
		)
		// «Verificada» stands on checked documents, for these craftsmen too
		await seedDocuments(prisma, bidders.at(-1)!.craftsman!.id, company, 10 + index)
	}
	let n = 0
	for (const group of PRICE_HISTORY) {
		for (const [index, { squareMeters, total }] of group.samples.entries()) {
			n++
			const createdAt = new Date(Date.now() - (20 + n * 9) * 86_400_000)
			const job = await prisma.job.create({
				data: {
					ownerId: owner.id,
					serviceId: group.serviceId,
					serviceTitle: group.title,
					squareMeters,
					rooms: 3,
					floors: 1,
					description: 'Trabajo terminado.',
					postalCodeId: placeIds.get(group.code)!,
					contactName: `${owner.name} ${owner.lastName}`,
					contactEmail: owner.email,
					contactPhone: owner.phone,
					status: 'completed',
					createdAt,
				},
			})
			await prisma.offer.create({
				data: {
					jobId: job.id,
					craftsmanId: bidders[index % bidders.length]!.id,
					price: total.toFixed(2),
					status: 'completed',
					createdAt: new Date(createdAt.getTime() + 86_400_000),
				},
			})
		}
	}
}

/**
 * The demo craftsman's leads: jobs in Madrid in his trades, which the jobs above happen not to
 * offer, so his job list is not empty on a first visit; older than those, so the newest jobs stay
 * as they are. On the first, his offer and a conversation with the client (every message seen),
 * so the client's side shows an offer and a chat too.
 */
const LEADS = [
	{
		code: '28004',
		serviceId: 'electrician',
		title: 'Cambiar el cuadro eléctrico',
		detail: 'El cuadro es antiguo y salta a menudo; revisar también la toma de tierra.',
	},
	{
		code: '28013',
		serviceId: 'plumbing',
		title: 'Cambiar grifo',
		detail: 'Gotea el grifo de la cocina y el desagüe va lento.',
	},
	{
		code: '28045',
		serviceId: 'painters',
		title: 'Pintar piso completo',
		detail: 'Tres habitaciones, salón y pasillo; paredes en blanco roto.',
	},
] as const

async function seedLeads(
	prisma: PrismaClient,
	{ placeIds, client, craftsman }: { placeIds: Map<string, number>; client: DemoUser; craftsman: DemoUser },
) {
	const olderThanTheOthers = Date.now() - 49 * 9 * 3_600_000
	const jobIds: string[] = []
	for (const [index, lead] of LEADS.entries()) {
		// one of the trade's own titles (the catalogue's), or the seed stops here
		const title = await prisma.serviceTitle.findFirstOrThrow({
			where: { serviceId: lead.serviceId, title: lead.title },
		})
		const job = await prisma.job.create({
			data: {
				ownerId: client.id,
				serviceId: lead.serviceId,
				serviceTitle: title.title,
				squareMeters: 60 + index * 15,
				rooms: 3,
				floors: 1,
				description: lead.detail,
				postalCodeId: placeIds.get(lead.code)!,
				workingSchedule: SCHEDULES[index % SCHEDULES.length],
				contactName: `${client.name} ${client.lastName}`,
				contactEmail: client.email,
				contactPhone: client.phone!,
				createdAt: new Date(olderThanTheOthers - index * 5 * 3_600_000),
			},
		})
		jobIds.push(job.id)
	}
	const yesterday = new Date(Date.now() - 24 * 3_600_000)
	await prisma.offer.create({
		data: { jobId: jobIds[0]!, craftsmanId: craftsman.id, price: '180.00', createdAt: yesterday },
	})
	const messages = [
		{ from: craftsman, text: `Hola, ${client.name}. Puedo pasar el jueves por la mañana a ver el cuadro.` },
		{ from: client, text: 'Perfecto, el jueves me va bien. ¿Sobre las 10?' },
		{ from: craftsman, text: 'A las 10 allí estoy. Un saludo.' },
	]
	const conversation = await prisma.conversation.create({
		data: {
			jobId: jobIds[0]!,
			participants: {
				create: [craftsman, client].map((user) => ({ userId: user.id, lastSeenAt: new Date() })),
			},
		},
	})
	for (const [index, message] of messages.entries()) {
		const createdAt = new Date(yesterday.getTime() + (index + 1) * 20 * 60_000)
		await prisma.message.create({
			data: {
				conversationId: conversation.id,
				senderId: message.from.id,
				text: message.text,
				createdAt,
				seenBy: { create: [craftsman, client].map((user) => ({ userId: user.id, seenAt: createdAt })) },
			},
		})
	}
}

/**
 * Two made-up document images, stored as an upload would be (uploads' storage, folder documentos).
 * `checkedIndex` null: pending, for an admin to decide; a number: approved some weeks ago by an
 * admin, each with its expiry (the first craftsman's licence ends in 45 days: soon, yet outside
 * the 30-day reminder, so a fresh demo sends no reminder email).
 */
async function seedDocuments(prisma: PrismaClient, craftsmanId: string, company: string, checkedIndex: number | null) {
	const day = 86_400_000
	for (const [position, document] of DOCUMENT_TYPES.entries()) {
		const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
			<rect width="1200" height="800" fill="#fafaf9" stroke="#57534e" stroke-width="16"/>
			<text x="80" y="200" font-family="sans-serif" font-size="72" fill="#1c1917">${document.label}</text>
			<text x="80" y="320" font-family="sans-serif" font-size="48" fill="#1c1917">${company}</text>
			<text x="80" y="700" font-family="sans-serif" font-size="40" fill="#c2410c">Documento de demostración</text>
		</svg>`
		const { default: sharp } = await import('sharp') // only when seeding: not in every start's memory
		const image = await sharp(Buffer.from(svg)).png().toBuffer()
		const { url } = await storeImage(new Uint8Array(image), { folder: 'documentos' })
		const checked =
			checkedIndex === null
				? {}
				: {
						decision: 'approved' as const,
						decidedAt: new Date(Date.now() - (20 + checkedIndex) * day),
						expiresAt: new Date(
							Date.now() + (position === 1 && checkedIndex === 0 ? 45 : 300 + checkedIndex * 40 + position * 200) * day,
						),
					}
		await prisma.craftsmanDocument.create({ data: { craftsmanId, type: document.value, url, ...checked } })
	}
}

const DAY = 86_400_000
const HOUR = 3_600_000

/**
 * What the rest of the demo would not show: a job of the demo client with three offers to compare
 * (two broken down in lines with IVA), a job another client gave to one craftsman while the demo
 * craftsman's offer lost (the outcome notice he reads), and enough answered conversations for two
 * craftsmen to show a response time. Older than every other job, so lists start as before.
 */
async function seedShowcase(
	prisma: PrismaClient,
	{
		placeIds,
		clients,
		craftsmen,
	}: { placeIds: Map<string, number>; clients: DemoUser[]; craftsmen: Array<DemoUser & { email: string }> },
) {
	const byEmail = (email: string) => craftsmen.find((craftsman) => craftsman.email === email)!
	const moreno = byEmail('oficial@demo.es')
	const castro = byEmail('oficial.sinplan@demo.es')
	const sur = byEmail('electricidad.sur@demo.es')
	const ebro = byEmail('albanileria.ebro@demo.es')
	const oldest = Date.now() - 60 * 9 * HOUR
	// one of the trade's own titles (the catalogue's), or the seed stops here
	const title = async (serviceId: string, name: string) =>
		(await prisma.serviceTitle.findFirstOrThrow({ where: { serviceId, title: name } })).title
	const contact = (client: DemoUser) => ({
		contactName: `${client.name} ${client.lastName}`,
		contactEmail: client.email,
		contactPhone: client.phone!,
	})

	// 1. the demo client compares three offers for her bathroom
	const [client, other] = [clients[0]!, clients[1]!]
	const compared = await prisma.job.create({
		data: {
			ownerId: client.id,
			serviceId: 'plumbing',
			serviceTitle: await title('plumbing', 'Cambiar bañera por plato de ducha'),
			squareMeters: 6,
			rooms: 1,
			floors: 1,
			description: 'Cambiar la bañera por un plato de ducha y revisar las tuberías del baño.',
			postalCodeId: placeIds.get('28001')!,
			workingSchedule: 'en_una_semana',
			...contact(client),
			createdAt: new Date(oldest),
		},
	})
	const validUntil = new Date(Date.now() + 20 * DAY)
	const earliestStart = new Date(Date.now() + 7 * DAY)
	await createItemizedOffer(prisma, {
		jobId: compared.id,
		craftsmanId: moreno.id,
		createdAt: new Date(oldest + 5 * HOUR),
		vatRate: 10,
		items: [
			{ concept: 'Plato de ducha de resina 120 × 80', quantity: 1, unit: 'ud', unitPriceCents: 32_000 },
			{ concept: 'Mampara corredera', quantity: 1, unit: 'ud', unitPriceCents: 28_500 },
			{ concept: 'Mano de obra (fontanería y alicatado)', quantity: 14, unit: 'h', unitPriceCents: 3_200 },
		],
		details: { validUntil, earliestStart, durationDays: 3, included: 'Retirada de la bañera y escombros' },
	})
	await createItemizedOffer(prisma, {
		jobId: compared.id,
		craftsmanId: castro.id,
		createdAt: new Date(oldest + 9 * HOUR),
		vatRate: 21,
		items: [
			{ concept: 'Plato de ducha extraplano', quantity: 1, unit: 'ud', unitPriceCents: 26_000 },
			{ concept: 'Mano de obra', quantity: 2, unit: 'día', unitPriceCents: 24_000 },
		],
		details: { validUntil, earliestStart: new Date(Date.now() + 14 * DAY), durationDays: 2, excluded: 'Mampara' },
	})
	await prisma.offer.create({
		data: { jobId: compared.id, craftsmanId: ebro.id, price: '1150.00', createdAt: new Date(oldest + 20 * HOUR) },
	})

	// 2. another client gave her job to Electricidad del Sur; the demo craftsman is told why not him
	const decided = await prisma.job.create({
		data: {
			ownerId: other.id,
			serviceId: 'electrician',
			serviceTitle: await title('electrician', 'Renovar la instalación eléctrica'),
			squareMeters: 80,
			rooms: 4,
			floors: 1,
			description: 'Revisar la instalación eléctrica de un piso antiguo antes de entrar a vivir.',
			postalCodeId: placeIds.get('28001')!,
			workingSchedule: 'rapidamente',
			status: 'assigned',
			...contact(other),
			createdAt: new Date(oldest - 30 * HOUR),
		},
	})
	// the offer she accepted: a signed quote in lines with two change annexes (seed-paperwork.ts)
	await seedSignedQuote(prisma, {
		jobId: decided.id,
		craftsmanId: sur.id,
		clientId: other.id,
		createdAt: new Date(oldest - 26 * HOUR),
	})
	const lost = await prisma.offer.create({
		data: {
			jobId: decided.id,
			craftsmanId: moreno.id,
			price: '890.00',
			status: 'rejected',
			outcomeAt: new Date(oldest - 2 * HOUR),
			outcomeReason: 'precio',
			createdAt: new Date(oldest - 25 * HOUR),
		},
	})
	await prisma.notification.create({
		data: {
			userId: moreno.id,
			text: outcomeText('accepted', decided.serviceTitle!, 'precio'),
			link: offerLink(lost.id),
			createdAt: new Date(oldest - 2 * HOUR),
		},
	})

	// 3. answered first messages: the median of at least MIN_RESPONSE_SAMPLES waits is shown
	for (const [craftsmanIndex, craftsman] of [moreno, sur].entries()) {
		for (let n = 0; n < MIN_RESPONSE_SAMPLES + 1; n++) {
			const asker = clients[(n + craftsmanIndex) % clients.length]!
			const askedAt = Date.now() - (3 + n * 6 + craftsmanIndex) * DAY
			const answerAfter = (craftsmanIndex === 0 ? 40 + n * 15 : 150 + n * 30) * 60_000
			const conversation = await prisma.conversation.create({
				data: {
					participants: {
						create: [craftsman, asker].map((user) => ({ userId: user.id, lastSeenAt: new Date() })),
					},
				},
			})
			const messages = [
				{ from: asker, text: '¡Hola! ¿Tendríais hueco para una visita esta semana?', at: askedAt },
				{ from: craftsman, text: 'Hola, sí: ¿te viene bien el jueves por la tarde?', at: askedAt + answerAfter },
			]
			for (const message of messages) {
				const createdAt = new Date(message.at)
				await prisma.message.create({
					data: {
						conversationId: conversation.id,
						senderId: message.from.id,
						text: message.text,
						createdAt,
						seenBy: { create: [craftsman, asker].map((user) => ({ userId: user.id, seenAt: createdAt })) },
					},
				})
			}
		}
	}
	// 4. a living warranty (app/models/warranty/): the demo client's tap, fixed by the demo
	// craftsman two months ago with a year of guarantee; a leak she claimed, he answered «Resuelto»,
	// she confirmed. Still in warranty, so she can claim again.
	const completedAt = new Date(Date.now() - 60 * DAY)
	const fixed = await prisma.job.create({
		data: {
			ownerId: client.id,
			serviceId: 'plumbing',
			serviceTitle: await title('plumbing', 'Cambiar grifo'),
			description: 'Cambiar el grifo monomando de la cocina, que gotea.',
			postalCodeId: placeIds.get('28001')!,
			workingSchedule: 'flexible',
			status: 'completed',
			completedAt,
			...contact(client),
			createdAt: new Date(completedAt.getTime() - 10 * DAY),
		},
	})
	const hired = await prisma.offer.create({
		data: {
			jobId: fixed.id,
			craftsmanId: moreno.id,
			price: '95.00',
			status: 'completed',
			guaranteeMonths: 12,
			createdAt: new Date(completedAt.getTime() - 8 * DAY),
		},
	})
	const claimedAt = new Date(completedAt.getTime() + 30 * DAY)
	const answeredAt = new Date(claimedAt.getTime() + 20 * HOUR)
	const claimText = 'El grifo nuevo vuelve a gotear por la base cuando se abre del todo.'
	const answer = 'Pasé el martes y apreté la tuerca de fijación; ya no gotea.'
	const thread = await prisma.conversation.create({
		data: {
			jobId: fixed.id,
			updatedAt: answeredAt,
			participants: { create: [client, moreno].map((user) => ({ userId: user.id, lastSeenAt: new Date() })) },
			messages: {
				create: [
					{ senderId: client.id, text: `Reclamación en garantía: ${claimText}`, createdAt: claimedAt },
					{
						senderId: moreno.id,
						text: `Respuesta a la reclamación en garantía: Resuelto. ${answer}`,
						createdAt: answeredAt,
					},
				],
			},
		},
	})
	await prisma.warrantyClaim.create({
		data: {
			jobId: fixed.id,
			offerId: hired.id,
			clientId: client.id,
			craftsmanId: moreno.id,
			conversationId: thread.id,
			text: claimText,
			status: 'confirmed',
			answer,
			answeredAt,
			closedAt: new Date(answeredAt.getTime() + 26 * HOUR),
			createdAt: claimedAt,
		},
	})
}

type ShowcaseLine = { concept: string; quantity: number; unit: string; unitPriceCents: number }

/** An offer broken down in lines; its price is the lines' total with IVA, as the offer form stores it. */
async function createItemizedOffer(
	prisma: PrismaClient,
	{
		jobId,
		craftsmanId,
		createdAt,
		vatRate,
		items,
		details,
	}: {
		jobId: string
		craftsmanId: string
		createdAt: Date
		vatRate: VatRate
		items: ShowcaseLine[]
		details: { validUntil: Date; earliestStart: Date; durationDays: number; included?: string; excluded?: string }
	},
) {
	const totals = offerTotals({ items, vatRate })
	await prisma.offer.create({
		data: {
			jobId,
			craftsmanId,
			createdAt,
			vatRate,
			price: (totals.totalCents / 100).toFixed(2),
			...details,
			items: { create: items.map((item, position) => ({ ...item, position, quantity: String(item.quantity) })) },
		},
	})
}

type DemoUser = { id: string; name: string; lastName: string; email: string; phone: string | null }

async function placeIdsByCode(prisma: PrismaClient) {
	const codes = [
		...new Set([
			...CITIES,
			...CRAFTSMEN.map((c) => c.city),
			...CLIENTS.map((c) => c.city),
			...LEADS.map((lead) => lead.code),
		]),
	]
	const places = await prisma.postalCode.findMany({ where: { code: { in: codes } }, orderBy: { id: 'asc' } })
	const byCode = new Map<string, number>()
	for (const place of places) if (!byCode.has(place.code)) byCode.set(place.code, place.id)
	const missing = codes.filter((code) => !byCode.has(code))
	if (missing.length) throw new Error(`Faltan códigos postales para los datos de demostración: ${missing.join(', ')}`)
	return byCode
}
