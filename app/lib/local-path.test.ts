import { expect, test } from 'vitest'
import { isLocalPath } from './local-path.ts'

test.each(['/', '/newjob/abc', '/tablero/cliente?pagina=2#x', '/buscar?q=a%2F%2Fb'])(
	'%s is a path of this site',
	(to) => {
		expect(isLocalPath(to)).toBe(true)
	},
)

test.each([
	'//evil.example/x',
	'/\\evil.example',
	'/\t/evil.example',
	'/\n/evil.example',
	'/\r\n/evil.example',
	'/\u0000/evil.example',
	'https://evil.example',
	'javascript:alert(1)',
	'evil.example',
	'',
	'/' + 'a'.repeat(2001),
	null,
	42,
])('%j is refused', (to) => {
	expect(isLocalPath(to)).toBe(false)
})

// each of these stays on this site for the URL parser (which drops tabs and newlines and reads `\`
// as `/`), so only the refusal of control characters and backslashes stops them, one by one
test.each(['/a\\b', '/a\tb', '/a\rb', '/a\nb'])('%j is refused by the character check alone', (to) => {
	expect(new URL(to, 'http://this-site.invalid').origin).toBe('http://this-site.invalid')
	expect(isLocalPath(to)).toBe(false)
})
