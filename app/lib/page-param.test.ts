import { expect, test } from 'vitest'
import { MAX_PAGE, pageParam } from './page-param.ts'

const page = (query: string) => pageParam(new URLSearchParams(query))

test('a page number, else the first page; bounded above', () => {
	expect(page('pagina=3')).toBe(3)
	expect(page('pagina=2.7')).toBe(2)
	expect(page('')).toBe(1)
	for (const bad of ['pagina=0', 'pagina=-4', 'pagina=abc', 'pagina=', 'pagina=NaN']) expect(page(bad)).toBe(1)
	expect(page('pagina=1e308')).toBe(MAX_PAGE)
	expect(page('pagina=Infinity')).toBe(MAX_PAGE)
	expect(pageParam(new Request('http://x.test/lista?pagina=5'))).toBe(5)
	expect(pageParam(new URL('http://x.test/lista?pageNumber=4'), 'pageNumber')).toBe(4)
})
