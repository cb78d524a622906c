import { expect, test } from 'vitest'
import { toCompanySlug } from '#app/models/craftsmen/company-slug.ts'
import { averageRating } from '#app/models/reviews/rating.ts'
import { normalizeSearchText } from './normalize.ts'

test('search text ignores accents, case and extra spaces, and keeps ñ as n', () => {
	expect(normalizeSearchText('  Cádiz ')).toBe('cadiz')
	expect(normalizeSearchText('ÁVILA')).toBe('avila')
	expect(normalizeSearchText('Pamplona/Iruña')).toBe('pamplona/iruna')
	expect(normalizeSearchText("L'Hospitalet   de Llobregat")).toBe("l'hospitalet de llobregat")
	expect(normalizeSearchText('Veïnat')).toBe('veinat')
})

test('company slugs are URL-safe', () => {
	expect(toCompanySlug('Reformas Pérez & Hijos, S.L.')).toBe('reformas-perez-hijos-s-l')
	expect(toCompanySlug('  Año Nuevo  ')).toBe('ano-nuevo')
})

test('the average rating is rounded to 2 decimals and 0 without reviews', () => {
	expect(averageRating([])).toBe(0)
	expect(averageRating([5, 4, 4])).toBe(4.33)
	expect(averageRating([5, 5, 4])).toBe(4.67)
})
