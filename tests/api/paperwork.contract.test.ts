// The paperwork after acceptance through /api (docs/decisions/055): change annexes sent by the
// offer's craftsman and decided by the job's client, and warranty claims opened, answered, confirmed.
// Through the real handlers, each answer checked against /api/openapi.json: who may (anonymous 401,
// another role 403, another party 404), bad input (400, Spanish, nothing changed), twice (409).
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { acceptOffer, completeJob } from '#app/models/offers/decide-offer.server.ts'
import { action as decideAnnexAction } from '#app/routes/api/offers/$id/annexes/$annexId.ts'
import { action as sendAnnexAction } from '#app/routes/api/offers/$id/annexes.ts'
import { loader as offerLoader } from '#app/routes/api/offers/$id.ts'
import { action as moveClaimAction } from '#app/routes/api/warranty_claims/$id.ts'
import { action as openClaimAction, loader as listClaimsLoader } from '#app/routes/api/warranty_claims/index.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'
import { apiUpload } from '#tests/helpers/uploads.ts'
import { jobWithOffers } from '#tests/integration/client/setup.ts'

type Handler = Parameters<typeof call>[0]

const tokenOf = async (userId: string) => (await issueTokens(userId)).accessToken

/** An /api call as `userId` (anonymous without one), read as status and body. */
async function send(
	handler: Handler,
	path: string,
	method: string,
	body: unknown,
	userId: string | null,
	params: Record<string, string> = {},
) {
	const token = userId ? await tokenOf(userId) : undefined
	return responseJson(await call(handler, jsonRequest(path, method, body, { token }), { params }))
}

/** An offer of 2 lines (80 € materials + 120 € labour, 21 % VAT: 242 €), accepted with a signature. */
async function acceptedQuote() {
	const { client, job, offers } = await jobWithOffers(2)
	const offer = await prisma.offer.update({
		where: { id: offers[0]!.id },
		data: {
			price: 242,
			vatRate: 21,
			guaranteeMonths: 6,
			items: {
				create: [
					{ position: 0, concept: 'Cable', quantity: 10, unit: 'm', unitPriceCents: 800, kind: 'materials' },
					{ position: 1, concept: 'Instalación', quantity: 4, unit: 'h', unitPriceCents: 3000, kind: 'labour' },
				],
			},
		},
	})
	await acceptOffer({
		clientId: client.id,
		offerId: offer.id,
		acceptance: { name: 'Clara Cliente', received: true, privateHome: false, homeOlderThanTwoYears: false },
	})
	return { client, job, offer, otherCraftsmanId: offers[1]!.craftsmanId }
}

const annexBody = {
	reason: 'La pared tenía humedad y hay que sanearla',
	items: [{ concept: 'Saneado', quantity: 2, unit: 'h', unitPrice: 30, kind: 'labour' }],
}
const annexCount = (offerId: string) => prisma.offerAnnex.count({ where: { offerId } })
const annexRow = (id: string) => prisma.offerAnnex.findUniqueOrThrow({ where: { id } })

