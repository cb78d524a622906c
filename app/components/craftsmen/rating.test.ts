import { expect, test } from 'vitest'
import { starParts } from './rating.tsx'

test('stars to the nearest half: 4,5 is four and a half, not five', () => {
	expect(starParts(4.5)).toEqual({ full: 4, half: 1, empty: 0 })
	expect(starParts(4.33)).toEqual({ full: 4, half: 1, empty: 0 })
	expect(starParts(4.2)).toEqual({ full: 4, half: 0, empty: 1 })
	expect(starParts(4.8)).toEqual({ full: 5, half: 0, empty: 0 })
	expect(starParts(0)).toEqual({ full: 0, half: 0, empty: 5 })
	expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 })
})
