// A living warranty (issue 43 part 5): the warranty's dates, a claim's moves (valid and refused),
// who may make them (another client, another craftsman, anonymous), and the craftsman's email,
// push and reminder queued in the claim's own transaction; /api carries `warranty` and claims.
import { describe, expect, test } from 'vitest'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { completeJob } from '#app/models/offers/decide-offer.server.ts'
import {
	answerWarrantyClaim,
	decideWarrantyClaim,
	getWarrantyPage,
	openWarrantyClaim,
	remindUnansweredClaim,
	replyToWarrantyClaim,
} from '#app/models/warranty/warranty-claims.server.ts'
import { getWarrantyStats } from '#app/models/warranty/warranty-stats.server.ts'
import { warrantyStatsLabel } from '#app/models/warranty/warranty-stats.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { loader as apiJobs } from '#app/routes/api/jobpost.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { action as clientAction } from '#app/routes/tablero/$role/trabajos/$jobId/garantia.tsx'
import { action as craftsmanAction } from '#app/routes/tablero/$role/garantias.tsx'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const DAY = 86_400_000
const TEXT = 'El grifo que cambiasteis vuelve a gotear por la base.'

/** A job of a new client, completed (at `completedAt`) with an accepted offer of `months` guarantee. */
async function finishedJob({ months = 12 as number | null, completedAt = new Date() } = {}) {
	const client = await createUser({ name: 'Marta' })
	const craftsman = await createUser({ role: 'oficial' })
	const job = await createJob({ ownerId: client.id, status: 'assigned' })
	await prisma.offer.create({
		data: { jobId: job.id, craftsmanId: craftsman.id, price: '120.00', status: 'accepted', guaranteeMonths: months },
	})
	await completeJob({ clientId: client.id, jobId: job.id })
	await prisma.job.update({ where: { id: job.id }, data: { completedAt } })
	return { client, craftsman, job }
}

const refusal = async (run: Promise<unknown>) => {
	const error = await run.then(
		() => null,
		(thrown: unknown) => thrown,
	)
	expect(error).toBeInstanceOf(AppError)
	return { code: (error as AppError).code, message: (error as AppError).message }
}

const queued = async (kinds: string[]) =>
	prisma.$queryRawUnsafe<Array<{ name: string; data: Record<string, unknown>; start_after: Date }>>(
		`SELECT name, data, start_after FROM ${QUEUE_SCHEMA}.job WHERE name = ANY($1::text[]) ORDER BY created_on`,
		kinds,
	)

describe('the warranty runs from the completion day', () => {
	test('completing a job records the day; the page shows «En garantía hasta» for the accepted offer’s months', async () => {
		const { client, job } = await finishedJob({ months: 6, completedAt: new Date('2026-03-15T10:00:00Z') })
		const page = await getWarrantyPage(client.id, job.id, new Date('2026-05-01T10:00:00Z'))
		expect(page.warranty).toEqual({ until: '2026-09-15', state: 'active' })
		expect(page.warrantyLabel).toBe('En garantía hasta el 15 de septiembre de 2026')
		expect(page.canClaim).toBe(true)
	})

	test('the last day is covered (Madrid day), the next one is not', async () => {
		const { client, job } = await finishedJob({ months: 6, completedAt: new Date('2026-03-15T10:00:00Z') })
		// 23:30 Madrid (summer, UTC+2) on the last day
		expect((await getWarrantyPage(client.id, job.id, new Date('2026-09-15T21:30:00Z'))).warranty?.state).toBe('active')
		// 00:30 Madrid the day after
		const after = await getWarrantyPage(client.id, job.id, new Date('2026-09-15T22:30:00Z'))
		expect(after.warranty).toEqual({ until: '2026-09-15', state: 'expired' })
		expect(after.warrantyLabel).toBe('Garantía vencida el 15 de septiembre de 2026')
		expect(after.canClaim).toBe(false)
	})

	test('a month without that day ends on its last day (31 August + 6 months: 28 February)', async () => {
		const { client, job } = await finishedJob({ months: 6, completedAt: new Date('2026-08-31T10:00:00Z') })
		expect((await getWarrantyPage(client.id, job.id, new Date('2026-09-01T10:00:00Z'))).warranty?.until).toBe(
			'2027-02-28',
		)
	})

	test('no guarantee (null or 0 months), or a job not completed: nothing', async () => {
		for (const months of [null, 0]) {
			const { client, job } = await finishedJob({ months })
			const page = await getWarrantyPage(client.id, job.id)
			expect([page.warranty, page.warrantyLabel, page.canClaim]).toEqual([null, null, false])
			expect(await refusal(openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT }))).toEqual({
				code: 'conflict',
				message: 'Este trabajo no tiene garantía',
			})
		}
		const client = await createUser()
		const open = await createJob({ ownerId: client.id })
		expect((await getWarrantyPage(client.id, open.id)).warranty).toBeNull()
	})

	test('an expired warranty refuses a claim', async () => {
		const { client, job } = await finishedJob({ months: 3, completedAt: new Date(Date.now() - 200 * DAY) })
		expect(await refusal(openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT }))).toEqual({
			code: 'conflict',
			message: 'La garantía de este trabajo ya ha vencido',
		})
		expect(await prisma.warrantyClaim.count({ where: { jobId: job.id } })).toBe(0)
	})
})

