import { describe, expect, test } from 'vitest'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'

const names = (places: Array<{ placeName: string; province: string }>) =>
	places.map((p) => `${p.placeName} (${p.province})`)

describe('place lookup', () => {
	test.each(['cadiz', 'CADIZ', 'Cádiz', 'cÁdIz'])('"%s" finds Cádiz, ignoring accents and case', async (text) => {
		const places = await searchPlaces(text)
		expect(names(places)[0]).toBe('Cádiz (Cádiz)')
	})

	test('matches at the start of the name before matches inside it', async () => {
		const places = await searchPlaces('madrid')
		expect(names(places)[0]).toBe('Madrid (Madrid)')
		const later = names(places).slice(1)
		expect(later.every((name) => !name.toLowerCase().startsWith('madrid') || name.startsWith('Madrid'))).toBe(true)
	})

	test('gives one row per place and province, even for a city with many codes', async () => {
		const places = await searchPlaces('barcelona')
		expect(names(places).filter((name) => name === 'Barcelona (Barcelona)')).toHaveLength(1)
	})

	test('finds either part of a bilingual name', async () => {
		expect(names(await searchPlaces('alacant'))).toContain('Alicante/Alacant (Alicante)')
		expect(names(await searchPlaces('iruña'))).toContain('Pamplona/Iruña (Navarra)')
	})

	test('a postal-code prefix lists codes in order, at most 12', async () => {
		const places = await searchPlaces('080')
		expect(places).toHaveLength(12)
		expect(places.every((place) => place.code.startsWith('080'))).toBe(true)
		expect(places.map((p) => p.code)).toEqual([...places.map((p) => p.code)].sort())
		expect(await searchPlaces('28001')).toEqual([
			expect.objectContaining({
				code: '28001',
				placeName: 'Madrid',
				province: 'Madrid',
				latitude: 40.4255,
				longitude: -3.6834,
			}),
		])
	})

	test('nothing typed, or wildcard characters, find nothing by accident', async () => {
		expect(await searchPlaces('   ')).toEqual([])
		expect(await searchPlaces('%')).toEqual([])
		expect(await searchPlaces('_')).toEqual([])
		expect(await searchPlaces('zzzzqq')).toEqual([])
	})
})
