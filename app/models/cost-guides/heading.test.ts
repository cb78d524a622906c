import { describe, expect, test } from 'vitest'
import { costGuideHeading, costGuideSlug, costGuideTopic } from './heading.ts'

describe('cost-guide heading', () => {
	test('hyphens become spaces, in sentence case (no Capital On Every Word); m2 is m²', () => {
		expect(costGuideTopic('pintar-un-piso')).toBe('pintar un piso')
		expect(costGuideTopic('poner-un-plato-de-ducha')).toBe('poner un plato de ducha')
		expect(costGuideTopic('de-obra-de-80-m2')).toBe('de obra de 80 m²')
		expect(costGuideTopic('reformar-un-baño')).toBe('reformar un baño')
		expect(costGuideHeading('cambiar-la-caldera')).toBe('¿Cuánto cuesta cambiar la caldera?')
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