describe('a claim', () => {
	test('is posted into the conversation with the craftsman; his email, push and the 7-day reminder are queued with it', async () => {
		const { client, craftsman, job } = await finishedJob()
		await issueTokens(craftsman.id)
		const { familyId } = await prisma.apiToken.findFirstOrThrow({ where: { userId: craftsman.id } })
		await prisma.pushSubscription.create({
			data: {
				userId: craftsman.id,
				tokenFamilyId: familyId,
				endpoint: `https://push.example/${craftsman.id}`,
				p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
				auth: 'tBHItJI5svbpez7KI4CCXg',
			},
		})
		const before = Date.now()
		const { claimId } = await openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })
		const claim = await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })
		expect([claim.status, claim.clientId, claim.craftsmanId, claim.text]).toEqual([
			'open',
			client.id,
			craftsman.id,
			TEXT,
		])
		const messages = await prisma.message.findMany({ where: { conversationId: claim.conversationId! } })
		expect(messages.map((message) => [message.senderId, message.text])).toEqual([
			[client.id, `Reclamación en garantía: ${TEXT}`],
		])
		const jobs = await queued(['email', 'push', 'warranty-reminder'])
		const email = jobs.find((row) => row.name === 'email' && row.data.key === `warranty-claim:${claimId}`)
		expect(email?.data.to).toBe(craftsman.email)
		expect(jobs.filter((row) => row.name === 'push')).toHaveLength(1)
		const reminder = jobs.find((row) => row.name === 'warranty-reminder')
		expect(reminder?.data.claimId).toBe(claimId)
		expect(reminder!.start_after.getTime() - before).toBeGreaterThanOrEqual(7 * DAY - 60_000)
	})

	test('and its jobs are one transaction: a failing reminder insert leaves no claim, message, email or push', async () => {
		const { client, job } = await finishedJob()
		const jobsBefore = (await queued(['email', 'push', 'warranty-reminder'])).length
		await prisma.$executeRawUnsafe(`
			CREATE OR REPLACE FUNCTION pg_temp_fail_reminder() RETURNS trigger AS $$
			BEGIN IF NEW.name = 'warranty-reminder' THEN RAISE EXCEPTION 'queue down'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`)
		await prisma.$executeRawUnsafe(
			`CREATE TRIGGER fail_reminder BEFORE INSERT ON ${QUEUE_SCHEMA}.job FOR EACH ROW EXECUTE FUNCTION pg_temp_fail_reminder()`,
		)
		try {
			await expect(openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })).rejects.toThrow(/queue down/)
		} finally {
			await prisma.$executeRawUnsafe(`DROP TRIGGER fail_reminder ON ${QUEUE_SCHEMA}.job`)
		}
		expect(await prisma.warrantyClaim.count({ where: { jobId: job.id } })).toBe(0)
		expect(await prisma.message.count({ where: { conversation: { jobId: job.id } } })).toBe(0)
		expect((await queued(['email', 'push', 'warranty-reminder'])).length).toBe(jobsBefore)
	})

	test('one unfinished claim per job; the text must be 20–2000 characters (page)', async () => {
		const { client, job } = await finishedJob()
		const cookie = await sessionCookie(client.id)
		const post = (fields: Record<string, string>) =>
			call(clientAction, formRequest(`/tablero/cliente/trabajos/${job.id}/garantia`, fields, { cookie }), {
				params: { role: 'cliente', jobId: job.id },
			})
		const short = unwrap(await post({ intent: 'reclamar', jobId: job.id, text: 'Gotea' }))
		expect(short.status).toBe(400)
		expect(JSON.stringify(short.data)).toContain('al menos 20 caracteres')
		expect(unwrap(await post({ intent: 'reclamar', jobId: job.id, text: 'x'.repeat(2001) })).status).toBe(400)
		const sent = await post({ intent: 'reclamar', jobId: job.id, text: TEXT })
		expect(redirectLocation(sent)).toMatch(new RegExp(`/tablero/cliente/trabajos/${job.id}/garantia#reclamacion-`))
		expect(await refusal(openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT }))).toEqual({
			code: 'conflict',
			message: 'Ya tienes una reclamación abierta en este trabajo',
		})
	})

	test('moves: answer → confirm; answer → escalate → admin decides; refused out of turn', async () => {
		const { client, craftsman, job } = await finishedJob()
		const admin = await createUser({ role: 'admin' })
		const first = await openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })
		// the client cannot confirm or escalate before an answer (within the 7 days)
		for (const move of ['confirm', 'escalate'] as const)
			expect(await refusal(replyToWarrantyClaim({ clientId: client.id, claimId: first.claimId, move }))).toEqual({
				code: 'conflict',
				message: 'Esta reclamación no admite esa acción ahora',
			})
		// «No procede» needs a reason
		expect(
			(await refusal(answerWarrantyClaim({ craftsmanId: craftsman.id, claimId: first.claimId, move: 'reject' }))).code,
		).toBe('bad_request')
		await answerWarrantyClaim({
			craftsmanId: craftsman.id,
			claimId: first.claimId,
			move: 'resolve',
			answer: 'Junta cambiada',
		})
		// the same answer again is done (a second tap); the other one is refused
		expect(
			await refusal(
				answerWarrantyClaim({ craftsmanId: craftsman.id, claimId: first.claimId, move: 'reject', answer: 'No' }),
			),
		).toEqual({ code: 'conflict', message: 'Esta reclamación ya no espera tu respuesta' })
		// the admin cannot decide what was not escalated
		expect(
			(
				await refusal(
					decideWarrantyClaim({ adminId: admin.id, claimId: first.claimId, forClient: true, message: 'Revisado' }),
				)
			).code,
		).toBe('conflict')
		await replyToWarrantyClaim({ clientId: client.id, claimId: first.claimId, move: 'confirm' })
		expect((await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: first.claimId } })).status).toBe('confirmed')

		const second = await openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })
		await answerWarrantyClaim({
			craftsmanId: craftsman.id,
			claimId: second.claimId,
			move: 'reject',
			answer: 'El goteo viene de la tubería del vecino',
		})
		await replyToWarrantyClaim({ clientId: client.id, claimId: second.claimId, move: 'escalate' })
		await decideWarrantyClaim({
			adminId: admin.id,
			claimId: second.claimId,
			forClient: true,
			message: 'Debe repararlo',
		})
		const decided = await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: second.claimId } })
		expect([decided.status, decided.decisionMessage, decided.decidedById]).toEqual([
			'upheld',
			'Debe repararlo',
			admin.id,
		])
		const emails = (await queued(['email'])).map((row) => row.data.key)
		expect(emails).toEqual(
			expect.arrayContaining([
				`warranty-decided:${second.claimId}:${client.id}`,
				`warranty-decided:${second.claimId}:${craftsman.id}`,
			]),
		)
		expect(
			await refusal(replyToWarrantyClaim({ clientId: client.id, claimId: second.claimId, move: 'confirm' })),
		).toEqual({ code: 'conflict', message: 'Esta reclamación no admite esa acción ahora' })
	})

	test('an unanswered claim: reminded once after 7 days, then the client may escalate it', async () => {
		const { client, job } = await finishedJob()
		const { claimId } = await openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })
		await prisma.warrantyClaim.update({ where: { id: claimId }, data: { createdAt: new Date(Date.now() - 8 * DAY) } })
		expect(await remindUnansweredClaim(claimId)).toBe(true)
		expect(await remindUnansweredClaim(claimId)).toBe(false)
		await replyToWarrantyClaim({ clientId: client.id, claimId, move: 'escalate' })
		expect((await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })).status).toBe('escalated')
	})
})

