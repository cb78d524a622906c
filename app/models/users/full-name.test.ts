import { expect, test } from 'vitest'
import { fullName } from './full-name.ts'

test('first name and surnames, without a trailing space when the surnames are empty', () => {
	expect(fullName({ name: 'Ana', lastName: 'García López' })).toBe('Ana García López')
	expect(fullName({ name: 'Ana', lastName: '' })).toBe('Ana')
})
