// Change annexes (docs/decisions/054-change-annexes.md): the hash of an annex, who may send and
// decide one and when, the totals, and the PDF and /api carrying every annex beside the offer.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { annexHashSelect, annexSha256, type AnnexRow } from '#app/models/offers/annex-hash.server.ts'
import { acceptOffer, completeJob } from '#app/models/offers/decide-offer.server.ts'
import { ANNEX_REFUSALS, acceptAnnex, rejectAnnex, sendAnnex } from '#app/models/offers/offer-annex.server.ts'
import { AnnexSchema } from '#app/models/offers/offer-annex.schema.ts'
import { getQuoteForViewer, renderQuotePdf } from '#app/models/offers/quote-pdf.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { loader as apiOfferLoader } from '#app/routes/api/offers/$id.ts'
import { action as annexPage } from '#app/routes/tablero/$role/trabajos/$jobId/anexos/$annexId.tsx'
import { ACCEPTANCE_MESSAGES } from '#app/models/offers/offer-acceptance.schema.ts'
import { ANNEX_MESSAGES } from '#app/models/offers/offer-annex.schema.ts'
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
} from '#tests/helpers/requests.ts'
import { jobWithOffers } from '#tests/integration/client/setup.ts'

/** An offer of 2 lines (80 € materials + 120 € labour, 21 % VAT: 242 €), accepted with a signature. */
async function acceptedQuote({ accept = true } = {}) {
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
	if (accept)
		await acceptOffer({
			clientId: client.id,
			offerId: offer.id,
			acceptance: { name: 'Clara Cliente', received: true, privateHome: false, homeOlderThanTwoYears: false },
		})
	return { client, job, offer }
}

const input = (items: object[], reason = 'La pared tenía humedad y hay que sanearla') =>
	AnnexSchema.parse({ reason, items })
const extra = { concept: 'Saneado', quantity: '2', unit: 'h', unitPrice: '30', kind: 'labour' }
const signature = { name: 'Clara Cliente', received: true }

describe('sending and deciding an annex', () => {
	test('the same form twice (a second tap, a retry after a lost answer) sends one annex; the same decision twice is done once', async () => {
		const { client, offer } = await acceptedQuote()
		const craftsmanId = offer.craftsmanId
		const once = { craftsmanId, offerId: offer.id, input: input([extra]), submissionId: crypto.randomUUID() }
		const first = await sendAnnex(once)
		expect(await sendAnnex(once)).toEqual(first)
		// both at once: the unique id keeps the second out, and it answers the first one's annex
		const together = { ...once, submissionId: crypto.randomUUID() }
		const [a, b] = await Promise.all([sendAnnex(together), sendAnnex(together)])
		expect(a.annexId).toBe(b.annexId)
		expect(await prisma.offerAnnex.count({ where: { offerId: offer.id } })).toBe(2)
		// another form is another annex; /api (no id) sends each
		await sendAnnex({ ...once, submissionId: crypto.randomUUID() })
		await sendAnnex({ craftsmanId, offerId: offer.id, input: input([extra]) })
		await sendAnnex({ craftsmanId, offerId: offer.id, input: input([extra]) })
		expect(await prisma.offerAnnex.count({ where: { offerId: offer.id } })).toBe(5)

		const told = () => prisma.notification.count({ where: { userId: craftsmanId } })
		const before = await told()
		expect(await acceptAnnex({ clientId: client.id, annexId: first.annexId, acceptance: signature })).toEqual(
			await acceptAnnex({ clientId: client.id, annexId: first.annexId, acceptance: signature }),
		)
		await Promise.all([
			rejectAnnex({ clientId: client.id, annexId: a.annexId }),
			rejectAnnex({ clientId: client.id, annexId: a.annexId }),
		])
		expect(await told()).toBe(before + 2) // once per decision
		// the other decision is still refused
		await expect(rejectAnnex({ clientId: client.id, annexId: first.annexId })).rejects.toThrow(ANNEX_REFUSALS.decided)
		await expect(acceptAnnex({ clientId: client.id, annexId: a.annexId, acceptance: signature })).rejects.toThrow(
			ANNEX_REFUSALS.decided,
		)
	})

	test('refused before acceptance, to another craftsman, on a completed job; decided only by the client, once', async () => {
		const pending = await acceptedQuote({ accept: false })
		await expect(
			sendAnnex({ craftsmanId: pending.offer.craftsmanId, offerId: pending.offer.id, input: input([extra]) }),
		).rejects.toThrow(ANNEX_REFUSALS.notAccepted)

		const { client, job, offer } = await acceptedQuote()
		const stranger = await createUser({ role: 'oficial' })
		await expect(sendAnnex({ craftsmanId: stranger.id, offerId: offer.id, input: input([extra]) })).rejects.toThrow(
			ANNEX_REFUSALS.offerNotFound,
		)
		const { annexId } = await sendAnnex({ craftsmanId: offer.craftsmanId, offerId: offer.id, input: input([extra]) })
		// another client, or the craftsman himself, cannot decide it
		for (const someone of [(await createUser()).id, offer.craftsmanId])
			await expect(acceptAnnex({ clientId: someone, annexId, acceptance: signature })).rejects.toThrow(
				ANNEX_REFUSALS.annexNotFound,
			)
		await acceptAnnex({ clientId: client.id, annexId, acceptance: signature })
		await expect(rejectAnnex({ clientId: client.id, annexId })).rejects.toThrow(ANNEX_REFUSALS.decided)
		const signed = await prisma.offerAnnex.findUniqueOrThrow({ where: { id: annexId } })
		expect(signed).toMatchObject({ status: 'accepted', name: 'Clara Cliente', received: true, clientId: client.id })
		expect(signed.sha256).toBe(
			annexSha256(await prisma.offerAnnex.findUniqueOrThrow({ where: { id: annexId }, select: annexHashSelect })),
		)
		// the database keeps a decided annex and every annex's lines as sent
		await expect(prisma.offerAnnex.update({ where: { id: annexId }, data: { reason: 'Otro' } })).rejects.toThrow(
			/cannot change/,
		)
		const line = await prisma.offerAnnexItem.findFirstOrThrow({ where: { annexId } })
		await expect(prisma.offerAnnexItem.update({ where: { id: line.id }, data: { unitPriceCents: 1 } })).rejects.toThrow(
			/cannot change/,
		)
		// the accepted offer stays uneditable
		await expect(prisma.offer.update({ where: { id: offer.id }, data: { price: 1 } })).rejects.toThrow(/accepted/)

		const second = await sendAnnex({ craftsmanId: offer.craftsmanId, offerId: offer.id, input: input([extra]) })
		await completeJob({ clientId: client.id, jobId: job.id })
		await expect(
			sendAnnex({ craftsmanId: offer.craftsmanId, offerId: offer.id, input: input([extra]) }),
		).rejects.toThrow(ANNEX_REFUSALS.completed)
		await expect(acceptAnnex({ clientId: client.id, annexId: second.annexId, acceptance: signature })).rejects.toThrow(
			ANNEX_REFUSALS.completed,
		)
	})

	test('a changed line names an offer line, once', async () => {
		const { offer } = await acceptedQuote()
		const send = (items: object[]) =>
			sendAnnex({ craftsmanId: offer.craftsmanId, offerId: offer.id, input: input(items) })
		await expect(send([{ ...extra, replacesPosition: '7' }])).rejects.toThrow(ANNEX_REFUSALS.unknownLine)
		await send([{ ...extra, replacesPosition: '1' }])
		await expect(send([{ ...extra, replacesPosition: '1' }])).rejects.toThrow(ANNEX_REFUSALS.lineAlreadyChanged)
		await expect(
			send([
				{ ...extra, quantity: '1', unitPrice: '0', replacesPosition: '0' },
				{ ...extra, replacesPosition: '0' },
			]),
		).rejects.toThrow(ANNEX_REFUSALS.lineAlreadyChanged)
	})
})