describe('permissions', () => {
	test('another client, another craftsman, a client as admin: not found or refused; nothing changes', async () => {
		const { client, craftsman, job } = await finishedJob()
		const stranger = await createUser()
		const otherCraftsman = await createUser({ role: 'oficial' })
		expect((await refusal(openWarrantyClaim({ clientId: stranger.id, jobId: job.id, text: TEXT }))).code).toBe(
			'not_found',
		)
		expect((await refusal(getWarrantyPage(stranger.id, job.id))).code).toBe('not_found')
		const { claimId } = await openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })
		expect(
			(await refusal(answerWarrantyClaim({ craftsmanId: otherCraftsman.id, claimId, move: 'resolve' }))).code,
		).toBe('not_found')
		// the client cannot answer for the craftsman, nor the craftsman reply for the client
		expect((await refusal(answerWarrantyClaim({ craftsmanId: client.id, claimId, move: 'resolve' }))).code).toBe(
			'not_found',
		)
		await answerWarrantyClaim({ craftsmanId: craftsman.id, claimId, move: 'resolve' })
		expect((await refusal(replyToWarrantyClaim({ clientId: stranger.id, claimId, move: 'escalate' }))).code).toBe(
			'not_found',
		)
		expect((await refusal(replyToWarrantyClaim({ clientId: craftsman.id, claimId, move: 'confirm' }))).code).toBe(
			'not_found',
		)
		expect((await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })).status).toBe('resolved')
	})

	test('anonymous and another role are sent away by the page; nothing is stored', async () => {
		const { craftsman, job } = await finishedJob()
		const path = `/tablero/cliente/trabajos/${job.id}/garantia`
		const anonymous = await call(clientAction, formRequest(path, { intent: 'reclamar', jobId: job.id, text: TEXT }), {
			params: { role: 'cliente', jobId: job.id },
		})
		expect(redirectLocation(anonymous)).toMatch(/^\/iniciar-sesion/)
		const asCraftsman = await call(
			clientAction,
			formRequest(
				path,
				{ intent: 'reclamar', jobId: job.id, text: TEXT },
				{ cookie: await sessionCookie(craftsman.id) },
			),
			{ params: { role: 'cliente', jobId: job.id } },
		)
		expect(redirectLocation(asCraftsman)).toBe('/tablero/oficial')
		expect(await prisma.warrantyClaim.count({ where: { jobId: job.id } })).toBe(0)
	})
})

