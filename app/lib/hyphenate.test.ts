import { describe, expect, test } from 'vitest'
import { hyphenate, syllableBreaks } from './hyphenate.ts'

const split = (word: string) => {
	const parts: string[] = []
	let from = 0
	for (const at of [...syllableBreaks(word), word.length]) {
		parts.push(word.slice(from, at))
		from = at
	}
	return parts.join('-')
}

describe('hyphenate', () => {
	test('long trade words break between their syllables', () => {
		expect(split('acondicionado')).toBe('acon-di-cio-nado')
		expect(split('Construcción')).toBe('Cons-truc-ción')
		expect(split('Instaladores')).toBe('Ins-ta-la-do-res')
		expect(split('Transporte')).toBe('Trans-porte')
		expect(split('Carpintería')).toBe('Car-pin-te-ría')
		expect(split('Impermeabilización')).toBe('Im-per-me-a-bi-li-za-ción')
		expect(split('Escaleras')).toBe('Es-ca-le-ras')
		expect(split('Albañiles')).toBe('Al-ba-ñi-les')
		expect(split('Chimeneas')).toBe('Chi-me-neas')
		expect(split('Tratamiento')).toBe('Tra-ta-miento')
	})

	test('the silent u of «que» and «gui» is no syllable of its own', () => {
		expect(split('arquitectura')).toBe('ar-qui-tec-tura')
	})

	test('short words stay whole, and the text reads the same without the soft hyphens', () => {
		expect(hyphenate('Aire acondicionado')).toBe('Aire acon\u00addi\u00adcio\u00adnado')
		expect(hyphenate('Suelos y yeseros')).toBe('Suelos y yeseros')
		for (const name of ['Diseñadores de interiores y decoradores', 'Perforación de hormigón']) {
			expect(hyphenate(name).replace(/\u00ad/g, '')).toBe(name)
		}
	})
})
