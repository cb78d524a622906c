// Issue 37 (F19): a bidirectional control (U+202E and the like) in a name is refused with a clear
// message, in every single-line field built by app/lib/single-line.ts.
import { describe, expect, test } from 'vitest'
import { PersonalStep } from '#app/models/craftsmen/registration.schema.ts'
import { BIDI_MESSAGE, requiredSingleLine, singleLineText } from './single-line.ts'

describe('bidirectional controls', () => {
	test.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
		'U+%s is refused',
		(control) => {
			const parsed = singleLineText(80).safeParse(`Reformas ${control}lanoicaN`)
			expect(parsed.success).toBe(false)
			expect(parsed.error?.issues[0]?.message).toBe(BIDI_MESSAGE)
		},
	)

	test('a company name with U+202E is refused; accents, ñ and Arabic letters are fine', () => {
		const company = PersonalStep.shape.companyName
		expect(company.safeParse('Reformas \u202emoc.elpmaxe').error?.issues[0]?.message).toBe(BIDI_MESSAGE)
		expect(company.safeParse('Construcciones Muñoz y Ibáñez').success).toBe(true)
		expect(requiredSingleLine('Falta', 80).safeParse('مرحبا Reformas').success).toBe(true)
	})
})
