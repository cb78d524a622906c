// The quote's signature (docs/decisions/051-quote-and-signed-acceptance.md): the hash of the exact
// version accepted, the database keeping an accepted offer as signed, the 10 % VAT's materials limit
// at its edge, who may download the PDF, and an /api client from before the signature.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { acceptOffer } from '#app/models/offers/decide-offer.server.ts'
import { OfferDetailsSchema } from '#app/models/offers/offer-details.schema.ts'
import { quoteHashSelect, quoteSha256, type QuoteRow } from '#app/models/offers/quote-hash.server.ts'
import { loader as apiPdfLoader } from '#app/routes/api/offers/$id/pdf.ts'
import { action as offerStatusAction } from '#app/routes/api/jobpost/offer_status.ts'
import { loader as pagePdfLoader } from '#app/routes/tablero/$role/presupuestos/$offerId/pdf.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, jsonRequest, responseJson, sessionCookie } from '#tests/helpers/requests.ts'
import { jobWithOffers } from '#tests/integration/client/setup.ts'

/** A pending offer with two lines and every quote field set. */
async function fullQuote() {
	const { client, job, offers } = await jobWithOffers(2)
	const offer = await prisma.offer.update({
		where: { id: offers[0]!.id },
		data: {
			price: 242,
			vatRate: 21,
			validUntil: new Date('2027-01-31T00:00:00Z'),
			earliestStart: new Date('2027-01-10T00:00:00Z'),
			durationDays: 3,
			guaranteeMonths: 6,
			upfrontPercent: 20,
			registryNumber: 'REBT-28-1',
			included: 'Material',
			excluded: 'Pintura',
			items: {
				create: [
					{ position: 0, concept: 'Cable', quantity: 10, unit: 'm', unitPriceCents: 800, kind: 'materials' },
					{ position: 1, concept: 'Instalación', quantity: 4, unit: 'h', unitPriceCents: 3000, kind: 'labour' },
				],
			},
		},
	})
	return { client, job, offer, other: offers[1]! }
}

const readQuote = (offerId: string) =>
	prisma.offer.findUniqueOrThrow({ where: { id: offerId }, select: quoteHashSelect })

describe('the quote hash (RFC 8785 + SHA-256)', () => {
	test('is stable for one version and changes with any field', async () => {
		const { offer } = await fullQuote()
		const row = await readQuote(offer.id)
		const hash = quoteSha256(row)
		expect(hash).toMatch(/^[0-9a-f]{64}$/)
		expect(quoteSha256(await readQuote(offer.id))).toBe(hash)
		// the same document with its keys in another order: the canonical form does not move
		expect(quoteSha256(Object.fromEntries(Object.entries(row).reverse()) as QuoteRow)).toBe(hash)
		const item = row.items[0]!
		const variants: Array<[string, QuoteRow]> = [
			['id', { ...row, id: `${row.id}x` }],
			['jobId', { ...row, jobId: `${row.jobId}x` }],
			['craftsmanId', { ...row, craftsmanId: `${row.craftsmanId}x` }],
			['client', { ...row, job: { ownerId: `${row.job.ownerId}x` } }],
			['createdAt', { ...row, createdAt: new Date(row.createdAt.getTime() + 1) }],
			['price', { ...row, price: row.price.plus(0.01) }],
			['vatRate', { ...row, vatRate: 10 }],
			['validUntil', { ...row, validUntil: new Date('2027-02-01T00:00:00Z') }],
			['earliestStart', { ...row, earliestStart: null }],
			['durationDays', { ...row, durationDays: 4 }],
			['guaranteeMonths', { ...row, guaranteeMonths: 7 }],
			['upfrontPercent', { ...row, upfrontPercent: 21 }],
			['registryNumber', { ...row, registryNumber: 'REBT-28-2' }],
			['included', { ...row, included: 'Material.' }],
			['excluded', { ...row, excluded: null }],
			['items', { ...row, items: row.items.slice(1) }],
			['item order', { ...row, items: [...row.items].reverse() }],
			...(
				[
					['position', { position: 5 }],
					['kind', { kind: 'other' }],
					['concept', { concept: 'Cable.' }],
					['quantity', { quantity: item.quantity.plus(0.01) }],
					['unit', { unit: 'ud' }],
					['unitPriceCents', { unitPriceCents: 801 }],
				] as const
			).map(([name, change]): [string, QuoteRow] => [
				`items[].${name}`,
				{ ...row, items: [{ ...item, ...change } as typeof item, ...row.items.slice(1)] },
			]),
		]
		for (const [name, variant] of variants) expect(quoteSha256(variant), name).not.toBe(hash)
	})
})

