import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action, loader } from '#app/routes/newjob/$jobId.tsx'
import { createJob, createViewers, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const path = (jobId: string) => `/newjob/${jobId}`

async function view(jobId: string, cookie?: string) {
	return call(loader, getRequest(path(jobId), { cookie }), { params: { jobId } })
}

async function post(jobId: string, fields: Record<string, string>, cookie?: string) {
	return call(action, formRequest(path(jobId), fields, { cookie }), { params: { jobId } })
}

/** Rows an action could have written: none of them may change on a refusal. */
async function footprint() {
	const [offers, messages, conversations, notifications, phoneReveals] = await Promise.all([
		prisma.offer.count(),
		prisma.message.count(),
		prisma.conversation.count(),
		prisma.notification.count(),
		prisma.phoneReveal.count(),
	])
	return { offers, messages, conversations, notifications, phoneReveals }
}

const INTENTS = {
	offer: { intent: 'enviar-oferta', price: '150' },
	message: { intent: 'enviar-mensaje', text: 'Hola, puedo hacerlo esta semana.' },
	phone: { intent: 'ver-telefono' },
}

const UNVERIFIED = 'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.'
const NO_PLAN = 'Se requiere una suscripción pagada para esta característica'

describe('/newjob/{id}: who may see the job', () => {
	test("another client reads a listed job, as the home page lists it, without its contact; others' unlisted jobs are not found", async () => {
		const { client } = await createViewers()
		const cookie = await sessionCookie(client.id)
		const listed = await createJob({ phone: '699111222' })
		const page = unwrap(await view(listed.id, cookie)).data
		expect([page.job.id, page.isOwner, page.viewerRole, page.readiness]).toEqual([listed.id, false, 'cliente', null])
		expect(page.contact).toEqual({ access: 'none', mayReveal: false, details: null })
		for (const unlisted of [
			await createJob({ hiddenAt: new Date() }),
			await createJob({ status: 'closed' }),
			await createJob({ openToOthers: false }),
		])
			expect(((await view(unlisted.id, cookie)) as Response).status).toBe(404)
		// read-only: every form is refused as before
		const before = await footprint()
		for (const fields of Object.values(INTENTS))
			expect(((await post(listed.id, fields, cookie)) as Response).status).toBe(404)
		expect(await footprint()).toEqual(before)
	})

	test('anonymous visitors are sent to sign in, for the page and for every form', async () => {
		const job = await createJob()
		expect(redirectLocation(await view(job.id))).toBe(`/iniciar-sesion?redirectTo=${encodeURIComponent(path(job.id))}`)
		const before = await footprint()
		for (const fields of Object.values(INTENTS))
			expect(redirectLocation(await post(job.id, fields))).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		expect(await footprint()).toEqual(before)
	})

	test('craftsmen and admins see open jobs; a client only their own; hidden jobs are not found', async () => {
		const viewers = await createViewers()
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id, postalCode: '28901' })
		const hidden = await createJob({ hiddenAt: new Date() })
		await prisma.user.update({ where: { id: viewers.subscribed.id }, data: { postalCodeId: await placeId('28001') } })

		const page = unwrap(await view(job.id, await sessionCookie(viewers.subscribed.id))).data
		expect(page.job).toMatchObject({
			listingId: job.listingId,
			category: 'Electricista',
			title: 'Instalar enchufes',
			placeName: 'Getafe',
			schedule: 'En una semana',
		})
		expect(page.job.distanceKm).toBeGreaterThan(8)
		expect(page.job.distanceKm).toBeLessThan(20)
		expect(page.offer).toBeNull()
		for (const viewer of [viewers.unverified, viewers.unsubscribed, viewers.admin, owner]) {
			expect(unwrap(await view(job.id, await sessionCookie(viewer.id))).data.job.id).toBe(job.id)
		}
		expect(unwrap(await view(job.id, await sessionCookie(owner.id))).data.isOwner).toBe(true)
		expect(((await view(hidden.id, await sessionCookie(viewers.subscribed.id))) as Response).status).toBe(404)
		expect(unwrap(await view(hidden.id, await sessionCookie(viewers.admin.id))).data.job.id).toBe(hidden.id)
		expect(((await view('no-existe', await sessionCookie(viewers.subscribed.id))) as Response).status).toBe(404)
	})
})