describe('POST /api/offers/{id}/annexes', () => {
	test('the craftsman sends an annex; the offer answers with the original total, the current one and every annex', async () => {
		const { client, offer, otherCraftsmanId } = await acceptedQuote()
		const path = `/api/offers/${offer.id}/annexes`
		const post = (body: unknown, userId: string | null) =>
			send(sendAnnexAction, path, 'POST', body, userId, { id: offer.id })

		expect((await post(annexBody, null)).status).toBe(401)
		expect((await post(annexBody, client.id)).status).toBe(403)
		const stranger = await post(annexBody, otherCraftsmanId)
		expect(stranger).toMatchObject({ status: 404, body: { message: 'Oferta no encontrada' } })
		const short = await post({ ...annexBody, reason: 'No' }, offer.craftsmanId)
		expect(short.status).toBe(400)
		expect(short.body.message).toBe('Explica el motivo del cambio (de 3 a 1000 caracteres)')
		const none = await post({ ...annexBody, items: [] }, offer.craftsmanId)
		expect(none).toMatchObject({ status: 400, body: { message: 'Un anexo tiene de 1 a 10 líneas' } })
		const unknownLine = await post(
			{ ...annexBody, items: [{ ...annexBody.items[0], replacesPosition: 7 }] },
			offer.craftsmanId,
		)
		expect(unknownLine.body.message).toBe('La línea que quieres cambiar no está en el presupuesto')
		expect(await annexCount(offer.id)).toBe(0)

		const sent = await post(annexBody, offer.craftsmanId)
		expect(sent.status).toBe(201)
		expect(sent.body).toMatchObject({
			success: true,
			message: 'Anexo enviado al cliente',
			data: { _id: offer.id, total: 242, originalTotal: 242, currentTotal: 242 },
		})
		expect(sent.body.data.annexes).toMatchObject([{ id: sent.body.annexId, status: 'pending', total: 72.6 }])
		expect(await annexCount(offer.id)).toBe(1)
	})

	test('refused before acceptance and once the job is completed', async () => {
		const { offers } = await jobWithOffers(1)
		const pending = await send(
			sendAnnexAction,
			`/api/offers/${offers[0]!.id}/annexes`,
			'POST',
			annexBody,
			offers[0]!.craftsmanId,
			{
				id: offers[0]!.id,
			},
		)
		expect(pending).toMatchObject({
			status: 409,
			body: { message: 'Solo se puede enviar un anexo después de que el cliente acepte el presupuesto' },
		})
		const { client, job, offer } = await acceptedQuote()
		await completeJob({ clientId: client.id, jobId: job.id })
		const late = await send(sendAnnexAction, `/api/offers/${offer.id}/annexes`, 'POST', annexBody, offer.craftsmanId, {
			id: offer.id,
		})
		expect(late).toMatchObject({ status: 409, body: { message: 'El trabajo ya está terminado: no admite anexos' } })
	})
})

describe('PUT /api/offers/{id}/annexes/{annexId}', () => {
	async function sentAnnex() {
		const quote = await acceptedQuote()
		const sent = await send(
			sendAnnexAction,
			`/api/offers/${quote.offer.id}/annexes`,
			'POST',
			annexBody,
			quote.offer.craftsmanId,
			{ id: quote.offer.id },
		)
		const annexId = sent.body.annexId as string
		const decide = (body: unknown, userId: string | null, offerId = quote.offer.id) =>
			send(decideAnnexAction, `/api/offers/${offerId}/annexes/${annexId}`, 'PUT', body, userId, {
				id: offerId,
				annexId,
			})
		return { ...quote, annexId, decide }
	}
	const signed = { status: 'accepted', acceptance: { name: 'Clara Cliente', received: true } }

	test('only the job’s client decides, signed; the same PUT again answers the same, the other decision is refused', async () => {
		const { client, offer, annexId, decide } = await sentAnnex()
		expect((await decide(signed, null)).status).toBe(401)
		expect((await decide(signed, offer.craftsmanId)).status).toBe(403)
		const otherClient = await createUser()
		expect(await decide(signed, otherClient.id)).toMatchObject({
			status: 404,
			body: { message: 'Anexo no encontrado' },
		})
		// the same annex named under another offer of hers is not found either
		const elsewhere = await acceptedQuote()
		expect((await decide(signed, client.id, elsewhere.offer.id)).status).toBe(404)
		const badStatus = await decide({ status: 'maybe' }, client.id)
		expect(badStatus).toMatchObject({ status: 400, body: { message: 'El estado debe ser accepted o rejected' } })
		const unreceived = await decide({ status: 'accepted', acceptance: { name: 'Clara Cliente' } }, client.id)
		expect(unreceived.status).toBe(400)
		expect(unreceived.body.message).toBe('Confirma que has recibido el anexo antes de que se hagan los cambios')
		expect(await annexRow(annexId)).toMatchObject({ status: 'pending', decidedAt: null, sha256: null })

		const accepted = await decide(signed, client.id)
		expect(accepted.status).toBe(200)
		expect(accepted.body).toMatchObject({ message: 'Anexo aceptado', annexId, status: 'accepted' })
		expect(accepted.body.data).toMatchObject({ originalTotal: 242, currentTotal: 314.6 })
		expect(accepted.body.data.annexes[0].acceptance).toMatchObject({ name: 'Clara Cliente' })
		expect(accepted.body.data.annexes[0].acceptance.sha256).toMatch(/^[0-9a-f]{64}$/)
		const row = await annexRow(annexId)
		// a PUT sent again (a lost answer retried) answers as the first did and changes nothing;
		// the other decision is refused
		expect(await decide(signed, client.id)).toMatchObject({
			status: 200,
			body: { message: 'Anexo aceptado', annexId, status: 'accepted' },
		})
		expect(await decide({ status: 'rejected' }, client.id)).toMatchObject({
			status: 409,
			body: { message: 'Este anexo ya está decidido' },
		})
		expect(await annexRow(annexId)).toEqual(row)
	})

	test('an old client accepts without a signature (recorded unsigned, hash included) or rejects; the other decision is refused', async () => {
		const first = await sentAnnex()
		const unsigned = await first.decide({ status: 'accepted' }, first.client.id)
		expect(unsigned.status).toBe(200)
		expect(await annexRow(first.annexId)).toMatchObject({ status: 'accepted', name: null, received: false })
		expect((await annexRow(first.annexId)).sha256).toMatch(/^[0-9a-f]{64}$/)

		const second = await sentAnnex()
		const rejected = await second.decide({ status: 'rejected' }, second.client.id)
		expect(rejected.body).toMatchObject({ message: 'Anexo rechazado', status: 'rejected', data: { currentTotal: 242 } })
		expect((await second.decide({ status: 'rejected' }, second.client.id)).status).toBe(200)
		expect((await second.decide({ status: 'accepted' }, second.client.id)).status).toBe(409)
		expect(await annexRow(second.annexId)).toMatchObject({ status: 'rejected', sha256: null })
	})

	test('GET /api/offers/{id} carries the original total, the current total and every annex', async () => {
		const { client, offer, decide } = await sentAnnex()
		await decide(signed, client.id)
		const read = await send(offerLoader, `/api/offers/${offer.id}`, 'GET', undefined, offer.craftsmanId, {
			id: offer.id,
		})
		expect(read.body.data).toMatchObject({ total: 242, originalTotal: 242, currentTotal: 314.6 })
		expect(read.body.data.annexes).toHaveLength(1)
	})
})

