import { expect, test } from 'vitest'
import { parseUtcTimestamp, toParameter } from './direct-query.server.ts'

test('a timestamp column reads as the UTC instant it stores, and a Date is sent as that same UTC timestamp', () => {
	expect(parseUtcTimestamp('2026-11-29 07:05:56.123').toISOString()).toBe('2026-11-29T07:05:56.123Z')
	expect(parseUtcTimestamp('2026-11-29 23:59:59').toISOString()).toBe('2026-11-29T23:59:59.000Z')
	const date = new Date('2026-03-29T01:30:00.250Z') // a daylight-saving night in Madrid
	expect(toParameter(date)).toBe('2026-03-29 01:30:00.250')
	expect(parseUtcTimestamp(toParameter(date) as string).getTime()).toBe(date.getTime())
	expect(toParameter('texto')).toBe('texto')
	expect(toParameter(null)).toBe(null)
	expect(toParameter(3)).toBe(3)
})