describe('/api and the profile', () => {
	test('GET /api/jobpost: each own job carries warranty {until, state} and its claims', async () => {
		const { client, job } = await finishedJob({ months: 24, completedAt: new Date('2026-01-10T10:00:00Z') })
		const { claimId } = await openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })
		const { accessToken } = await issueTokens(client.id)
		const { body } = await responseJson(
			await call(apiJobs, jsonRequest('/api/jobpost', 'GET', undefined, { token: accessToken })),
		)
		const own = body.data.find((row: { _id: string }) => row._id === job.id)
		expect(own.warranty).toEqual({ until: '2028-01-10', state: 'active' })
		expect(own.warrantyClaims).toEqual([
			expect.objectContaining({ _id: claimId, status: 'open', text: TEXT, images: [], answer: null }),
		])
	})

	test('«Garantías atendidas n de m» only from 3 counted claims; unanswered ones count with their time so far', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const now = new Date()
		const claim = async (daysAgo: number, answeredAfterHours: number | null) => {
			const { client, job } = await finishedJob()
			const offer = await prisma.offer.findFirstOrThrow({ where: { jobId: job.id } })
			const createdAt = new Date(now.getTime() - daysAgo * DAY)
			await prisma.warrantyClaim.create({
				data: {
					jobId: job.id,
					offerId: offer.id,
					clientId: client.id,
					craftsmanId: craftsman.id,
					text: TEXT,
					createdAt,
					answeredAt:
						answeredAfterHours === null ? null : new Date(createdAt.getTime() + answeredAfterHours * 3600_000),
					status: answeredAfterHours === null ? 'open' : 'resolved',
				},
			})
		}
		await claim(30, 5)
		await claim(20, 10 * 24) // answered late: counted, not «atendida»
		await claim(2, null) // still in time: not counted yet
		expect(warrantyStatsLabel(await getWarrantyStats(craftsman.id, now))).toBeNull()
		await claim(10, null) // 10 days unanswered: counted with 240 h
		const stats = await getWarrantyStats(craftsman.id, now)
		expect([stats?.counted, stats?.answeredInTime]).toEqual([3, 1])
		expect(warrantyStatsLabel(stats)).toBe('Garantías atendidas 1 de 3, respuesta mediana 10 días')
	})

	test('the pages: the answer and the reply are buttons whose bad input and refusals come back as an error toast', async () => {
		const { client, craftsman, job } = await finishedJob()
		const { claimId } = await openWarrantyClaim({ clientId: client.id, jobId: job.id, text: TEXT })
		const toastOf = async (response: unknown) =>
			(await readToasts(getRequest('/', { cookie: cookiesOf((response as Response).headers) }))).toasts[0]
		const answer = async (fields: Record<string, string>) =>
			call(
				craftsmanAction,
				formRequest('/tablero/oficial/garantias', fields, { cookie: await sessionCookie(craftsman.id) }),
				{ params: { role: 'oficial' } },
			)
		const reply = async (fields: Record<string, string>) =>
			call(
				clientAction,
				formRequest(`/tablero/cliente/trabajos/${job.id}/garantia`, fields, { cookie: await sessionCookie(client.id) }),
				{ params: { role: 'cliente', jobId: job.id } },
			)
		// bad input: the schema's own words, back on the list
		const noReason = await answer({ intent: 'no_procede', claimId })
		expect(redirectLocation(noReason)).toBe('/tablero/oficial/garantias')
		expect(await toastOf(noReason)).toMatchObject({ type: 'error', text: 'Explica al cliente por qué no procede' })
		// the client's reply before any answer: refused by the model, an error toast on the page
		const early = await reply({ intent: 'confirmar', claimId })
		expect(redirectLocation(early)).toBe(`/tablero/cliente/trabajos/${job.id}/garantia`)
		expect(await toastOf(early)).toMatchObject({ type: 'error', text: 'Esta reclamación no admite esa acción ahora' })
		const unknown = await reply({ intent: 'borrar', claimId })
		expect(await toastOf(unknown)).toMatchObject({ type: 'error', text: 'Acción no válida' })
		// another craftsman's claim is refused the same way
		const other = await createUser({ role: 'oficial' })
		const foreign = await call(
			craftsmanAction,
			formRequest(
				'/tablero/oficial/garantias',
				{ intent: 'resuelto', claimId },
				{ cookie: await sessionCookie(other.id) },
			),
			{ params: { role: 'oficial' } },
		)
		expect(redirectLocation(foreign)).toBe('/tablero/oficial/garantias')
		expect((await toastOf(foreign))?.type).toBe('error')
		expect(await prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })).toMatchObject({ status: 'open' })
		// answered, then confirmed: each lands on its claim with its message
		const resolved = await answer({ intent: 'resuelto', claimId, answer: 'Cambiada la junta.' })
		expect(redirectLocation(resolved)).toBe(`/tablero/oficial/garantias#reclamacion-${claimId}`)
		expect((await toastOf(resolved))?.type).toBe('success')
		const confirmed = await reply({ intent: 'confirmar', claimId })
		expect(redirectLocation(confirmed)).toBe(`/tablero/cliente/trabajos/${job.id}/garantia#reclamacion-${claimId}`)
		expect((await toastOf(confirmed))?.type).toBe('success')
	})
})