describe('/newjob/{id}: the craftsman gate on every form', () => {
	test('the page says what stands between a craftsman and an offer before the form: verification, then a plan', async () => {
		const viewers = await createViewers()
		const job = await createJob()
		const readiness = async (userId: string) => unwrap(await view(job.id, await sessionCookie(userId))).data.readiness
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: viewers.unverified.id } })
		await prisma.craftsmanDocument.create({ data: { craftsmanId: profile.id, type: 'craft_card', url: 'a.webp' } })
		expect(await readiness(viewers.unverified.id)).toEqual({
			step: 'verification',
			documentsPending: 1,
			refusedReason: null,
		})
		await prisma.craftsmanProfile.update({ where: { id: profile.id }, data: { refusedReason: 'La foto no se lee' } })
		expect(await readiness(viewers.unverified.id)).toMatchObject({ refusedReason: 'La foto no se lee' })
		expect(await readiness(viewers.unsubscribed.id)).toEqual({ step: 'plan' })
		expect(await readiness(viewers.subscribed.id)).toEqual({ step: 'ready' })
		expect(await readiness(viewers.admin.id)).toBeNull()
	})

	test('each viewer who may not act gets the spec message, and nothing changes', async () => {
		const viewers = await createViewers()
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id })
		const expected: Array<[string, string, keyof typeof INTENTS, number, string]> = [
			['owner (client)', owner.id, 'offer', 403, 'Inicia sesión como profesional para enviar una oferta'],
			['owner (client)', owner.id, 'message', 403, 'Inicia sesión como profesional para enviar un mensaje'],
			['owner (client)', owner.id, 'phone', 403, 'Inicia sesión como profesional para ver el número'],
			['admin', viewers.admin.id, 'offer', 403, 'Inicia sesión como profesional para enviar una oferta'],
			['admin', viewers.admin.id, 'message', 403, 'Inicia sesión como profesional para enviar un mensaje'],
			['admin', viewers.admin.id, 'phone', 403, 'Inicia sesión como profesional para ver el número'],
			['unverified', viewers.unverified.id, 'offer', 403, UNVERIFIED],
			['unverified', viewers.unverified.id, 'message', 403, UNVERIFIED],
			['unverified', viewers.unverified.id, 'phone', 403, UNVERIFIED],
			['no plan', viewers.unsubscribed.id, 'offer', 402, NO_PLAN],
			['no plan', viewers.unsubscribed.id, 'message', 402, NO_PLAN],
			['no plan', viewers.unsubscribed.id, 'phone', 402, NO_PLAN],
		]
		const before = await footprint()
		for (const [who, userId, intent, status, message] of expected) {
			const answer = unwrap(await post(job.id, INTENTS[intent], await sessionCookie(userId)))
			expect([who, intent, answer.status, answer.data.gate?.message]).toEqual([who, intent, status, message])
		}
		expect(await footprint()).toEqual(before)
		// another client does not even find the job
		expect(((await post(job.id, INTENTS.offer, await sessionCookie(viewers.client.id))) as Response).status).toBe(404)
		expect(await footprint()).toEqual(before)
	})

	test('who may act comes before what was typed: bad input from a refused viewer gets the gate, not a field error', async () => {
		const viewers = await createViewers()
		const job = await createJob()
		const bad = {
			offer: { intent: 'enviar-oferta', price: 'abc' },
			message: { intent: 'enviar-mensaje', text: '' },
		}
		const before = await footprint()
		for (const intent of ['offer', 'message'] as const) {
			const refused = unwrap(await post(job.id, bad[intent], await sessionCookie(viewers.unsubscribed.id)))
			expect([intent, refused.status, refused.data.gate?.message, refused.data.result]).toEqual([
				intent,
				402,
				NO_PLAN,
				undefined,
			])
			// the same input from a craftsman who may act is a field error, with its intent
			const invalid = unwrap(await post(job.id, bad[intent], await sessionCookie(viewers.subscribed.id)))
			expect([intent, invalid.status, invalid.data.intent, invalid.data.gate]).toEqual([
				intent,
				400,
				bad[intent].intent,
				undefined,
			])
		}
		expect(await footprint()).toEqual(before)
	})

	test('a craftsman without a plan is shown the plans, shortest first', async () => {
		const viewers = await createViewers()
		const job = await createJob()
		const answer = unwrap(await post(job.id, INTENTS.offer, await sessionCookie(viewers.unsubscribed.id)))
		// the plans screen itself (spec 000 §2), and orders placed from it come back to this job
		expect(answer.data.gate.returnTo).toBe(`/newjob/${job.id}`)
		expect(
			answer.data.gate.cards.map((card: { plan: { name: string; price: string; duration: string }; label: string }) => [
				card.plan.name,
				card.plan.price,
				card.plan.duration,
				card.label,
			]),
		).toEqual([
			['Mensual', '29,00\u00a0€ (IVA incluido)', '30 días', 'Pedir'],
			['Trimestral', '79,00\u00a0€ (IVA incluido)', '90 días', 'Pedir'],
			['Anual', '249,00\u00a0€ (IVA incluido)', '365 días', 'Pedir'],
		])
		await prisma.plan.update({ where: { id: 'plan-trimestral' }, data: { retiredAt: new Date() } })
		const later = unwrap(await post(job.id, INTENTS.offer, await sessionCookie(viewers.unsubscribed.id)))
		expect(later.data.gate.cards.map((card: { plan: { name: string } }) => card.plan.name)).toEqual([
			'Mensual',
			'Anual',
		])
		await prisma.plan.update({ where: { id: 'plan-trimestral' }, data: { retiredAt: null } })
	})
})

