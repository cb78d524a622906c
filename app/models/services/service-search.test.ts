import { describe, expect, test } from 'vitest'
import { findServiceByName, matchServices, MAX_SERVICE_SUGGESTIONS } from './service-search.ts'

const services = [
	{ slug: 'aire-acondicionado', name: 'Aire acondicionado' },
	{ slug: 'albaniles', name: 'Albañiles' },
	{ slug: 'carpinteros', name: 'Carpinteros' },
	{ slug: 'pintores', name: 'Pintores' },
	{ slug: 'calefaccion', name: 'Calefacción' },
	{ slug: 'carpinteria-metalica', name: 'Carpintería metálica' },
	{ slug: 'fontaneria', name: 'Fontanería' },
	{ slug: 'alicatadores', name: 'Alicatadores y soladores' },
	...Array.from({ length: 20 }, (_, i) => ({ slug: `oficio-${i}`, name: `Oficio ${i}` })),
]
const names = (query: string) => matchServices(services, query).map((service) => service.name)

describe('trade suggestions', () => {
	test('accents and case do not matter', () => {
		expect(names('fontaneria')).toEqual(['Fontanería'])
		expect(names('FONTANERÍA')).toEqual(['Fontanería'])
		expect(names('albañ')).toEqual(['Albañiles'])
		expect(names('alban')).toEqual(['Albañiles'])
		expect(names('calefacc')).toEqual(['Calefacción'])
	})

	test('only word starts match: «pint» is Pintores, never Carpinteros (issue 16)', () => {
		expect(names('pint')).toEqual(['Pintores'])
		expect(names('PÍNT')).toEqual(['Pintores'])
		expect(names('inter')).toEqual([])
		expect(names('ndici')).toEqual([])
	})

	test('names starting with the text first, then a word starting with it', () => {
		expect(names('carp')).toEqual(['Carpinteros', 'Carpintería metálica'])
		expect(names('metal')).toEqual(['Carpintería metálica'])
		expect(names('sol')).toEqual(['Alicatadores y soladores'])
		expect(names('acond')).toEqual(['Aire acondicionado'])
		expect(names('a').slice(0, 3)).toEqual(['Aire acondicionado', 'Albañiles', 'Alicatadores y soladores'])
	})

	test('at most 14 suggestions, none when nothing matches', () => {
		expect(MAX_SERVICE_SUGGESTIONS).toBe(14)
		expect(names('oficio')).toHaveLength(14)
		expect(names('')).toHaveLength(14)
		expect(names('zzz')).toEqual([])
	})

	test('an exact name or slug finds its trade', () => {
		expect(findServiceByName(services, ' fontaneria ')?.slug).toBe('fontaneria')
		expect(findServiceByName(services, 'aire-acondicionado')?.slug).toBe('aire-acondicionado')
		expect(findServiceByName(services, 'fonta')).toBeUndefined()
		expect(findServiceByName(services, '')).toBeUndefined()
	})
})
