import { describe, expect, test } from 'vitest'
import { median, percentile } from './stats.ts'

describe('median', () => {
	test('the middle value of an odd count, the mean of the two middle values of an even count', () => {
		expect(median([5, 1, 3])).toBe(3)
		expect(median([4, 1, 3, 2])).toBe(2.5)
	})

	test('no values: NaN, not a figure', () => {
		expect(median([])).toBeNaN()
	})

	test('leaves its input in its order', () => {
		const values = [3, 1, 2]
		median(values)
		expect(values).toEqual([3, 1, 2])
	})
})

describe('percentile (nearest rank)', () => {
	const hundred = Array.from({ length: 100 }, (_, index) => 100 - index) // 100 … 1, unsorted

	test('p50, p95 and p99 of 1…100 are 50, 95 and 99', () => {
		expect(percentile(hundred, 0.5)).toBe(50)
		expect(percentile(hundred, 0.95)).toBe(95)
		expect(percentile(hundred, 0.99)).toBe(99)
	})

	test('the extremes are the smallest and the largest value', () => {
		expect(percentile(hundred, 0)).toBe(1)
		expect(percentile(hundred, 1)).toBe(100)
	})

	test('with few values, p95 is the largest one (never an invented value between two)', () => {
		expect(percentile([10, 20, 30], 0.95)).toBe(30)
		expect(percentile([7], 0.5)).toBe(7)
		expect(percentile([], 0.5)).toBeNaN()
	})
})