describe('/newjob/{id}: a subscribed craftsman', () => {
	test('sends one offer, sees it marked on the job, and the client is notified; a second is refused', async () => {
		const { subscribed } = await createViewers()
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id, title: 'Cambiar cuadro eléctrico' })
		const cookie = await sessionCookie(subscribed.id)
		const sent = (await post(job.id, { intent: 'enviar-oferta', price: '1250,5' }, cookie)) as Response
		expect(redirectLocation(sent)).toBe(path(job.id))
		expect(cookiesOf(sent.headers)).toContain('toast')
		const offer = await prisma.offer.findFirstOrThrow({ where: { jobId: job.id, craftsmanId: subscribed.id } })
		expect([offer.status, offer.price.toNumber()]).toEqual(['pending', 1250.5])
		expect(unwrap(await view(job.id, cookie)).data.offer).toEqual({ id: offer.id, price: 1250.5 })
		const company = (await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: subscribed.id } })).companyName
		expect(
			await prisma.notification.findMany({ where: { userId: owner.id }, select: { text: true, link: true } }),
		).toEqual([
			{ text: `Nueva oferta de ${company} para «Cambiar cuadro eléctrico»: 1.250,50\u00a0€`, link: '/tablero/cliente' },
		])

		const again = unwrap(await post(job.id, { intent: 'enviar-oferta', price: '900' }, cookie))
		expect(again.status).toBe(409)
		expect(again.data.result.error['']).toEqual(['Ya has enviado una oferta para este trabajo'])
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(1)

		// a withdrawn offer no longer counts: a new one may be sent
		await prisma.offer.update({ where: { id: offer.id }, data: { status: 'withdrawn' } })
		expect(redirectLocation(await post(job.id, { intent: 'enviar-oferta', price: '900' }, cookie))).toBe(path(job.id))
		expect(await prisma.offer.count({ where: { jobId: job.id, status: 'pending' } })).toBe(1)
	})

	test('a bad price gets the spec message and creates nothing', async () => {
		const { subscribed } = await createViewers()
		const job = await createJob()
		const cookie = await sessionCookie(subscribed.id)
		for (const price of ['', '0', '0,5', 'abc', '-10']) {
			const answer = unwrap(await post(job.id, { intent: 'enviar-oferta', price }, cookie))
			expect([price, answer.status, answer.data.result.error.price]).toEqual([
				price,
				400,
				['El precio debe ser un número mayor o igual que 1'],
			])
		}
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(0)
	})

	test('two simultaneous offers of the same craftsman on the same job make one offer', async () => {
		const { subscribed } = await createViewers()
		const job = await createJob()
		const cookie = await sessionCookie(subscribed.id)
		await Promise.all([
			post(job.id, INTENTS.offer, cookie),
			post(job.id, INTENTS.offer, cookie),
			post(job.id, INTENTS.offer, cookie),
		])
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(1)
	})

	test('sends a message to the client (a conversation about the job) and reveals the phone', async () => {
		const { subscribed } = await createViewers()
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id, phone: '699111222' })
		const cookie = await sessionCookie(subscribed.id)
		const sent = (await post(job.id, INTENTS.message, cookie)) as Response
		const conversation = await prisma.conversation.findFirstOrThrow({
			where: { jobId: job.id },
			include: { participants: true, messages: true },
		})
		// back to the form's place, with the conversation to link «Mensaje enviado» to
		expect(redirectLocation(sent)).toBe(`${path(job.id)}?conversacion=${conversation.id}#mensaje-enviado`)
		const after = unwrap(
			await call(loader, getRequest(`${path(job.id)}?conversacion=${conversation.id}`, { cookie }), {
				params: { jobId: job.id },
			}),
		)
		expect(after.data.sentConversation).toBe(conversation.id)
		expect(
			unwrap(
				await call(loader, getRequest(`${path(job.id)}?conversacion=..%2Fx`, { cookie }), {
					params: { jobId: job.id },
				}),
			).data.sentConversation,
		).toBeNull()
		expect(conversation.participants.map((p) => p.userId).sort()).toEqual([subscribed.id, owner.id].sort())
		expect(conversation.messages.map((m) => [m.senderId, m.text])).toEqual([
			[subscribed.id, 'Hola, puedo hacerlo esta semana.'],
		])
		const empty = unwrap(await post(job.id, { intent: 'enviar-mensaje', text: '   ' }, cookie))
		expect([empty.status, empty.data.result.error.text]).toEqual([400, ['Escribe un mensaje']])
		expect(await prisma.message.count()).toBe(1)

		// having written, the craftsman sees the name and may reveal the phone (recorded, then shown)
		expect(unwrap(await view(job.id, cookie)).data.contact).toMatchObject({
			access: 'contact',
			mayReveal: true,
			details: { name: 'Lola Flores', phone: null },
		})
		expect(redirectLocation(await post(job.id, INTENTS.phone, cookie))).toBe(`${path(job.id)}#contacto`)
		expect(unwrap(await view(job.id, cookie)).data.contact.details.phone).toBe('699111222')
	})
})
