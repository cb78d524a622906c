import { describe, expect, test } from 'vitest'
import {
	closestServices,
	findServiceByName,
	matchServices,
	MAX_SERVICE_SUGGESTIONS,
	searchServices,
	wordsBeyondName,
} from './service-search.ts'

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

	test('only word starts match: «pint» is Pintores, never Carpinteros', () => {
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

describe('the words people type (the catalogue and its synonyms)', async () => {
	const { readFileSync } = await import('node:fs')
	const { SERVICE_SYNONYMS } = await import('./service-synonyms.ts')
	const sql = readFileSync('prisma/migrations/20261122000200_service_catalogue/migration.sql', 'utf8')
	const rows = [...sql.matchAll(/^ {2}\('([a-z-]+)', '([a-z-]+)', '([^']+)', '[^']*', '[^']*', \d+\)/gm)]
	const titles = [...sql.matchAll(/^ {2}\('([a-z-]+)', '([^']+)'(?:, \d+)?\)/gm)]
	const catalogue = rows.map(([, id, slug, name]) => ({
		slug: slug!,
		name: name!,
		synonyms: SERVICE_SYNONYMS[slug!] ?? [],
		terms: titles.filter((t) => t[1] === id).map((t) => t[2]!),
	}))
	const search = (query: string) => searchServices(catalogue, query).map((service) => service.slug)

	test('every trade has a list of its own words', () => {
		expect(catalogue).toHaveLength(37)
		for (const service of catalogue) expect(SERVICE_SYNONYMS[service.slug]?.length).toBeGreaterThanOrEqual(6)
	})

	test('a tradesman, a thing that broke, a problem: accents, case and plurals aside', () => {
		expect(search('fontanero')[0]).toBe('fontaneria')
		expect(search('Grifo')[0]).toBe('fontaneria')
		expect(search('cisterna')).toContain('fontaneria')
		expect(search('atasco')).toEqual(['fontaneria'])
		expect(search('humedad')).toEqual(expect.arrayContaining(['tejados-y-cubiertas', 'albaniles']))
		expect(search('HUMEDADES')).toEqual(expect.arrayContaining(['tejados-y-cubiertas', 'albaniles']))
		expect(search('gotera')).toEqual(expect.arrayContaining(['tejados-y-cubiertas', 'albaniles']))
		expect(search('enchufe')[0]).toBe('electricista')
		expect(search('fuga de agua en el baño')[0]).toBe('fontaneria')
	})

	test('a leak says the trade, the place of it does not: «gotera en el techo» is the roof, not Escayola', () => {
		expect(search('gotera en el techo')[0]).toBe('tejados-y-cubiertas')
		expect(search('gotera en el techo')).not.toContain('escayola')
		expect(search('falso techo')[0]).toBe('escayola')
	})

	test('a typo in a longer word still finds the trade', () => {
		expect(search('fontaero')[0]).toBe('fontaneria')
		expect(search('electrisista')[0]).toBe('electricista')
		expect(search('calderra')).toContain('calefaccion')
	})

	test('the name still comes first, and «pint» never finds Carpinteros', () => {
		expect(search('pint')[0]).toBe('pintores')
		expect(search('pint')).not.toContain('carpinteros')
		expect(search('carp').slice(0, 2)).toEqual(['carpinteros', 'carpinteria-metalica'])
	})

	test('nothing found: the closest trades instead of a dead end', () => {
		expect(search('zzzz')).toEqual([])
		expect(closestServices(catalogue, 'zzzz')).toHaveLength(4)
		expect(closestServices(catalogue, 'fontanerito').map((service) => service.slug)[0]).toBe('fontaneria')
	})
})

test('the typed words are kept as the job’s description only when they say more than the trade’s name', () => {
	const plumbing = { slug: 'fontaneria', name: 'Fontanería' }
	expect(wordsBeyondName(plumbing, 'Fontanería')).toBeNull()
	expect(wordsBeyondName(plumbing, 'fontaner')).toBeNull()
	expect(wordsBeyondName(plumbing, '  ')).toBeNull()
	expect(wordsBeyondName({ slug: 'tejados', name: 'Tejados y cubiertas' }, 'gotera en el techo')).toBe(
		'gotera en el techo',
	)
})