// last: its claim's queued jobs would be read by the tests above, which look at the whole queue
describe('sent twice', () => {
	test('the same form twice makes one claim; each move made twice is done once and told once', async () => {
		const { client, craftsman, job } = await finishedJob()
		const form = { clientId: client.id, jobId: job.id, text: TEXT, submissionId: crypto.randomUUID() }
		const [a, b] = await Promise.all([openWarrantyClaim(form), openWarrantyClaim(form)])
		expect(a).toEqual(b)
		expect(await openWarrantyClaim(form)).toEqual(a)
		expect(await prisma.warrantyClaim.count({ where: { jobId: job.id } })).toBe(1)
		expect(await prisma.message.count({ where: { senderId: client.id } })).toBe(1)
		// another form is a second claim, refused while this one is unfinished
		expect((await refusal(openWarrantyClaim({ ...form, submissionId: crypto.randomUUID() }))).message).toBe(
			'Ya tienes una reclamación abierta en este trabajo',
		)

		const told = (userId: string) => prisma.notification.count({ where: { userId } })
		const [craftsmanTold, clientTold] = [await told(craftsman.id), await told(client.id)]
		const answer = {
			craftsmanId: craftsman.id,
			claimId: a.claimId,
			move: 'resolve' as const,
			answer: 'Cambié la junta.',
		}
		await Promise.all([answerWarrantyClaim(answer), answerWarrantyClaim(answer)])
		expect(await answerWarrantyClaim(answer)).toEqual({ message: 'Has respondido: resuelto' })
		const reply = { clientId: client.id, claimId: a.claimId, move: 'confirm' as const }
		expect(await replyToWarrantyClaim(reply)).toEqual(await replyToWarrantyClaim(reply))
		expect([await told(craftsman.id), await told(client.id)]).toEqual([craftsmanTold + 1, clientTold + 1])
		expect(await prisma.message.count({ where: { senderId: craftsman.id } })).toBe(1)
		// the other move is still refused
		expect((await refusal(replyToWarrantyClaim({ ...reply, move: 'escalate' }))).code).toBe('conflict')
	})
})
