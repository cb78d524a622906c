import { describe, expect, test } from 'vitest'
import { formatMessageTime } from './message-time.ts'

describe('formatMessageTime (Europe/Madrid)', () => {
	const now = new Date('2026-11-23T10:00:00Z') // 11:00 in Madrid

	test('today shows the time only', () => {
		expect(formatMessageTime(new Date('2026-11-23T08:05:00Z'), now)).toBe('09:05')
	})

	test('the Madrid day decides, not the UTC day', () => {
		// 23:30 UTC on the 22nd is already 00:30 on the 23rd in Madrid: today
		expect(formatMessageTime(new Date('2026-11-22T23:30:00Z'), now)).toBe('00:30')
		// 22:30 UTC on the 22nd is still the 22nd in Madrid: another day
		expect(formatMessageTime(new Date('2026-11-22T22:30:00Z'), now)).toBe('22 nov, 23:30')
	})

	test('another day of the same year shows month, day and time', () => {
		expect(formatMessageTime(new Date('2026-03-05T16:45:00Z'), now)).toBe('5 mar, 17:45')
	})

	test('another year shows the full date', () => {
		expect(formatMessageTime(new Date('2025-12-31T12:00:00Z'), now)).toBe('31 de diciembre de 2025')
		expect(formatMessageTime('2024-02-29T12:00:00Z', now)).toBe('29 de febrero de 2024')
	})

	test('New Year in Madrid comes before New Year in UTC', () => {
		const newYear = new Date('2026-12-31T23:30:00Z') // 00:30 on 1 January 2027 in Madrid
		expect(formatMessageTime(new Date('2026-12-31T22:00:00Z'), newYear)).toBe('31 de diciembre de 2026')
	})
})
