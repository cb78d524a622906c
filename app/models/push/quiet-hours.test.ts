// Quiet hours end on Madrid's wall clock, also when the clocks change during the wait.
import { describe, expect, test } from 'vitest'
import { pushAllowedAt } from './quiet-hours.ts'

const night = { start: 22 * 60, end: 8 * 60 } // 22:00–08:00 Madrid

describe('pushAllowedAt', () => {
	test('outside the window a push goes at once', () => {
		const noon = new Date('2026-12-10T11:00:00Z') // 12:00 Madrid
		expect(pushAllowedAt(noon, night)).toEqual(noon)
	})

	test('inside it, the push waits for 08:00 Madrid on a winter night (UTC+1)', () => {
		expect(pushAllowedAt(new Date('2026-12-10T22:30:00Z'), night).toISOString()).toBe('2026-12-11T07:00:00.000Z')
	})

	test('the night the clocks go forward (28 March 2027), 08:00 Madrid is 06:00 UTC, not an hour later', () => {
		// 23:30 Madrid (UTC+1) on 27 March; at 02:00 the clocks jump to 03:00 (UTC+2)
		const due = new Date('2027-03-27T22:30:00Z')
		expect(pushAllowedAt(due, night).toISOString()).toBe('2027-03-28T06:00:00.000Z')
	})

	test('the night the clocks go back (31 October 2027), 08:00 Madrid is 07:00 UTC, not an hour early', () => {
		// 23:30 Madrid (UTC+2) on 30 October; at 03:00 the clocks go back to 02:00 (UTC+1)
		const due = new Date('2027-10-30T21:30:00Z')
		expect(pushAllowedAt(due, night).toISOString()).toBe('2027-10-31T07:00:00.000Z')
	})

	test('no window, or an empty one, holds nothing', () => {
		const at = new Date('2027-03-27T22:30:00Z')
		expect(pushAllowedAt(at, { start: null, end: null })).toEqual(at)
		expect(pushAllowedAt(at, { start: 60, end: 60 })).toEqual(at)
	})
})