const DAY = 86_400_000
const TEXT = 'El grifo que cambiasteis vuelve a gotear por la base.'

/** A job of a new client, completed with an accepted offer of a year's guarantee. */
async function finishedJob() {
	const client = await createUser({ name: 'Marta' })
	const craftsman = await createUser({ role: 'oficial' })
	const job = await createJob({ ownerId: client.id, status: 'assigned' })
	await prisma.offer.create({
		data: { jobId: job.id, craftsmanId: craftsman.id, price: '120.00', status: 'accepted', guaranteeMonths: 12 },
	})
	await completeJob({ clientId: client.id, jobId: job.id })
	return { client, craftsman, job }
}

const claimsOf = (jobId: string) => prisma.warrantyClaim.findMany({ where: { jobId } })

describe('/api/warranty_claims', () => {
	test('the client claims (with her own uploads); others are refused and nothing is stored', async () => {
		const { client, craftsman, job } = await finishedJob()
		const open = (body: unknown, userId: string | null) =>
			send(openClaimAction, '/api/warranty_claims', 'POST', body, userId)
		const body = { jobId: job.id, text: TEXT }
		expect((await open(body, null)).status).toBe(401)
		expect((await open(body, craftsman.id)).status).toBe(403)
		const otherClient = await createUser()
		expect(await open(body, otherClient.id)).toMatchObject({ status: 404, body: { message: 'Trabajo no encontrado' } })
		const short = await open({ jobId: job.id, text: 'Gotea' }, client.id)
		expect(short).toMatchObject({ status: 400, body: { message: 'Describe qué falla con al menos 20 caracteres' } })
		const tooMany = await open({ ...body, images: ['a', 'b', 'c', 'd', 'e'] }, client.id)
		expect(tooMany).toMatchObject({ status: 400, body: { message: 'Puedes adjuntar hasta 4 fotos' } })
		// a photo someone else uploaded is not hers to name
		const theirs = await apiUpload({ token: await tokenOf(otherClient.id) })
		const stolen = await open({ ...body, images: [theirs.url] }, client.id)
		expect(stolen).toMatchObject({
			status: 400,
			body: { message: 'Foto no válida: súbela antes con POST /api/upload' },
		})
		expect(await claimsOf(job.id)).toEqual([])

		const mine = await apiUpload({ token: await tokenOf(client.id) })
		const opened = await open({ ...body, images: [mine.url] }, client.id)
		expect(opened.status).toBe(201)
		expect(opened.body).toMatchObject({
			message: 'Reclamación enviada al profesional',
			data: { status: 'open', text: TEXT, moves: [] },
		})
		expect(opened.body.data.images).toHaveLength(1)
		const upload = await prisma.upload.findFirstOrThrow({ where: { userId: client.id } })
		expect(upload.claimedAt).not.toBeNull()
		expect(await open(body, client.id)).toMatchObject({
			status: 409,
			body: { message: 'Ya tienes una reclamación abierta en este trabajo' },
		})
		expect(await claimsOf(job.id)).toHaveLength(1)
	})

	test('a job’s claims for its client and its craftsman, each with their moves; anyone else 404', async () => {
		const { client, craftsman, job } = await finishedJob()
		await send(openClaimAction, '/api/warranty_claims', 'POST', { jobId: job.id, text: TEXT }, client.id)
		const list = (userId: string | null, jobId: string | null = job.id) =>
			send(listClaimsLoader, `/api/warranty_claims${jobId ? `?jobId=${jobId}` : ''}`, 'GET', undefined, userId)
		expect((await list(null)).status).toBe(401)
		expect(await list(client.id, null)).toMatchObject({
			status: 400,
			body: { message: 'Se requiere el trabajo (jobId)' },
		})
		const admin = await createUser({ role: 'admin' })
		expect((await list(admin.id)).status).toBe(403)
		expect((await list((await createUser({ role: 'oficial' })).id)).status).toBe(404)
		expect((await list((await createUser()).id)).status).toBe(404)
		const hers = await list(client.id)
		expect(hers.body).toMatchObject({
			jobId: job.id,
			warranty: { state: 'active' },
			data: [{ status: 'open', moves: [] }],
		})
		const his = await list(craftsman.id)
		expect(his.body.data).toMatchObject([{ status: 'open', moves: ['resuelto', 'no_procede'] }])
	})

	test('the craftsman answers, the client confirms; each once, in turn, by the right party', async () => {
		const { client, craftsman, job } = await finishedJob()
		const opened = await send(openClaimAction, '/api/warranty_claims', 'POST', { jobId: job.id, text: TEXT }, client.id)
		const claimId = opened.body.claimId as string
		const move = (body: unknown, userId: string | null) =>
			send(moveClaimAction, `/api/warranty_claims/${claimId}`, 'PUT', body, userId, { id: claimId })
		const claim = () => prisma.warrantyClaim.findUniqueOrThrow({ where: { id: claimId } })

		expect((await move({ intent: 'resuelto' }, null)).status).toBe(401)
		expect((await move({ intent: 'resuelto' }, (await createUser({ role: 'oficial' })).id)).status).toBe(404)
		expect(await move({ intent: 'confirmar' }, craftsman.id)).toMatchObject({
			status: 400,
			body: { message: 'Acción no válida' },
		})
		expect(await move({ intent: 'no_procede' }, craftsman.id)).toMatchObject({
			status: 400,
			body: { message: 'Explica al cliente por qué no procede' },
		})
		expect(await move({ intent: 'resuelto' }, client.id)).toMatchObject({
			status: 400,
			body: { message: 'Acción no válida' },
		})
		// the client may not escalate an unanswered claim before its 7 days
		expect((await move({ intent: 'escalar' }, client.id)).status).toBe(409)
		expect(await claim()).toMatchObject({ status: 'open', answer: null, answeredAt: null })

		const answered = await move(
			{ intent: 'no_procede', answer: 'Es la junta del fregadero, no el grifo.' },
			craftsman.id,
		)
		expect(answered).toMatchObject({
			status: 200,
			body: { message: 'Has respondido: no procede', claimId, status: 'not_applicable' },
		})
		expect(await move({ intent: 'resuelto' }, craftsman.id)).toMatchObject({
			status: 409,
			body: { message: 'Esta reclamación ya no espera tu respuesta' },
		})
		expect((await move({ intent: 'confirmar' }, (await createUser()).id)).status).toBe(404)
		const confirmed = await move({ intent: 'confirmar' }, client.id)
		expect(confirmed.body).toMatchObject({ message: 'Reclamación cerrada', status: 'confirmed' })
		expect((await move({ intent: 'escalar' }, client.id)).status).toBe(409)
		expect(await claim()).toMatchObject({ status: 'confirmed', answer: 'Es la junta del fregadero, no el grifo.' })
		expect((await claim()).closedAt!.getTime()).toBeGreaterThan(Date.now() - DAY)
	})
})