describe('an accepted offer is kept as signed', () => {
	test('the database refuses any change of its quote, its lines or its acceptance; status still moves', async () => {
		const { client, offer } = await fullQuote()
		await acceptOffer({
			clientId: client.id,
			offerId: offer.id,
			acceptance: { name: 'Clara Cliente', received: true, privateHome: false, homeOlderThanTwoYears: false },
		})
		const signed = await prisma.offerAcceptance.findUniqueOrThrow({ where: { offerId: offer.id } })
		expect(signed).toMatchObject({ name: 'Clara Cliente', received: true, clientId: client.id })
		expect(signed.sha256).toBe(quoteSha256(await readQuote(offer.id)))
		const before = await readQuote(offer.id)
		const refused = /accepted|cannot change|never changed/
		for (const data of [{ price: 300 }, { guaranteeMonths: 0 }, { upfrontPercent: 100 }, { registryNumber: 'X' }])
			await expect(prisma.offer.update({ where: { id: offer.id }, data }), JSON.stringify(data)).rejects.toThrow(
				refused,
			)
		const item = await prisma.offerItem.findFirstOrThrow({ where: { offerId: offer.id } })
		await expect(prisma.offerItem.update({ where: { id: item.id }, data: { unitPriceCents: 1 } })).rejects.toThrow(
			refused,
		)
		await expect(prisma.offerItem.delete({ where: { id: item.id } })).rejects.toThrow(refused)
		await expect(
			prisma.offerItem.create({
				data: { offerId: offer.id, position: 9, concept: 'Extra', quantity: 1, unit: 'ud', unitPriceCents: 100 },
			}),
		).rejects.toThrow(refused)
		await expect(
			prisma.offerAcceptance.update({ where: { offerId: offer.id }, data: { name: 'Otro' } }),
		).rejects.toThrow(refused)
		expect(await readQuote(offer.id)).toEqual(before)
		// completing the job moves the status, which the signature does not cover
		await prisma.offer.update({ where: { id: offer.id }, data: { status: 'completed' } })
	})

	test('a pending offer can still be edited', async () => {
		const { offer } = await fullQuote()
		await prisma.offer.update({ where: { id: offer.id }, data: { guaranteeMonths: 12 } })
		await prisma.offerItem.updateMany({ where: { offerId: offer.id }, data: { unitPriceCents: 900 } })
	})
})

describe('the 10 % VAT: materials at most 40 % of the base', () => {
	const offerWith = (materials: string, labour: string) => ({
		vatRate: '10',
		guaranteeMonths: '6',
		items: [
			{ concept: 'Azulejo', quantity: '1', unit: 'ud', unitPrice: materials, kind: 'materials' },
			{ concept: 'Colocación', quantity: '1', unit: 'ud', unitPrice: labour, kind: 'labour' },
		],
	})
	const vatIssue = (input: object) => {
		const parsed = OfferDetailsSchema.safeParse(input)
		return parsed.success ? null : parsed.error.issues.find((issue) => issue.path[0] === 'vatRate')?.message
	}
	test('40 % is allowed, 40.01 % is refused with the share; 21 % takes any share; a single price as before', () => {
		expect(vatIssue(offerWith('40', '60'))).toBeNull()
		expect(vatIssue(offerWith('40,01', '59,99'))).toBe(
			'El IVA del 10 % solo se aplica si los materiales no superan el 40 % de la base imponible (aquí son el 40,01 %). Elige el 21 %.',
		)
		expect(vatIssue({ ...offerWith('40,01', '59,99'), vatRate: '21' })).toBeNull()
		expect(vatIssue({ price: '110', vatRate: '10' })).toBeNull()
	})
})

describe('the quote PDF', () => {
	test('its two parties and admins get it, through /api and the dashboard; anyone else 404', async () => {
		const { client, offer } = await fullQuote()
		const admin = await createUser({ role: 'admin' })
		const strangers = [await createUser(), await createUser({ role: 'oficial' })]
		const viaApi = async (userId: string) => {
			const token = (await issueTokens(userId)).accessToken
			const path = `/api/offers/${offer.id}/pdf`
			return (await call(apiPdfLoader, jsonRequest(path, 'GET', undefined, { token }), {
				params: { id: offer.id },
			})) as Response
		}
		const viaPage = async (userId: string) => {
			const path = `/tablero/cliente/presupuestos/${offer.id}/pdf`
			return (await call(pagePdfLoader, getRequest(path, { cookie: await sessionCookie(userId) }), {
				params: { role: 'cliente', offerId: offer.id },
			})) as Response
		}
		for (const userId of [client.id, offer.craftsmanId, admin.id])
			for (const response of [await viaApi(userId), await viaPage(userId)]) {
				expect(response.status, userId).toBe(200)
				expect(response.headers.get('Content-Type')).toBe('application/pdf')
				expect(
					Buffer.from(await response.arrayBuffer())
						.subarray(0, 5)
						.toString(),
				).toBe('%PDF-')
			}
		for (const stranger of strangers) {
			expect((await viaApi(stranger.id)).status).toBe(404)
			expect((await viaPage(stranger.id)).status).toBe(404)
		}
		expect((await call(pagePdfLoader, getRequest(`/x`), { params: { offerId: offer.id } })) as Response).toMatchObject({
			status: 302,
		})
	})
})

describe('an /api client from before the signature', () => {
	test('accepts without `acceptance`: the offer is accepted, recorded without a name, with the hash', async () => {
		const { client, offer, other } = await fullQuote()
		const token = (await issueTokens(client.id)).accessToken
		const answer = await responseJson(
			await call(
				offerStatusAction,
				jsonRequest('/api/jobpost/offer_status', 'PUT', { offerId: offer.id, status: 'accepted' }, { token }),
			),
		)
		expect(answer.status).toBe(200)
		expect(answer.body).toMatchObject({ success: true, data: { _id: offer.id, status: 'accepted' } })
		const signed = await prisma.offerAcceptance.findUniqueOrThrow({ where: { offerId: offer.id } })
		expect(signed).toMatchObject({ name: null, received: false, privateHome: null, clientId: client.id })
		expect(signed.sha256).toBe(quoteSha256(await readQuote(offer.id)))
		expect(answer.body.data.acceptance).toEqual({
			name: null,
			acceptedAt: signed.acceptedAt.toISOString(),
			sha256: signed.sha256,
		})
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('rejected')
	})
})
