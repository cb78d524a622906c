import { expect, test } from 'vitest'

test('fails on purpose, so that the run must exit non-zero', () => {
	expect(1 + 1).toBe(3)
})
