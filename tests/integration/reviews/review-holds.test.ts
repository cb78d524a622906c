// Reviews that look like the craftsman's own are held for an admin: where accounts come from is
// recorded (keyed hashes of address and device id) when they sign in, send an offer or write a
// review; a held review is neither shown nor counted anywhere until an admin publishes it.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { type RequestOrigin, runWithContext } from '#app/lib/request-context.server.ts'
import { listFeaturedCraftsmen } from '#app/models/craftsmen/featured.server.ts'
import { getPublicProfile, profileStructuredData } from '#app/models/craftsmen/profile.server.ts'
import { searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { createSession } from '#app/models/auth/sessions.server.ts'
import { purgeExpired } from '#app/models/maintenance/purge-expired.server.ts'
import { deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { compareJobOffers } from '#app/models/offers/offer-comparison.server.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'
import { getReceivedReviews, listReceivedReviews } from '#app/models/reviews/received.server.ts'
import { recordTrace, TRACE_REFRESH_MS } from '#app/models/account-traces/account-traces.server.ts'
import { REVIEW_MESSAGES } from '#app/models/reviews/reviews.server.ts'
import { getUserDetails } from '#app/models/users/users.server.ts'
import { getCraftsmanForReview } from '#app/models/admin/craftsman-verification.server.ts'
import { action as apiReviews } from '#app/routes/api/reviews.ts'
import { action as reviewAction, loader as reviewPage } from '#app/routes/tablero/$role/trabajos/$jobId/valorar.tsx'
import { loader as clientJobs } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createJob, subscribe } from '#tests/factories/jobs.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, jsonRequest, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const MADRID = { latitude: 40.4255, longitude: -3.6834 }
let counter = 0
/** A fresh public address and device, as a different person's. */
const elsewhere = (): RequestOrigin => {
	counter++
	return { ip: `203.0.113.${counter % 250}`, deviceId: `dispositivo-prueba-${counter}-${Date.now()}` }
}
/** Runs `work` as a request from `origin`, as server/web.ts's middleware sets it. */
const from = <T>(origin: RequestOrigin, work: () => Promise<T>) =>
	runWithContext({ requestId: `test-${++counter}`, origin }, work)

/**
 * A craftsman (with one public 4★ review) who completed a client's job, the craftsman having signed
 * in and sent his offer from `craftsmanOrigin`.
 */
async function completedJob({ craftsmanOrigin = elsewhere() }: { craftsmanOrigin?: RequestOrigin } = {}) {
	const { user: craftsman, craftsman: profile } = await createCraftsman({ ratings: [4] })
	const client = await createUser({ name: 'Lucía' })
	const job = await createJob({ ownerId: client.id, title: 'Cambiar enchufes' })
	await subscribe(craftsman.id)
	await from(craftsmanOrigin, () => createSession(craftsman.id))
	const { offerId } = await from(craftsmanOrigin, () =>
		sendOffer({ craftsman: { id: craftsman.id, role: 'oficial' }, jobId: job.id, price: 120 }),
	)
	await prisma.offer.update({ where: { id: offerId }, data: { status: 'completed' } })
	await prisma.job.update({ where: { id: job.id }, data: { status: 'completed' } })
	return { craftsman, profile, client, job, offerId }
}

const reviewPath = (jobId: string) => `/tablero/cliente/trabajos/${jobId}/valorar`

/** The client writes the review on the page, from `origin`. */
async function writeReview(clientId: string, jobId: string, origin: RequestOrigin, rating = 5) {
	const cookie = await sessionCookie(clientId)
	return from(origin, () =>
		call(
			reviewAction,
			formRequest(reviewPath(jobId), { rating: String(rating), comment: 'Genial, todo perfecto.' }, { cookie }),
			{
				params: { role: 'cliente', jobId },
			},
		),
	)
}

const reviewOf = (jobId: string) => prisma.review.findUniqueOrThrow({ where: { jobId } })
const notesOf = (userId: string) =>
	prisma.notification.findMany({ where: { userId }, select: { text: true }, orderBy: { createdAt: 'asc' } })

describe('where accounts come from', () => {
	test('a session, an /api sign-in and an offer record keyed hashes, never the address or the device id', async () => {
		const user = await createUser()
		const origin = { ip: '198.51.100.7', deviceId: 'dispositivo-privado-123456' }
		await from(origin, () => createSession(user.id))
		await from({ ...origin, ip: '::ffff:198.51.100.8' }, () => issueTokens(user.id))
		const traces = await prisma.accountTrace.findMany({ where: { userId: user.id }, orderBy: { kind: 'asc' } })
		// one device, two addresses (the IPv4-mapped one as IPv4)
		expect(traces.map((trace) => trace.kind)).toEqual(['device', 'ip', 'ip'])
		const stored = JSON.stringify(traces)
		for (const secret of ['198.51.100', 'dispositivo-privado']) expect(stored).not.toContain(secret)
		// the same origin again only moves lastSeenAt
		await from(origin, () => createSession(user.id))
		expect(await prisma.accountTrace.count({ where: { userId: user.id } })).toBe(3)
	})

	test('the same trace is written at most once an hour: a sign-in within the hour writes nothing', async () => {
		const user = await createUser()
		const origin = elsewhere()
		const t0 = new Date()
		await recordTrace(user.id, origin, t0)
		const seen = async () =>
			(await prisma.accountTrace.findMany({ where: { userId: user.id }, select: { lastSeenAt: true } })).map((t) =>
				t.lastSeenAt.getTime(),
			)
		expect(await seen()).toEqual([t0.getTime(), t0.getTime()])
		// nothing written: had it been, lastSeenAt would be t0 + 59 min
		await recordTrace(user.id, origin, new Date(t0.getTime() + TRACE_REFRESH_MS - 60_000))
		expect(await seen()).toEqual([t0.getTime(), t0.getTime()])
		// a new place within the hour is written at once, beside the two
		await recordTrace(user.id, { ...origin, ip: '198.51.100.250' }, new Date(t0.getTime() + 1_000))
		expect(await prisma.accountTrace.count({ where: { userId: user.id } })).toBe(3)
		// an hour on, the same place moves lastSeenAt again
		const later = new Date(t0.getTime() + TRACE_REFRESH_MS)
		await recordTrace(user.id, origin, later)
		const moved = await prisma.accountTrace.count({ where: { userId: user.id, lastSeenAt: later } })
		expect(moved).toBe(2)
	})

	test('no trace outside a request, nor for a loopback or unknown address', async () => {
		const user = await createUser()
		await createSession(user.id)
		await from({ ip: '127.0.0.1', deviceId: null }, () => createSession(user.id))
		await from({ ip: '::1', deviceId: null }, () => createSession(user.id))
		await from({ ip: 'unknown', deviceId: null }, () => createSession(user.id))
		expect(await prisma.accountTrace.count({ where: { userId: user.id } })).toBe(0)
	})

	test('the nightly purge drops traces not seen for 90 days', async () => {
		const user = await createUser()
		await from(elsewhere(), () => createSession(user.id))
		const old = await prisma.accountTrace.findFirstOrThrow({ where: { userId: user.id, kind: 'ip' } })
		await prisma.accountTrace.update({
			where: { id: old.id },
			data: { lastSeenAt: new Date(Date.now() - 91 * 86_400_000) },
		})
		const purged = await purgeExpired()
		expect(purged.accountTraces).toBeGreaterThanOrEqual(1)
		expect(await prisma.accountTrace.findMany({ where: { userId: user.id }, select: { kind: true } })).toEqual([
			{ kind: 'device' },
		])
	})
})

test('deleting an account deletes where it was seen from', async () => {
	const user = await createUser()
	await from(elsewhere(), () => createSession(user.id))
	expect(await prisma.accountTrace.count({ where: { userId: user.id } })).toBe(2)
	await deleteOwnAccount(user.id, TEST_PASSWORD, '198.51.100.77')
	expect(await prisma.accountTrace.count({ where: { userId: user.id } })).toBe(0)
})

describe('holding a review', () => {
	test('from the craftsman’s device: held, not counted, the client told it awaits review, the craftsman not told', async () => {
		const craftsmanOrigin = elsewhere()
		const { client, job, craftsman, profile } = await completedJob({ craftsmanOrigin })
		const before = await notesOf(craftsman.id)
		await writeReview(client.id, job.id, { ip: '198.51.100.200', deviceId: craftsmanOrigin.deviceId })
		const review = await reviewOf(job.id)
		expect(review.heldAt).not.toBeNull()
		expect(review.heldReasons).toEqual(['shared-device'])
		const publicProfile = await getPublicProfile(profile.companySlug)
		expect([publicProfile!.avgRating, publicProfile!.reviewCount]).toEqual([4, 1])
		expect(await notesOf(craftsman.id)).toEqual(before)
		// the client reads that it waits, on the review page and in his jobs
		const cookie = await sessionCookie(client.id)
		const page = unwrap(
			await call(reviewPage, getRequest(reviewPath(job.id), { cookie }), {
				params: { role: 'cliente', jobId: job.id },
			}),
		).data
		expect(page.reviewNotice).toBe('Tu valoración está pendiente de revisión')
		const jobs = unwrap(
			await call(clientJobs, getRequest('/tablero/cliente/trabajos', { cookie }), { params: { role: 'cliente' } }),
		).data as { jobs: Array<{ id: string; reviewNotice: string | null }> }
		expect(jobs.jobs.find((item) => item.id === job.id)!.reviewNotice).toBe('Tu valoración está pendiente de revisión')
	})

	test('from the craftsman’s address: held', async () => {
		const craftsmanOrigin = elsewhere()
		const { client, job } = await completedJob({ craftsmanOrigin })
		await writeReview(client.id, job.id, { ip: craftsmanOrigin.ip, deviceId: 'otro-dispositivo-del-cliente' })
		expect((await reviewOf(job.id)).heldReasons).toEqual(['shared-address'])
	})

	test('from another address of the craftsman’s IPv6 /64: held (issue 37, L7)', async () => {
		const craftsmanOrigin = { ip: '2001:db8:aa:bb::1', deviceId: `dispositivo-v6-${Date.now()}` }
		const { client, job } = await completedJob({ craftsmanOrigin })
		await writeReview(client.id, job.id, { ip: '2001:db8:aa:bb:1234:5678:9abc:def0', deviceId: 'otro-del-cliente-v6' })
		expect((await reviewOf(job.id)).heldReasons).toEqual(['shared-network'])
		// the next /64 is another line: not held
		const other = await completedJob({ craftsmanOrigin: { ip: '2001:db8:aa:bc::1', deviceId: null } })
		await writeReview(other.client.id, other.job.id, { ip: '2001:db8:aa:bd::1', deviceId: 'otro-mas-v6' })
		expect((await reviewOf(other.job.id)).heldAt).toBeNull()
	})

	test('no finished job between them: no review at all, on the page and through /api (issue 37, L7)', async () => {
		// a throwaway client with a job the craftsman offered on (even accepted), not finished by him
		const { user: craftsman } = await createCraftsman()
		const client = await createUser({ name: 'Desechable' })
		const job = await createJob({ ownerId: client.id, title: 'Pintar el salón' })
		await subscribe(craftsman.id)
		const { offerId } = await from(elsewhere(), () =>
			sendOffer({ craftsman: { id: craftsman.id, role: 'oficial' }, jobId: job.id, price: 90 }),
		)
		const apiReview = async () => {
			const { accessToken } = await from(elsewhere(), () => issueTokens(client.id))
			return (await from(elsewhere(), () =>
				call(
					apiReviews,
					jsonRequest('/api/reviews', 'POST', { offerId, rating: 5, comment: 'Perfecto' }, { token: accessToken }),
				),
			)) as Response
		}
		for (const state of ['pending', 'accepted'] as const) {
			await prisma.offer.update({ where: { id: offerId }, data: { status: state } })
			const page = unwrap(await writeReview(client.id, job.id, elsewhere()))
			expect(page.status).toBe(409)
			expect(JSON.stringify(page.data)).toContain(REVIEW_MESSAGES.notCompleted)
			const api = await apiReview()
			expect(api.status).toBe(409)
			expect(((await api.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.notCompleted)
		}
		// the job marked finished while his offer is not the one that finished it: still none
		await prisma.job.update({ where: { id: job.id }, data: { status: 'completed' } })
		expect(unwrap(await writeReview(client.id, job.id, elsewhere())).status).toBe(409)
		expect((await apiReview()).status).toBe(409)
		expect(await prisma.review.count({ where: { jobId: job.id } })).toBe(0)
	})

	test('an address the client signed in from earlier counts too, not only the review’s', async () => {
		const craftsmanOrigin = elsewhere()
		const { client, job } = await completedJob({ craftsmanOrigin })
		await from({ ip: craftsmanOrigin.ip, deviceId: null }, () => createSession(client.id))
		await writeReview(client.id, job.id, elsewhere())
		expect((await reviewOf(job.id)).heldReasons).toEqual(['shared-address'])
	})

	test('from an account created after the offer: held', async () => {
		const { client, job } = await completedJob()
		await prisma.user.update({ where: { id: client.id }, data: { createdAt: new Date(Date.now() + 1000) } })
		await writeReview(client.id, job.id, elsewhere())
		expect((await reviewOf(job.id)).heldReasons).toEqual(['new-account'])
	})

	test('from elsewhere, by an older account: published and counted at once', async () => {
		const { client, job, craftsman, profile } = await completedJob()
		await writeReview(client.id, job.id, elsewhere(), 2)
		const review = await reviewOf(job.id)
		expect([review.heldAt, review.heldReasons]).toEqual([null, []])
		const publicProfile = await getPublicProfile(profile.companySlug)
		expect([publicProfile!.avgRating, publicProfile!.reviewCount]).toEqual([3, 2])
		expect((await notesOf(craftsman.id)).map((note) => note.text)).toContain(
			'Has recibido una valoración de 2 estrellas',
		)
	})

	test('through /api, with the device id header’s value: held, and the answer says so', async () => {
		const deviceId = 'app-movil-dispositivo-42'
		const { client, job, offerId } = await completedJob({ craftsmanOrigin: { ip: '198.51.100.99', deviceId } })
		const { accessToken } = await from({ ip: '198.51.100.150', deviceId }, () => issueTokens(client.id))
		const response = (await from({ ip: '198.51.100.150', deviceId }, () =>
			call(
				apiReviews,
				jsonRequest('/api/reviews', 'POST', { offerId, rating: 5, comment: 'Perfecto' }, { token: accessToken }),
			),
		)) as Response
		expect(response.status).toBe(201)
		expect(((await response.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.held)
		expect((await reviewOf(job.id)).heldReasons).toEqual(['shared-device'])
	})

	test('editing a held review keeps it held', async () => {
		const craftsmanOrigin = elsewhere()
		const { client, job } = await completedJob({ craftsmanOrigin })
		await writeReview(client.id, job.id, craftsmanOrigin)
		await writeReview(client.id, job.id, elsewhere(), 3)
		const review = await reviewOf(job.id)
		expect([review.rating, review.heldAt !== null]).toEqual([3, true])
	})
})

describe('a held review is on no public read', () => {
	test('profile and JSON-LD, search cards, featured craftsmen, /api profile and reviews, offer comparison, the craftsman’s own list', async () => {
		const craftsmanOrigin = elsewhere()
		const { client, job, craftsman, profile } = await completedJob({ craftsmanOrigin })
		await writeReview(client.id, job.id, craftsmanOrigin, 1)
		const held = await reviewOf(job.id)
		expect(held.heldAt).not.toBeNull()
		// another client's open job with an offer of the same craftsman, to compare offers
		const other = await createUser()
		const otherJob = await createJob({ ownerId: other.id })
		await prisma.offer.create({ data: { jobId: otherJob.id, craftsmanId: craftsman.id, price: 90 } })

		const reads = async () => {
			const publicProfile = (await getPublicProfile(profile.companySlug))!
			const jsonLd = profileStructuredData(publicProfile, `https://example.test/oficial/${profile.companySlug}`) as {
				aggregateRating?: { reviewCount: number }
			}
			const search = await searchCraftsmen({ serviceId: 'electrician', place: MADRID, pageSize: 100 })
			const card = search.craftsmen.find((item) => item.id === profile.id)!
			const featured = await listFeaturedCraftsmen(1000 + counter++)
			const details = await getUserDetails(craftsman.id)
			const received = await getReceivedReviews(craftsman.id)
			const apiPage = await listReceivedReviews(craftsman.id, { page: 1, pageSize: 50 })
			const compared = await compareJobOffers(other.id, otherJob.id, 'valoracion')
			const admin = await getCraftsmanForReview(craftsman.id)
			return {
				profile: [publicProfile.avgRating, publicProfile.reviewCount, publicProfile.reviews.map((review) => review.id)],
				jsonLd: jsonLd.aggregateRating?.reviewCount,
				card: [card.avgRating, card.reviewCount, card.reviews.map((review) => review.id)],
				featured: featured.find((item) => item.companySlug === profile.companySlug)?.reviewCount,
				api: details.craftsman!.reviews.map((review) => review.id),
				received: [received.count, received.average],
				apiReviews: [apiPage.total, apiPage.rows.map((row) => row.id)],
				compared: [compared!.offers[0]!.avgRating, compared!.offers[0]!.reviewCount],
				adminAverage: admin?.avgRating,
			}
		}
		const hidden = await reads()
		expect(hidden.profile[0]).toBe(4)
		expect(hidden.profile[1]).toBe(1)
		expect(hidden.profile[2]).not.toContain(held.id)
		expect(hidden.jsonLd).toBe(1)
		expect(hidden.card[0]).toBe(4)
		expect(hidden.card[1]).toBe(1)
		expect(hidden.card[2]).not.toContain(held.id)
		expect(hidden.api).not.toContain(held.id)
		expect(hidden.received).toEqual([1, 4])
		expect(hidden.apiReviews[0]).toBe(1)
		expect(hidden.apiReviews[1]).not.toContain(held.id)
		expect(hidden.compared).toEqual([4, 1])
		expect(hidden.adminAverage).toBe(4)
		expect(hidden.featured).toBe(1)

		// published by an admin, it counts everywhere
		await prisma.review.update({ where: { id: held.id }, data: { heldAt: null, releasedAt: new Date() } })
		const shown = await reads()
		expect(shown.profile.slice(0, 2)).toEqual([2.5, 2])
		expect(shown.profile[2]).toContain(held.id)
		expect(shown.jsonLd).toBe(2)
		expect(shown.card.slice(0, 2)).toEqual([2.5, 2])
		expect(shown.api).toContain(held.id)
		expect(shown.received).toEqual([2, 2.5])
		expect(shown.apiReviews[0]).toBe(2)
		expect(shown.compared).toEqual([2.5, 2])
		expect(shown.featured).toBe(2)
	})
})
