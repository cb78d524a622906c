import bcrypt from 'bcryptjs'
import { beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getFeedFilter, listJobsForFilter } from '#app/models/job-alerts/saved-filter.server.ts'
import { getActivity } from '#app/models/insights/activity.server.ts'
import { getPriceRanges } from '#app/models/prices/prices.server.ts'
import { getResponseTimes } from '#app/models/response-time/response-time.server.ts'
import { responseTimeLabel } from '#app/models/response-time/response-time.ts'
import { verifiedProfileIds } from '#app/models/verification/verified-badge.server.ts'
import { annexHashSelect, annexSha256 } from '#app/models/offers/annex-hash.server.ts'
import { getQuoteForViewer } from '#app/models/offers/quote-pdf.server.ts'
import { quoteHashSelect, quoteSha256 } from '#app/models/offers/quote-hash.server.ts'
import { getWarrantyPage } from '#app/models/warranty/warranty-claims.server.ts'
import { DEMO_PASSWORD, seedDemoData } from '#prisma/seed.ts'

// the documents' images and the showcase make it slow on a shared machine
beforeAll(() => seedDemoData(prisma), 240_000)

describe('demo data', () => {
	test.each([
		['cliente@demo.es', 'cliente'],
		['oficial@demo.es', 'oficial'],
		['oficial.nuevo@demo.es', 'oficial'],
		['oficial.sinplan@demo.es', 'oficial'],
		['admin@demo.es', 'admin'],
	])('%s is a %s who signs in with the documented password', async (email, role) => {
		const user = await prisma.user.findUniqueOrThrow({ where: { email } })
		expect(user.role).toBe(role)
		expect(user.emailVerified).toBe(true)
		expect(await bcrypt.compare(DEMO_PASSWORD, user.passwordHash!)).toBe(true)
		expect(DEMO_PASSWORD).toBe('Reforma#58')
	})

	test('the three craftsman accounts are in the documented states', async () => {
		const state = async (email: string) => {
			const user = await prisma.user.findUniqueOrThrow({
				where: { email },
				include: { craftsman: true, subscriptions: { include: { payment: true } } },
			})
			return {
				status: user.craftsman?.status,
				active: user.subscriptions.some(
					(s) => s.status === 'active' && s.endDate! > new Date() && s.payment?.status === 'paid',
				),
			}
		}
		expect(await state('oficial@demo.es')).toEqual({ status: 'verified', active: true })
		expect(await state('oficial.nuevo@demo.es')).toEqual({ status: 'unverified', active: false })
		expect(await state('oficial.sinplan@demo.es')).toEqual({ status: 'verified', active: false })
	})

	test('every confirmed demo payment has its invoice, numbered without gaps', async () => {
		const paid = await prisma.payment.findMany({ where: { status: 'paid' }, include: { invoice: true } })
		expect(paid.length).toBeGreaterThan(0)
		expect(paid.filter((payment) => !payment.invoice)).toEqual([])
		const sequences = paid.map((payment) => payment.invoice!.sequence).sort((a, b) => a - b)
		expect(sequences).toEqual(sequences.map((_, index) => index + 1))
	})

	test('dozens of realistic jobs across Spanish cities and trades, newest first', async () => {
		const jobs = await prisma.job.findMany({
			include: { postalCode: true, service: true },
			orderBy: { createdAt: 'desc' },
		})
		expect(jobs.length).toBeGreaterThanOrEqual(36)
		expect(new Set(jobs.map((job) => job.postalCode.province)).size).toBeGreaterThanOrEqual(10)
		expect(new Set(jobs.map((job) => job.serviceId)).size).toBeGreaterThanOrEqual(10)
		for (const job of jobs) {
			// every title comes from its own trade's list
			const titles = await prisma.serviceTitle.findMany({
				where: { serviceId: job.serviceId },
				select: { title: true },
			})
			expect(titles.map((t) => t.title)).toContain(job.serviceTitle)
			expect(job.contactEmail).toMatch(/@demo\.es$/)
		}
		expect(jobs[0].createdAt.getTime()).toBeGreaterThan(jobs.at(-1)!.createdAt.getTime())
	})

	test('several craftsmen with reviews, and the plans', async () => {
		const reviewed = await prisma.craftsmanProfile.findMany({
			where: { reviews: { some: {} } },
			include: { reviews: true },
		})
		expect(reviewed.length).toBeGreaterThanOrEqual(4)
		for (const craftsman of reviewed) {
			for (const review of craftsman.reviews) {
				expect(review.rating).toBeGreaterThanOrEqual(1)
				expect(review.rating).toBeLessThanOrEqual(5)
				expect(review.comment.length).toBeGreaterThan(10)
			}
		}
		// one review waits for an admin, so the queue of held reviews is not empty in the demo
		expect(await prisma.review.count({ where: { heldAt: { not: null }, rejectedAt: null } })).toBe(1)
		const plans = await prisma.plan.findMany({ orderBy: { durationInDays: 'asc' } })
		expect(plans.map((plan) => [plan.name, plan.durationInDays])).toEqual([
			['Mensual', 30],
			['Trimestral', 90],
			['Anual', 365],
		])
	})

	test('the service catalogue has the 37 trades, each with 8 to 13 job titles', async () => {
		const services = await prisma.service.findMany({ include: { _count: { select: { titles: true } } } })
		expect(services).toHaveLength(37)
		for (const service of services) {
			expect(service._count.titles).toBeGreaterThanOrEqual(8)
			expect(service._count.titles).toBeLessThanOrEqual(13)
			expect(service.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
		}
	})

	test('the demo craftsman finds leads in his job list; the demo client has his offer and their chat', async () => {
		const craftsman = await prisma.user.findUniqueOrThrow({ where: { email: 'oficial@demo.es' } })
		const client = await prisma.user.findUniqueOrThrow({ where: { email: 'cliente@demo.es' } })
		// the list as his first visit shows it: his trades around his place
		const { jobs } = await listJobsForFilter(craftsman.id, await getFeedFilter(craftsman.id), {
			page: 1,
			pageSize: 20,
		})
		expect(jobs.length).toBeGreaterThanOrEqual(3)
		// his lead in Madrid (the showcase's bathroom job, compared among three, is another)
		const offers = await prisma.offer.findMany({
			where: { craftsmanId: craftsman.id, job: { ownerId: client.id, serviceId: 'electrician' } },
		})
		expect(offers).toHaveLength(1)
		const conversation = await prisma.conversation.findFirstOrThrow({
			where: { jobId: offers[0]!.jobId, participants: { every: { userId: { in: [craftsman.id, client.id] } } } },
			include: { messages: { include: { seenBy: true } } },
		})
		expect(conversation.messages.length).toBeGreaterThanOrEqual(2)
		// nothing unread: the demo starts quiet
		for (const message of conversation.messages) expect(message.seenBy).toHaveLength(2)
	})

	test('the unverified craftsman waits with two documents stored as uploads are', async () => {
		const profile = await prisma.craftsmanProfile.findFirstOrThrow({
			where: { user: { email: 'oficial.nuevo@demo.es' } },
			include: { documents: true },
		})
		expect(profile.documents.map((document) => document.type).sort()).toEqual(['craft_card', 'trade_licence'])
		for (const document of profile.documents) {
			expect(document.url).toMatch(/\/documentos\/[a-f0-9]+-large\.webp$/)
			expect(document.decision).toBe('pending')
		}
	})

	test('accepted offers enough for price ranges in Madrid and Valencia, computed by the seed', async () => {
		const painting = { serviceId: 'painters', title: 'Pintar piso completo' }
		for (const province of ['Madrid', 'Valencia']) {
			const { total, m2 } = await getPriceRanges({ ...painting, province })
			expect(total).toMatchObject({ level: 'title-province', province })
			expect(total!.offers).toBeGreaterThanOrEqual(8)
			expect(total!.craftsmen).toBeGreaterThanOrEqual(4)
			expect(m2).toMatchObject({ level: 'title-province', province })
		}
		const fuseBox = await getPriceRanges({
			serviceId: 'electrician',
			title: 'Cambiar el cuadro eléctrico',
			province: 'Madrid',
		})
		// its title's group is within a few offers of all electrical work in Madrid, so the narrower one
		// is not published (a difference of one offer would give that offer away): the wider shows
		expect(fuseBox.total).toMatchObject({ level: 'service-province', median: 465 })
	})

	test('every feature shows: checked documents, replies, offers in lines, an outcome notice, response times, invoices', async () => {
		const verified = await prisma.craftsmanProfile.findMany({
			where: { status: 'verified' },
			include: { documents: true },
		})
		expect(verified.length).toBeGreaterThanOrEqual(5)
		// «Verificada» shows for every verified demo craftsman, standing on documents with an expiry
		expect((await verifiedProfileIds(verified.map((profile) => profile.id))).size).toBe(verified.length)
		for (const profile of verified)
			for (const document of profile.documents) {
				expect(document.decision).toBe('approved')
				expect(document.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 86_400_000)
			}
		expect(await prisma.review.count({ where: { reply: { not: null } } })).toBeGreaterThanOrEqual(2)
		const client = await prisma.user.findUniqueOrThrow({ where: { email: 'cliente@demo.es' } })
		const compared = await prisma.offer.findMany({
			// the job she compares offers on (not the finished one in warranty)
			where: { job: { ownerId: client.id, serviceId: 'plumbing', completedAt: null } },
			include: { items: true },
		})
		expect(compared).toHaveLength(3)
		expect(compared.filter((offer) => offer.items.length > 0)).toHaveLength(2)
		const moreno = await prisma.user.findUniqueOrThrow({ where: { email: 'oficial@demo.es' } })
		const lost = await prisma.offer.findFirstOrThrow({ where: { craftsmanId: moreno.id, status: 'rejected' } })
		expect(lost.outcomeReason).toBe('precio')
		expect(await prisma.notification.count({ where: { userId: moreno.id, text: { contains: 'motivo' } } })).toBe(1)
		const sur = await prisma.user.findUniqueOrThrow({ where: { email: 'electricidad.sur@demo.es' } })
		const times = await getResponseTimes([moreno.id, sur.id])
		expect(responseTimeLabel(times.get(moreno.id))).toEqual(expect.any(String))
		expect(responseTimeLabel(times.get(sur.id))).toEqual(expect.any(String))
		expect(await prisma.invoice.count()).toBeGreaterThan(0)
	})
	test('«Tu actividad» of the demo craftsman has figures in both periods, his prices compared', async () => {
		const moreno = await prisma.user.findUniqueOrThrow({ where: { email: 'oficial@demo.es' } })
		const month = await getActivity(moreno.id, 30)
		expect(month.leadsMatched).toBeGreaterThan(0)
		expect(month.jobsViewed).toBeGreaterThan(0)
		expect(month.won).toBeGreaterThanOrEqual(2)
		expect(month.lost).toBeGreaterThanOrEqual(1)
		expect(month.response).not.toBeNull()
		expect(month.wonVsMedian).toMatchObject({ offers: 2 })
		const quarter = await getActivity(moreno.id, 90)
		expect(quarter.won).toBeGreaterThan(month.won)
		expect(quarter.leadsMatched).toBeGreaterThanOrEqual(month.leadsMatched)
	})

	test('the paperwork shows: a signed quote with an accepted and a pending annex, a job in warranty with a resolved claim', async () => {
		const carmen = await prisma.user.findUniqueOrThrow({ where: { email: 'carmen.ruiz@demo.es' } })
		const signed = await prisma.offer.findFirstOrThrow({
			where: { status: 'accepted', job: { ownerId: carmen.id }, acceptance: { isNot: null } },
			include: { acceptance: true, annexes: { orderBy: { createdAt: 'asc' } } },
		})
		const quote = await getQuoteForViewer(signed.id, { id: carmen.id, role: 'cliente' })
		// the acceptance hash is the one anyone can recompute from the offer
		expect(signed.acceptance).toMatchObject({ name: 'Carmen Ruiz Soto', received: true, privateHome: true })
		expect(signed.acceptance!.sha256).toBe(
			quoteSha256(await prisma.offer.findUniqueOrThrow({ where: { id: signed.id }, select: quoteHashSelect })),
		)
		expect(quote.details.totals.totalCents).toBe(64_000)
		expect(signed.annexes.map((annex) => annex.status)).toEqual(['accepted', 'pending'])
		expect(signed.annexes[0]!.sha256).toBe(
			annexSha256(
				await prisma.offerAnnex.findUniqueOrThrow({ where: { id: signed.annexes[0]!.id }, select: annexHashSelect }),
			),
		)
		expect(quote.details.currentTotalCents).toBeGreaterThan(64_000)
		const client = await prisma.user.findUniqueOrThrow({ where: { email: 'cliente@demo.es' } })
		const inWarranty = await prisma.job.findFirstOrThrow({
			where: { ownerId: client.id, status: 'completed', warrantyClaims: { some: { answer: { not: null } } } },
			include: { warrantyClaims: true },
		})
		const page = await getWarrantyPage(client.id, inWarranty.id)
		expect(page.warranty).toMatchObject({ state: 'active' })
		expect(page.claims).toEqual([expect.objectContaining({ status: 'confirmed', answeredAt: expect.any(Date) })])
	})
})
