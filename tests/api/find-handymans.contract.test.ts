import { beforeEach, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { prisma } from '#app/lib/db.server.ts'
import { loader } from '#app/routes/api/find_handymans.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { call, getRequest, responseJson } from '#tests/helpers/requests.ts'

const find = async (query: string) => responseJson(await call(loader, getRequest(`/api/find_handymans?${query}`)))

// The documented shape (spec 001 §3 'Craftsperson search result') plus paging.
const SearchResponse = z.object({
	success: z.literal(true),
	currentPage: z.number(),
	totalPages: z.number(),
	users: z.array(
		z.object({
			profile_photo: z.string().nullable(),
			address: z.object({ Place_Name: z.string(), Postal_Code: z.string() }),
			avgRating: z.number(),
			craftsman: z.object({
				company_name: z.string(),
				status: z.enum(['verified', 'unverified']),
				reviews: z.array(z.object({ _id: z.string(), comment: z.string(), rating: z.number().int().min(1).max(5) })),
				description: z.string(),
				services: z.array(z.string()),
			}),
		}),
	),
})

beforeEach(async () => {
	await prisma.user.deleteMany({ where: { role: 'oficial' } })
})

describe('GET /api/find_handymans', () => {
	test('answers the legacy shape without a token, and never the phone or the email', async () => {
		await createCraftsman({ company: 'Luz Alcalá', code: '28801', ratings: [5, 4], hiddenRatings: [1] })
		await createCraftsman({ company: 'Luz Toledo', code: '45001', ratings: [5] })
		const { status, body } = await find('service=electricista&city=Madrid')
		expect(status).toBe(200)
		const parsed = SearchResponse.parse(body)
		expect(parsed).toMatchObject({ currentPage: 1, totalPages: 1 })
		expect(parsed.users).toHaveLength(1)
		expect(parsed.users[0]).toMatchObject({
			address: { Place_Name: 'Alcalá de Henares', Postal_Code: '28801' },
			avgRating: 4.5,
			craftsman: { company_name: 'Luz Alcalá', status: 'verified', services: ['Electricista'] },
		})
		expect(parsed.users[0].craftsman.reviews).toHaveLength(2)
		const text = JSON.stringify(body)
		expect(text).not.toContain('699111222')
		expect(text).not.toContain('@example.com')
		expect(text).not.toContain('Calle Secreta')
	})

	test('distance, rating and paging parameters; the service by id or name, the city by postal code', async () => {
		await createCraftsman({ company: 'Luz Toledo', code: '45001', ratings: [3] })
		for (let i = 0; i < 3; i++) await createCraftsman({ company: `Luz Madrid ${i}`, ratings: [5] })
		expect((await find('service=electrician&city=28001')).body.users).toHaveLength(3)
		expect((await find('service=Electricista&city=Madrid&distance=80')).body.users).toHaveLength(4)
		expect((await find('service=electricista&city=Madrid&distance=80&rating=4')).body.users).toHaveLength(3)
		expect((await find('service=electricista&city=Madrid&distance=80&rating=all')).body.users).toHaveLength(4)
		const page = await find('service=electricista&city=Madrid&pageSize=2&pageNumber=2')
		expect(page.body).toMatchObject({ currentPage: 2, totalPages: 2, total: 3 })
		expect(page.body.users).toHaveLength(1)
	})

	test('an empty city says so; bad input is refused with a Spanish message', async () => {
		const empty = await find('service=electricista&city=Sevilla')
		expect(empty.status).toBe(200)
		expect(empty.body).toMatchObject({
			users: [],
			totalPages: 0,
			message: 'Actualmente no hay profesionales disponibles en esta ciudad',
		})
		expect(await find('service=nada&city=Madrid')).toMatchObject({
			status: 404,
			body: { success: false, message: 'Servicio no encontrado' },
		})
		expect(await find('service=electricista&city=Xyzzyland')).toMatchObject({
			status: 404,
			body: { message: 'Ubicación no encontrada' },
		})
		expect(await find('service=electricista')).toMatchObject({
			status: 400,
			body: { message: 'Ubicación no encontrada' },
		})
		expect(await find('service=electricista&city=Madrid&distance=0')).toMatchObject({
			status: 400,
			body: { message: 'La distancia debe ser un número de al menos 1' },
		})
		expect(await find('service=electricista&city=Madrid&rating=7')).toMatchObject({
			status: 400,
			body: { message: 'La valoración debe ser un número del 1 al 5' },
		})
	})
})
