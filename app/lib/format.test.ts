import { expect, test } from 'vitest'
import {
	formatCents,
	formatDate,
	formatEuros,
	formatKilometres,
	formatList,
	formatNumber,
	formatRating,
	plural,
	ratingSummary,
} from './format.ts'

// Intl writes a no-break space before «€»; compare what a reader sees.
const seen = (text: string) => text.replace(/\s/g, ' ')

test('money, numbers and ratings read the Spanish way', () => {
	expect(seen(formatCents(145000))).toBe('1.450,00 €')
	expect(seen(formatEuros(150.5))).toBe('150,50 €')
	expect(formatNumber(12345.5)).toBe('12.345,5')
	expect(formatRating(4.5)).toBe('4,5')
	expect(formatRating(5)).toBe('5')
})

test('dates are Madrid dates', () => {
	// 23:30 UTC on 31 December is already New Year's Day in Madrid
	expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 de enero de 2027')
	expect(formatDate('2026-11-25T10:00:00Z', 'dateTime')).toBe('25/11/26, 11:00')
})

test('one helper for plurals', () => {
	expect(plural(1, 'opinión', 'opiniones')).toBe('1 opinión')
	expect(plural(2, 'opinión', 'opiniones')).toBe('2 opiniones')
	expect(plural(0, 'oferta')).toBe('0 ofertas')
	expect(plural(1, 'oferta')).toBe('1 oferta')
	expect(plural(1500, 'día')).toBe('1.500 días')
})

test('a craftsman without reviews reads «Sin opiniones todavía»', () => {
	expect(ratingSummary(0, 0)).toBe('Sin opiniones todavía')
	expect(ratingSummary(4.5, 1)).toBe('★ 4,5 (1 opinión)')
	expect(ratingSummary(4.25, 12)).toBe('★ 4,25 (12 opiniones)')
})

test('distances, lists and months read as a lead shows them', () => {
	expect(formatKilometres(7.46)).toBe('7,5')
	expect(formatKilometres(12)).toBe('12')
	expect(formatList(['fontanería', 'electricidad', 'pintura'])).toBe('fontanería, electricidad y pintura')
	expect(formatDate('2026-11-30T23:30:00Z', 'monthYear')).toBe('diciembre de 2026')
})
