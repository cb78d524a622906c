import { expect, test } from 'vitest'
import { MARK_WINDOW_MS, memoryPushMarks } from './push-marks.server.ts'

function clock(start = 1_000_000_000_000) {
	let at = start
	return { now: () => at, advance: (ms: number) => (at += ms) }
}

test('a mark counts from a second before the page loaded (two instances’ clocks), not earlier', async () => {
	const time = clock()
	const marks = memoryPushMarks(time.now)
	const pushedAt = time.now()
	marks.markUser('u1')
	marks.markJob('j1')
	time.advance(5_000)
	expect(await marks.missedSince('u1', pushedAt + 999)).toEqual({ private: true, jobIds: ['j1'] })
	expect(await marks.missedSince('u1', pushedAt + 1_001)).toEqual({ private: false, jobIds: [] })
	expect(await marks.missedSince(null, pushedAt)).toEqual({ private: false, jobIds: ['j1'] })
	expect(await marks.missedSince('u2', pushedAt)).toEqual({ private: false, jobIds: ['j1'] })
})

test('more than 50 changed jobs are «many»; a page older than the marks missed everything', async () => {
	const time = clock()
	const marks = memoryPushMarks(time.now)
	const loadedAt = time.now()
	for (let job = 0; job < 51; job++) marks.markJob(`j${job}`)
	expect((await marks.missedSince(null, loadedAt)).jobIds).toBe('many')
	time.advance(MARK_WINDOW_MS)
	expect(await marks.missedSince(null, loadedAt)).toEqual({ private: true, jobIds: 'many' })
})
