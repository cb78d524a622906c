import { describe, expect, test } from 'vitest'
import { costGuideHeading, costGuideSlug, costGuideTopic } from './heading.ts'

describe('cost-guide heading', () => {
	test('hyphens become spaces, words are capitalised, de stays lowercase', () => {
		expect(costGuideTopic('pintar-un-piso')).toBe('Pintar Un Piso')
		expect(costGuideTopic('poner-un-plato-de-ducha')).toBe('Poner Un Plato de Ducha')
		expect(costGuideTopic('de-obra-de-80-m2')).toBe('de Obra de 80 M2')
		expect(costGuideTopic('reformar-un-baño')).toBe('Reformar Un Baño')
		expect(costGuideHeading('cambiar-la-caldera')).toBe('¿Cuánto cuesta Cambiar La Caldera?')
	})

	test('both path forms give the last segment as the topic', () => {
		expect(costGuideSlug('/cuanto-cuesta-pintar-un-piso')).toBe('pintar-un-piso')
		expect(costGuideSlug('/cuanto-cuesta/pintar-un-piso')).toBe('pintar-un-piso')
		expect(costGuideSlug('/cuanto-cuesta/reformas/pintar-un-piso/')).toBe('pintar-un-piso')
		expect(costGuideSlug('/Cuanto-Cuesta/Pintar-Un-Piso')).toBe('pintar-un-piso')
		expect(costGuideSlug('/cuanto-cuesta/reformar-un-ba%C3%B1o')).toBe('reformar-un-baño')
	})

	test('other paths, the index and implausible topics give no slug', () => {
		expect(costGuideSlug('/')).toBeNull()
		expect(costGuideSlug('/cuanto-cuesta')).toBeNull()
		expect(costGuideSlug('/cuanto-cuesta-')).toBeNull()
		expect(costGuideSlug('/pintar-un-piso')).toBeNull()
		expect(costGuideSlug('/cuanto-cuestan-cosas')).toBeNull()
		expect(costGuideSlug('/otra/cuanto-cuesta-algo')).toBeNull()
		expect(costGuideSlug('/cuanto-cuesta/<script>')).toBeNull()
		expect(costGuideSlug('/cuanto-cuesta/a%20b')).toBeNull()
		expect(costGuideSlug('/cuanto-cuesta/%E0%A4%A')).toBeNull()
		expect(costGuideSlug(`/cuanto-cuesta/${'a'.repeat(81)}`)).toBeNull()
	})
})