describe('the annex hash (RFC 8785 + SHA-256)', () => {
	test('is stable and changes with any field, the amended offer hash included', async () => {
		const { offer } = await acceptedQuote()
		const { annexId } = await sendAnnex({
			craftsmanId: offer.craftsmanId,
			offerId: offer.id,
			input: input([extra, { ...extra, concept: 'Cable nuevo', kind: 'materials', replacesPosition: '0' }]),
		})
		const read = () => prisma.offerAnnex.findUniqueOrThrow({ where: { id: annexId }, select: annexHashSelect })
		const row = await read()
		const hash = annexSha256(row)
		expect(hash).toMatch(/^[0-9a-f]{64}$/)
		expect(annexSha256(await read())).toBe(hash)
		expect(annexSha256(Object.fromEntries(Object.entries(row).reverse()) as AnnexRow)).toBe(hash)
		const item = row.items[1]!
		const variants: Array<[string, AnnexRow]> = [
			['id', { ...row, id: `${row.id}x` }],
			['offerId', { ...row, offerId: `${row.offerId}x` }],
			['reason', { ...row, reason: `${row.reason}.` }],
			['createdAt', { ...row, createdAt: new Date(row.createdAt.getTime() + 1) }],
			['offer hash', { ...row, offer: { ...row.offer, acceptance: { sha256: '0'.repeat(64) } } }],
			['vatRate', { ...row, offer: { ...row.offer, vatRate: 10 } }],
			['items', { ...row, items: row.items.slice(1) }],
			['item order', { ...row, items: [...row.items].reverse() }],
			...(
				[
					['position', { position: 5 }],
					['kind', { kind: 'other' }],
					['concept', { concept: 'Cable' }],
					['quantity', { quantity: item.quantity.plus(0.01) }],
					['unit', { unit: 'ud' }],
					['unitPriceCents', { unitPriceCents: 1 }],
					['replacesPosition', { replacesPosition: 1 }],
				] as const
			).map(([name, change]): [string, AnnexRow] => [
				`items[].${name}`,
				{ ...row, items: [row.items[0]!, { ...item, ...change } as typeof item] },
			]),
		]
		for (const [name, variant] of variants) expect(annexSha256(variant), name).not.toBe(hash)
	})
})

