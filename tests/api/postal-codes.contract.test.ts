import { describe, expect, test } from 'vitest'
import { loader as getOne } from '#app/routes/api/postal_codes/$id.ts'
import { loader as search } from '#app/routes/api/postal_codes/index.ts'
import { loader as suggestions } from '#app/routes/resources/lugares.tsx'
import { call, getRequest, responseJson } from '#tests/helpers/requests.ts'

describe('GET /api/postal_codes', () => {
	test('finds places by name, accent-insensitive, in the legacy shape, without a token', async () => {
		const { status, body } = await responseJson(await call(search, getRequest('/api/postal_codes?search=malaga')))
		expect(status).toBe(200)
		expect(body[0]).toEqual({
			_id: expect.any(String),
			Place_Name: 'Málaga',
			Postal_Code: '29001',
			Province: 'Málaga',
			Latitude: 36.7202,
			Longitude: -4.4203,
		})
	})

	test('by code prefix, and one place by id; an unknown id is 404', async () => {
		const { body } = await responseJson(await call(search, getRequest('/api/postal_codes?search=05001')))
		expect(body.map((place: { Place_Name: string }) => place.Place_Name)).toEqual(['Ávila'])
		const one = await responseJson(
			await call(getOne, getRequest(`/api/postal_codes/${body[0]._id}`), { params: { id: body[0]._id } }),
		)
		expect(one.body.data).toMatchObject({ Place_Name: 'Ávila', Postal_Code: '05001' })
		expect(
			(
				await responseJson(
					await call(getOne, getRequest('/api/postal_codes/999999999'), { params: { id: '999999999' } }),
				)
			).status,
		).toBe(404)
		expect(
			(await responseJson(await call(getOne, getRequest('/api/postal_codes/abc'), { params: { id: 'abc' } }))).body
				.message,
		).toBe('Ubicación no encontrada')
	})

	test("our forms' suggestions answer the same places", async () => {
		const { body } = await responseJson(await call(suggestions, getRequest('/resources/lugares?q=28001')))
		expect(body.places).toEqual([expect.objectContaining({ code: '28001', placeName: 'Madrid', province: 'Madrid' })])
	})
})
