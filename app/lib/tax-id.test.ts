import { describe, expect, test } from 'vitest'
import { isValidTaxId, normalizeTaxId } from './tax-id.ts'

describe('Spanish NIF, NIE and CIF check characters', () => {
	test.each([
		'12345678Z',
		'00000000T',
		'X1234567L',
		'Y1234567X',
		'Z1234567R',
		'B12345674',
		'A58818501',
		'Q2826000H',
		'P2807900B',
	])('%s is valid', (value) => expect(isValidTaxId(value)).toBe(true))
	test.each(['12345678A', 'X1234567A', 'B12345678', 'A5881850B', 'Q28260008', 'K1234567A', '1234', ''])(
		'%s is refused',
		(value) => expect(isValidTaxId(value)).toBe(false),
	)
	test('written with spaces, dots, dashes or small letters', () => {
		expect(normalizeTaxId(' b-1234567.4 ')).toBe('B12345674')
	})
})
