import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { madridToday } from '#app/models/offers/offer-details.schema.ts'
import { loader as oneLoader } from '#app/routes/api/offers/$id.ts'
import { action } from '#app/routes/api/offers/index.ts'
import { createJob, createViewers } from '#tests/factories/jobs.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken
const post = async (body: object, userId: string) =>
	call(action, jsonRequest('/api/offers', 'POST', body, { token: await token(userId) })).then(responseJson)
const one = async (id: string, userId: string) =>
	call(oneLoader, jsonRequest(`/api/offers/${id}`, 'GET', undefined, { token: await token(userId) }), {
		params: { id },
	}).then(responseJson)

/** YYYY-MM-DD `days` after today in Madrid. */
const inDays = (days: number) => {
	const date = new Date(`${madridToday()}T00:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}

// the hand-computed bathroom of offer-totals.test.ts: 1.054,99 € + 10 % = 1.160,49 €
const bathroom = [
	{ concept: 'Alicatado de paredes', quantity: 12.5, unit: 'm²', unitPrice: 32.4 },
	{ concept: 'Plato de ducha', quantity: 1, unit: 'ud', unitPrice: '189,99' },
	{ concept: 'Mano de obra', quantity: '16', unit: 'h', unitPrice: 28.75 },
]

describe('POST /api/offers with line items', () => {
	test('lines, VAT, dates and inclusions are stored; the price is their total; GET returns them', async () => {
		const { subscribed } = await createViewers()
		const job = await createJob()
		const answer = await post(
			{
				job: job.id,
				price: 1, // ignored: the lines give the total
				items: bathroom,
				vatRate: 10,
				validUntil: inDays(30),
				earliestStart: inDays(7),
				durationDays: 5,
				included: 'Material y retirada de escombros',
				excluded: 'Fontanería oculta',
				// a quote with lines states its guarantee; the electrician job's trade asks for the registry number
				guaranteeMonths: 6,
				registryNumber: 'RI-28/12345',
			},
			subscribed.id,
		)
		expect(answer.status).toBe(201)
		const stored = await prisma.offer.findUniqueOrThrow({ where: { id: answer.body.offerId } })
		expect(stored.price.toNumber()).toBe(1160.49)
		for (const viewer of [subscribed.id, job.ownerId]) {
			const { status, body } = await one(answer.body.offerId, viewer)
			expect(status).toBe(200)
			expect(body.data).toMatchObject({
				price: 1160.49,
				vatRate: 10,
				subtotal: 1054.99,
				vat: 105.5,
				total: 1160.49,
				items: [
					{ concept: 'Alicatado de paredes', quantity: 12.5, unit: 'm²', unitPrice: 32.4, total: 405 },
					{ concept: 'Plato de ducha', quantity: 1, unit: 'ud', unitPrice: 189.99, total: 189.99 },
					{ concept: 'Mano de obra', quantity: 16, unit: 'h', unitPrice: 28.75, total: 460 },
				],
				validUntil: inDays(30),
				earliestStart: inDays(7),
				durationDays: 5,
				included: 'Material y retirada de escombros',
				excluded: 'Fontanería oculta',
			})
		}
	})

	test('a single price with a VAT rate: the base is taken out of it', async () => {
		const { subscribed } = await createViewers()
		const job = await createJob()
		const answer = await post({ job: job.id, price: 1210, vatRate: '21' }, subscribed.id)
		expect(answer.status).toBe(201)
		expect((await one(answer.body.offerId, job.ownerId)).body.data).toMatchObject({
			price: 1210,
			vatRate: 21,
			subtotal: 1000,
			vat: 210,
			total: 1210,
			items: [],
		})
	})

	test('bounds: each bad field gets its Spanish message and nothing is created', async () => {
		const { subscribed } = await createViewers()
		const job = await createJob()
		const line = { concept: 'Pintura', quantity: 1, unit: 'ud', unitPrice: 10 }
		const refused = async (body: object) => {
			// lines owe a guarantee and, on this electrician's job, a registry number (undefined drops them)
			const quote = { guaranteeMonths: 0, registryNumber: 'RI-1' }
			const { status, body: answer } = await post({ job: job.id, ...quote, ...body }, subscribed.id)
			return [status, answer.message]
		}
		expect(await refused({ items: Array.from({ length: 31 }, () => line) })).toEqual([
			400,
			'Una oferta puede tener como máximo 30 líneas',
		])
		expect(await refused({ items: 'muchas' })).toEqual([400, 'Una oferta puede tener como máximo 30 líneas'])
		expect(await refused({ items: [{ ...line, concept: 'x'.repeat(121) }] })).toEqual([
			400,
			'Escribe el concepto (hasta 120 caracteres)',
		])
		expect(await refused({ items: [{ ...line, concept: '  ' }] })).toEqual([
			400,
			'Escribe el concepto (hasta 120 caracteres)',
		])
		expect(await refused({ items: [{ ...line, quantity: 0 }] })).toEqual([
			400,
			'La cantidad debe ser un número entre 0,01 y 100.000',
		])
		expect(await refused({ items: [{ ...line, quantity: 100_001 }] })).toEqual([
			400,
			'La cantidad debe ser un número entre 0,01 y 100.000',
		])
		expect(await refused({ items: [{ ...line, unit: 'cubo' }] })).toEqual([400, 'Elige una unidad de la lista'])
		expect(await refused({ items: [{ ...line, unitPrice: -1 }] })).toEqual([
			400,
			'El precio unitario debe ser un número entre 0 y 1.000.000 €',
		])
		// lines worth nothing, or more than the cap once VAT is added
		expect(await refused({ items: [{ ...line, unitPrice: 0 }] })).toEqual([
			400,
			'El total de la oferta debe estar entre 1 € y 1.000.000 €',
		])
		expect(await refused({ items: [{ ...line, unitPrice: 900_000 }] })).toEqual([
			400,
			'El total de la oferta debe estar entre 1 € y 1.000.000 €',
		])
		expect(await refused({ price: 100, vatRate: 7 })).toEqual([400, 'El IVA debe ser del 21 % o del 10 %'])
		const dateMessage = 'Escribe una fecha válida (AAAA-MM-DD) desde hoy y en los próximos dos años'
		expect(await refused({ price: 100, validUntil: inDays(-1) })).toEqual([400, dateMessage])
		expect(await refused({ price: 100, earliestStart: inDays(731) })).toEqual([400, dateMessage])
		expect(await refused({ price: 100, earliestStart: '2027-02-30' })).toEqual([400, dateMessage])
		expect(await refused({ price: 100, durationDays: 0 })).toEqual([
			400,
			'La duración debe ser un número entero de días entre 1 y 365',
		])
		expect(await refused({ price: 100, durationDays: 2.5 })).toEqual([
			400,
			'La duración debe ser un número entero de días entre 1 y 365',
		])
		expect(await refused({ price: 100, included: 'x'.repeat(1001) })).toEqual([400, 'Como máximo 1000 caracteres'])
		// lines without a guarantee; a quote on an electrician's job without the registry number
		expect(await refused({ items: [line], guaranteeMonths: undefined })).toEqual([
			400,
			'Indica los meses de garantía del trabajo (0 si no das garantía)',
		])
		expect(await refused({ items: [line], registryNumber: undefined })).toEqual([
			400,
			'Este oficio exige tu número de registro industrial como instalador en baja tensión (REBT)',
		])
		// no lines and no price: the spec's price message
		expect(await refused({ items: [] })).toEqual([400, 'El precio debe ser un número mayor o igual que 1'])
		expect(await prisma.offer.count({ where: { craftsmanId: subscribed.id } })).toBe(0)
	})
})
