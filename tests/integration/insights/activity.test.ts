// «Tu actividad»: the craftsman's figures over 30 and 90 days, against hand-computed fixtures.
import { beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getActivity } from '#app/models/insights/activity.server.ts'
import { formatDuration, wonVsMedianText } from '#app/models/insights/activity.ts'
import { recordJobView } from '#app/models/insights/job-views.server.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { loader as jobPage } from '#app/routes/newjob/$jobId.tsx'
import { loader as activityPage } from '#app/routes/tablero/$role/actividad.tsx'
import { call, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
// a minute ahead, so that what the test writes «now» (a job view) falls inside the window
const NOW = new Date(Date.now() + 60_000)
const ago = (days: number) => new Date(NOW.getTime() - days * DAY)

const PAINTING = 'Pintar un piso'
let me = ''
let owner = ''

/** A painters' job («Pintar un piso») in `code` published `hours` before `answeredAt`. */
async function job({
	answeredAt,
	hours,
	code = '28001',
	service = 'painters',
}: {
	answeredAt: Date
	hours: number
	code?: string
	service?: string
}) {
	return prisma.job.create({
		data: {
			ownerId: owner,
			serviceId: service,
			serviceTitle: service === 'painters' ? PAINTING : null,
			postalCodeId: await placeId(code),
			contactName: 'Lola',
			contactEmail: 'lola@example.com',
			contactPhone: '612345678',
			createdAt: new Date(answeredAt.getTime() - hours * HOUR),
		},
	})
}

type Status = 'pending' | 'accepted' | 'completed' | 'rejected' | 'withdrawn'

/** An offer by `by`, `daysAgo` days ago, on a job published `hours` before it. */
async function offer({
	by = me,
	daysAgo,
	hours,
	status = 'pending',
	reason = null,
	price = 1000,
	code,
	service,
}: {
	by?: string
	daysAgo: number
	hours: number
	status?: Status
	reason?: 'precio' | 'plazo' | null
	price?: number
	code?: string
	service?: string
}) {
	const at = ago(daysAgo)
	const created = await job({ answeredAt: at, hours, code, service })
	await prisma.offer.create({
		data: { jobId: created.id, craftsmanId: by, price, status, outcomeReason: reason, createdAt: at },
	})
	return created
}

/** A message by `by` about a job, `daysAgo` days ago. */
async function message(by: string, jobId: string, at: Date) {
	const conversation = await prisma.conversation.create({ data: { jobId } })
	await prisma.message.create({ data: { conversationId: conversation.id, senderId: by, text: 'Hola', createdAt: at } })
}

beforeAll(async () => {
	owner = (await createUser()).id
	me = (await createCraftsman({ services: ['painters'], code: '28001' })).user.id

	// leads: 2 in the last 30 days, 1 more within 90, 1 older
	const alert = await prisma.jobAlert.create({
		data: { userId: me, postalCodeId: await placeId('28001'), radiusKm: 30 },
	})
	for (const days of [3, 20, 60, 100]) {
		const lead = await job({ answeredAt: ago(days), hours: 0 })
		await prisma.jobAlertDelivery.create({
			data: { alertId: alert.id, jobId: lead.id, userId: me, createdAt: ago(days) },
		})
	}
	// jobs viewed: one 5 days ago (viewed twice: one row), one 45 days ago
	const viewed = await job({ answeredAt: ago(5), hours: 0 })
	await recordJobView(me, viewed.id)
	await recordJobView(me, viewed.id)
	const older = await job({ answeredAt: ago(45), hours: 0 })
	await prisma.jobView.create({ data: { jobId: older.id, craftsmanId: me, createdAt: ago(45) } })

	// last 30 days: 7 offers answered 1…7 h after publication, won 2 (1.080 € and 1.100 €),
	// lost 3 (two for price, one without a reason), one open, one withdrawn
	await offer({ daysAgo: 2, hours: 1, status: 'accepted', price: 1080 })
	await offer({ daysAgo: 4, hours: 2, status: 'completed', price: 1100 })
	await offer({ daysAgo: 6, hours: 3, status: 'rejected', reason: 'precio' })
	await offer({ daysAgo: 8, hours: 4, status: 'rejected', reason: 'precio' })
	await offer({ daysAgo: 10, hours: 5, status: 'rejected' })
	await offer({ daysAgo: 12, hours: 6, status: 'pending' })
	// …the seventh was answered by a message half an hour after publication, before the offer
	const seventh = await offer({ daysAgo: 14, hours: 7, status: 'withdrawn' })
	await message(me, seventh.id, new Date(seventh.createdAt.getTime() + HOUR / 2))
	// a job answered by a message only, 8 h after publication
	const talked = await job({ answeredAt: ago(16), hours: 8 })
	await message(me, talked.id, ago(16))
	// 31–90 days ago: one lost (deadline), one won at 900 €; answered after 10 and 20 h
	await offer({ daysAgo: 40, hours: 10, status: 'rejected', reason: 'plazo' })
	await offer({ daysAgo: 60, hours: 20, status: 'accepted', price: 900 })
	// older than 90 days: never counts
	await offer({ daysAgo: 120, hours: 1, status: 'accepted', price: 5000 })

	// other painters of Madrid: four answered in the last 30 days (1, 2, 3, 4 h), a fifth 50 days
	// ago (5 h); they do not count: a painter of Barcelona, a Madrid painter's plumbing job, a
	// blocked painter
	const peers = []
	for (let i = 0; i < 5; i++) peers.push((await createCraftsman({ services: ['painters'] })).user.id)
	for (let i = 0; i < 4; i++) await offer({ by: peers[i], daysAgo: 5, hours: i + 1 })
	await offer({ by: peers[4], daysAgo: 50, hours: 5 })
	const barcelona = (await createCraftsman({ services: ['painters'], code: '08001' })).user.id
	await offer({ by: barcelona, daysAgo: 5, hours: 100, code: '08001' })
	const plumber = (await createCraftsman({ services: ['painters', 'plumbing'] })).user.id
	await offer({ by: plumber, daysAgo: 5, hours: 100, service: 'plumbing' })
	const blocked = (await createCraftsman({ services: ['painters'], blocked: true })).user.id
	await offer({ by: blocked, daysAgo: 5, hours: 100 })

	// accepted prices for painting a flat in Madrid: median 1.000 € (his jobs are that service: a
	// price is measured only against jobs like it, never the whole trade)
	await prisma.priceStat.create({
		data: {
			metric: 'total',
			serviceId: 'painters',
			title: PAINTING,
			province: 'Madrid',
			offers: 20,
			craftsmen: 8,
			p25: 800,
			median: 1000,
			p75: 1200,
			low: 600,
			high: 1400,
			bins: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
			computedAt: NOW,
		},
	})
})

describe('«Tu actividad»', () => {
	test('the last 30 days: leads, views, offers and what became of them, reasons, win rate', async () => {
		const activity = await getActivity(me, 30, NOW)
		expect(activity).toMatchObject({
			days: 30,
			leadsMatched: 2,
			jobsViewed: 1,
			offersSent: 7,
			won: 2,
			lost: 3,
			pending: 1,
			winRate: 2 / 5,
		})
		expect(activity.lostReasons).toEqual([
			{ reason: 'precio', count: 2 },
			{ reason: null, count: 1 },
		])
	})

	test('the last 90 days take in the older figures, never the ones before', async () => {
		const activity = await getActivity(me, 90, NOW)
		expect(activity).toMatchObject({ leadsMatched: 3, jobsViewed: 2, offersSent: 9, won: 3, lost: 4, winRate: 3 / 7 })
		expect(activity.lostReasons).toEqual([
			{ reason: 'precio', count: 2 },
			{ reason: 'plazo', count: 1 },
			{ reason: null, count: 1 },
		])
	})

	test('response time: the median from publication to his first offer or message', async () => {
		// 30 days: 0.5 (the message came first), 1, 2, 3, 4, 5, 6, 8 h → (3 + 4) / 2
		expect((await getActivity(me, 30, NOW)).response).toEqual({ medianSeconds: 3.5 * 3600, samples: 8 })
		// 90 days: and 10, 20 h → (4 + 5) / 2
		expect((await getActivity(me, 90, NOW)).response).toEqual({ medianSeconds: 4.5 * 3600, samples: 10 })
	})

	test('the trade in his province: shown only when five other craftsmen contribute', async () => {
		const [month] = (await getActivity(me, 30, NOW)).peers
		// four painters of Madrid answered in 30 days: no median
		expect(month).toMatchObject({ serviceId: 'painters', province: 'Madrid', peerCraftsmen: 4, peersSeconds: null })
		expect(month!.mineSeconds).toBe(3.5 * 3600)
		const [quarter] = (await getActivity(me, 90, NOW)).peers
		// five in 90 days: 1, 2, 3, 4, 5 h → 3 h (Barcelona, plumbing and the blocked one left out)
		expect(quarter).toMatchObject({ peerCraftsmen: 5, peersSeconds: 3 * 3600, mineSeconds: 4.5 * 3600 })
	})

	test('his won offers against the median of accepted prices', async () => {
		// 30 days: 1.080 and 1.100 against 1.000 → 1,09 → 9 % above
		expect((await getActivity(me, 30, NOW)).wonVsMedian).toEqual({ percent: 9, offers: 2 })
		// 90 days: and 900 → 0,9; 1,08; 1,1 → 8 %
		expect((await getActivity(me, 90, NOW)).wonVsMedian).toEqual({ percent: 8, offers: 3 })
		expect(wonVsMedianText(8)).toBe('Tus ofertas ganadas: un 8 % por encima de la mediana de los precios aceptados')
		expect(wonVsMedianText(-12)).toContain('un 12 % por debajo')
	})

	test('a craftsman with nothing yet gets zeros and no medians', async () => {
		const someone = (await createCraftsman({ services: ['painters'] })).user.id
		const activity = await getActivity(someone, 90, NOW)
		expect(activity).toMatchObject({ leadsMatched: 0, offersSent: 0, winRate: null, response: null, wonVsMedian: null })
		expect(activity.peers[0]).toMatchObject({ mineSeconds: null, peerCraftsmen: 6 })
	})

	test('durations read as people say them', () => {
		expect(formatDuration(45 * 60)).toBe('45 min')
		expect(formatDuration(3.5 * 3600)).toBe('3 h 30 min')
		expect(formatDuration(52 * 3600)).toBe('2 días y 4 h')
	})

	test('the page: craftsmen only, his own figures, 30 days unless 90 is asked for', async () => {
		const page = (path: string, cookie?: string) => call(activityPage, getRequest(path, { cookie }))
		expect(redirectLocation(await page('/tablero/oficial/actividad'))).toMatch(/^\/iniciar-sesion/)
		const client = await sessionCookie(owner)
		expect(redirectLocation(await page('/tablero/oficial/actividad', client))).not.toBeNull()
		const mine = await sessionCookie(me)
		const quarter = unwrap(await page('/tablero/oficial/actividad?dias=90', mine)).data
		expect(quarter.days).toBe(90)
		const rows = new Map(quarter.rows as Array<[string, string]>)
		expect(rows.get('Ofertas enviadas')).toBe('9')
		expect(rows.get('Tasa de éxito (ganadas de las decididas)')!.replace(/\s/g, ' ')).toBe('43 %')
		expect(rows.get('Tiempo de respuesta (mediana)')).toBe('4 h 30 min (10 trabajos)')
		expect(quarter.reasons).toEqual([
			{ label: 'Precio', count: '2' },
			{ label: 'Plazo', count: '1' },
			{ label: 'Sin motivo', count: '1' },
		])
		expect(quarter.peers[0].peers).toBe('3 h (5 oficiales)')
		expect(unwrap(await page('/tablero/oficial/actividad?dias=7', mine)).data.days).toBe(30)
		expect(unwrap(await page('/tablero/oficial/actividad', mine)).data.peers[0].peers).toBeNull()
	})

	test('opening the page of a job records one view for a craftsman, none for its owner', async () => {
		const viewer = (await createCraftsman({ services: ['painters'] })).user.id
		const opened = await job({ answeredAt: new Date(), hours: 1 })
		const open = async (userId: string) =>
			call(jobPage, getRequest(`/newjob/${opened.id}`, { cookie: await sessionCookie(userId) }), {
				params: { jobId: opened.id },
			})
		await open(viewer)
		await open(viewer)
		await open(owner)
		const views = await prisma.jobView.findMany({ where: { jobId: opened.id } })
		expect(views.map((view) => view.craftsmanId)).toEqual([viewer])
	})
})