describe('totals, the PDF and /api', () => {
	test('the original total, every annex and the current total (accepted annexes only)', async () => {
		const { client, offer } = await acceptedQuote()
		// +2 h × 30 € = 60 € + 21 % = 72,60 €
		const added = await sendAnnex({ craftsmanId: offer.craftsmanId, offerId: offer.id, input: input([extra]) })
		// line 0 (10 m × 8 € = 80 €) becomes 12 m × 8 € = 96 €: +16 € + 21 % = 19,36 €
		const changed = await sendAnnex({
			craftsmanId: offer.craftsmanId,
			offerId: offer.id,
			input: input([
				{ concept: 'Cable', quantity: '12', unit: 'm', unitPrice: '8', kind: 'materials', replacesPosition: '0' },
			]),
		})
		const refused = await sendAnnex({ craftsmanId: offer.craftsmanId, offerId: offer.id, input: input([extra]) })
		await acceptAnnex({ clientId: client.id, annexId: added.annexId, acceptance: signature })
		await acceptAnnex({ clientId: client.id, annexId: changed.annexId, acceptance: signature })
		await rejectAnnex({ clientId: client.id, annexId: refused.annexId })

		const token = (await issueTokens(client.id)).accessToken
		const answer = await responseJson(
			await call(apiOfferLoader, jsonRequest(`/api/offers/${offer.id}`, 'GET', undefined, { token }), {
				params: { id: offer.id },
			}),
		)
		expect(answer.status).toBe(200)
		expect(answer.body.data.total).toBe(242)
		expect(answer.body.data.currentTotal).toBe(333.96)
		expect(
			answer.body.data.annexes.map((annex: { status: string; total: number }) => [annex.status, annex.total]),
		).toEqual([
			['accepted', 72.6],
			['accepted', 19.36],
			['rejected', 72.6],
		])
		expect(answer.body.data.annexes[1]).toMatchObject({
			reason: 'La pared tenía humedad y hay que sanearla',
			lines: [
				{
					concept: 'Cable',
					quantity: 12,
					unit: 'm',
					unitPrice: 8,
					kind: 'materials',
					replacesPosition: 0,
					replaces: 'Cable',
				},
			],
			acceptance: { name: 'Clara Cliente' },
		})
		expect(answer.body.data.annexes[2].acceptance).toBeNull()

		const quote = await getQuoteForViewer(offer.id, { id: client.id, role: 'cliente' })
		expect(quote.details.currentTotalCents).toBe(33396)
		const pdf = await renderQuotePdf(quote)
		expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
	})
})

describe('the client’s annex page', () => {
	test('accepting is signed, rejecting is a button; what is missing, a refusal or a wrong button is an error toast', async () => {
		const { client, job, offer } = await acceptedQuote()
		const { annexId } = await sendAnnex({ craftsmanId: offer.craftsmanId, offerId: offer.id, input: input([extra]) })
		const here = `/tablero/cliente/trabajos/${job.id}/anexos/${annexId}`
		const post = async (fields: Record<string, string>, userId = client.id) =>
			call(annexPage, formRequest(here, fields, { cookie: await sessionCookie(userId) }), {
				params: { role: 'cliente', jobId: job.id, annexId },
			})
		const toastOf = async (response: unknown) =>
			(await readToasts(getRequest('/', { cookie: cookiesOf((response as Response).headers) }))).toasts[0]
		const unnamed = await post({ intent: 'aceptar', received: 'on' })
		expect(redirectLocation(unnamed)).toBe(here)
		expect(await toastOf(unnamed)).toMatchObject({ type: 'error', text: ACCEPTANCE_MESSAGES.name })
		const unreceived = await post({ intent: 'aceptar', name: 'Clara Cliente' })
		expect(await toastOf(unreceived)).toMatchObject({ type: 'error', text: ANNEX_MESSAGES.received })
		expect(await toastOf(await post({ intent: 'borrar' }))).toMatchObject({ type: 'error', text: 'Acción no válida' })
		// another client is refused by the model, on the same page
		const stranger = await createUser()
		const foreign = await post({ intent: 'rechazar' }, stranger.id)
		expect(redirectLocation(foreign)).toBe(here)
		expect(await toastOf(foreign)).toMatchObject({ type: 'error', text: ANNEX_REFUSALS.annexNotFound })
		expect(await prisma.offerAnnex.findUniqueOrThrow({ where: { id: annexId } })).toMatchObject({ status: 'pending' })
		const accepted = await post({ intent: 'aceptar', name: 'Clara Cliente', received: 'on' })
		expect(redirectLocation(accepted)).toBe(`/tablero/cliente/trabajos/${job.id}/ofertas`)
		expect((await toastOf(accepted))?.type).toBe('success')
		expect(await prisma.offerAnnex.findUniqueOrThrow({ where: { id: annexId } })).toMatchObject({
			status: 'accepted',
			name: 'Clara Cliente',
		})
	})
})
