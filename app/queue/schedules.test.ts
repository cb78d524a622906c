// Schedules in Madrid time across the daylight-saving changes of 2026 (29 March: 02:00 CET →
// 03:00 CEST; 25 October: 03:00 CEST → 02:00 CET).
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { pendingOrderStep, planReminderDue, remindersSettledBy } from '#app/models/subscriptions/reminders.ts'
import { addMadridDays, madridDay, madridOffsetMinutes } from './madrid-time.ts'
import { SCHEDULE_TZ, SCHEDULES } from './schedules.ts'

// why: the cron parser pg-boss itself uses to fire schedules, so the test reads the real moments
const cronParser = createRequire(createRequire(import.meta.url).resolve('pg-boss'))('cron-parser') as {
	parseExpression: (cron: string, options: { currentDate: Date; tz: string }) => { next: () => { toDate: () => Date } }
}
const nextRuns = (cron: string, from: string, count: number) => {
	const interval = cronParser.parseExpression(cron, { currentDate: new Date(from), tz: SCHEDULE_TZ })
	return Array.from({ length: count }, () => interval.next().toDate().toISOString())
}
const cronOf = (kind: string) => SCHEDULES.find((schedule) => schedule.kind === kind)!.cron

describe('Madrid wall-clock arithmetic', () => {
	test('the offset is +1 h in winter and +2 h in summer, switching at 01:00 UTC', () => {
		expect(madridOffsetMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(60)
		expect(madridOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120)
		expect(madridOffsetMinutes(new Date('2026-10-25T00:59:00Z'))).toBe(120)
		expect(madridOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60)
	})

	test('a calendar day keeps the time of day: 23 or 25 hours across a change', () => {
		expect(addMadridDays(new Date('2026-03-28T09:00:00Z'), 1).toISOString()).toBe('2026-03-29T08:00:00.000Z')
		expect(addMadridDays(new Date('2026-10-24T08:00:00Z'), 1).toISOString()).toBe('2026-10-25T09:00:00.000Z')
		// 7 days before 2 April 10:00 CEST is 26 March 10:00 CET: 167 hours, not 168
		const end = new Date('2026-04-02T08:00:00Z')
		expect(addMadridDays(end, -7).toISOString()).toBe('2026-03-26T09:00:00.000Z')
		expect(madridDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29')
	})
})

describe('cron schedules fire at Madrid times', () => {
	test('the daily alert digest goes out at 08:00 in Madrid on both sides of each change', () => {
		expect(nextRuns(cronOf('job-alerts-digest'), '2026-03-27T12:00:00Z', 3)).toEqual([
			'2026-03-28T07:00:00.000Z', // 08:00 CET
			'2026-03-29T06:00:00.000Z', // 08:00 CEST, the day of the change
			'2026-03-30T06:00:00.000Z',
		])
		expect(nextRuns(cronOf('job-alerts-digest'), '2026-10-24T12:00:00Z', 2)).toEqual([
			'2026-10-25T07:00:00.000Z', // back to CET
			'2026-10-26T07:00:00.000Z',
		])
	})

	test('the nightly purge is never in the skipped or repeated hour: once every night', () => {
		const runs = nextRuns(cronOf('purge-expired'), '2026-10-24T12:00:00Z', 2)
		expect(runs).toEqual(['2026-10-25T03:30:00.000Z', '2026-10-26T03:30:00.000Z'])
		expect(nextRuns(cronOf('purge-expired'), '2026-03-28T12:00:00Z', 1)).toEqual(['2026-03-29T02:30:00.000Z'])
	})
})

describe('plan reminders (7 days, 1 day, on expiry)', () => {
	const end = new Date('2026-04-02T08:00:00Z') // 2 April 10:00 in Madrid (summer time)

	test('each is due from its Madrid moment, across the change of 29 March', () => {
		expect(planReminderDue(end, new Date('2026-03-26T08:59:00Z'))).toBeNull() // 09:59 CET
		expect(planReminderDue(end, new Date('2026-03-26T09:00:00Z'))).toBe('days_7') // 10:00 CET
		expect(planReminderDue(end, new Date('2026-04-01T07:59:00Z'))).toBe('days_7')
		expect(planReminderDue(end, new Date('2026-04-01T08:00:00Z'))).toBe('days_1')
		expect(planReminderDue(end, new Date('2026-04-02T08:00:00Z'))).toBe('expired')
	})

	test('a late sweep sends the most urgent one and settles the earlier ones', () => {
		expect(remindersSettledBy('days_1')).toEqual(['days_7', 'days_1'])
		expect(remindersSettledBy('expired')).toEqual(['days_7', 'days_1', 'expired'])
	})
})

test('pending orders: a reminder after 3 Madrid days, cancelled after 14', () => {
	const ordered = new Date('2026-10-20T10:00:00Z') // 12:00 CEST
	expect(pendingOrderStep(ordered, new Date('2026-10-23T09:59:00Z'))).toBeNull()
	expect(pendingOrderStep(ordered, new Date('2026-10-23T10:00:00Z'))).toBe('remind')
	// 14 days later is 3 November 12:00 CET = 11:00 UTC, 337 hours after the order
	expect(pendingOrderStep(ordered, new Date('2026-11-03T10:59:00Z'))).toBe('remind')
	expect(pendingOrderStep(ordered, new Date('2026-11-03T11:00:00Z'))).toBe('cancel')
})

describe("pg-boss's timekeeper (patched: patches/pg-boss+10.4.2.patch)", () => {
	// why: the unpatched check walked the calendar for every schedule every 30 s, 0.3–1 s of one
	// instance's event loop each time; the patch keeps each schedule's occurrences between checks
	const pgBossRequire = createRequire(createRequire(import.meta.url).resolve('pg-boss'))
	const Timekeeper = pgBossRequire('./timekeeper.js') as { prototype: object }
	const parser = pgBossRequire('cron-parser') as {
		parseExpression: (cron: string, options: { currentDate: Date; tz: string }) => { next: () => Date }
	}

	test('every schedule fires in the check after each of its moments, parsing once per moment, not per check', () => {
		const timekeeper = Object.create(Timekeeper.prototype) as {
			clockSkew: number
			shouldSendIt: (cron: string, tz: string) => boolean
		}
		timekeeper.clockSkew = 0
		const from = Date.parse('2026-10-24T12:00:10Z')
		const until = from + 24 * 3600_000 // a day across the October change
		const moments = new Map(
			SCHEDULES.map(({ cron }) => {
				const interval = parser.parseExpression(cron, { currentDate: new Date(from), tz: SCHEDULE_TZ })
				const list: number[] = []
				for (let moment = interval.next().getTime(); moment < until; moment = interval.next().getTime())
					list.push(moment)
				return [cron, list]
			}),
		)
		const realNow = Date.now
		const realParse = parser.parseExpression
		let parses = 0
		let checks = 0
		const fired: string[] = []
		const expected: string[] = []
		try {
			parser.parseExpression = (...args) => (parses++, realParse(...args))
			// a check every 30 s and now and then a long pause (an instance busy or restarting)
			for (let now = from, step = 0; now < until; step++, now += step % 97 === 0 ? 430_000 : 30_000) {
				Date.now = () => now
				if (parses > checks / 20 + 100) break // unpatched: stop here, the assertions say why
				for (const { cron } of SCHEDULES) {
					checks++
					if (timekeeper.shouldSendIt(cron, SCHEDULE_TZ)) fired.push(`${cron} ${now}`)
					if (moments.get(cron)!.some((moment) => moment <= now && now - moment < 60_000))
						expected.push(`${cron} ${now}`)
				}
			}
		} finally {
			Date.now = realNow
			parser.parseExpression = realParse
		}
		expect(fired).toEqual(expected)
		expect(fired.length).toBeGreaterThan(100)
		// the unpatched check parsed once per schedule and check
		expect(parses).toBeLessThan(checks / 20)
	}, 60_000) // cron-parser takes 10–100 ms per moment listed
})
