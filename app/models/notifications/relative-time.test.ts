import { describe, expect, test } from 'vitest'
import { formatRelativeTime } from './relative-time.ts'

const now = new Date('2026-11-23T10:00:00Z')
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

describe('formatRelativeTime', () => {
	test('under a minute, and a clock slightly ahead, read as just now', () => {
		expect(formatRelativeTime(ago(0), now)).toBe('hace menos de un minuto')
		expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('hace menos de un minuto')
	})

	test('minutes under 60', () => {
		expect(formatRelativeTime(ago(1), now)).toBe('hace 1 minuto')
		expect(formatRelativeTime(ago(59), now)).toBe('hace 59 minutos')
	})

	test('hours from 60 to 1439 minutes', () => {
		expect(formatRelativeTime(ago(60), now)).toBe('hace 1 hora')
		expect(formatRelativeTime(ago(1439), now)).toBe('hace 23 horas')
	})

	test('days from 1440 minutes', () => {
		expect(formatRelativeTime(ago(1440), now)).toBe('hace 1 día')
		expect(formatRelativeTime(ago(1440 * 45), now).toString()).toBe('hace 45 días')
		expect(formatRelativeTime(ago(1440 * 2).toISOString(), now)).toBe('hace 2 días')
	})
})
