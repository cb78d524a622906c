import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'

// Deny by default, verified: every route in the manifest is requested anonymously, and each one
// that is not on this list must redirect to sign-in or refuse (401/403/404/405).
const PUBLIC = new Set([
	'/',
	'/iniciar-sesion',
	'/iniciar-sesion/codigo', // an admin's second-factor step: without the signed cookie of a right password it sends back to sign-in
	'/recuperar-contrasena',
	'/restablecer-contrasena',
	'/verificar-correo',
	'/entrar', // the emailed single-use sign-in link: the page asks before it signs in
	'/reenviar-verificacion', // a new verification link; the same answer with or without an account
	'/cerrar-sesion',
	'/healthcheck',
	'/api/auth/login', // POST signs in; its GET is checked below like any private call
	'/api/auth/refresh',
	'/api/auth/reset_password',
	'/api/reset-password', // the same reset, at the address one /api client calls (docs/api.md): the token is the key
	'/publicartrabajo', // guests post jobs
	'/api/postal_codes', // place lookups are public (spec 000 §7)
	'/resources/lugares',
	'/resources/subir-imagen', // the photo picker's uploads into this browser's own draft
	'/registrarse', // craftsmen register
	'/api/auth/register',
	'/api/jobpost', // guests post jobs; GET (own jobs) answers 401 without a token
	'/api/upload', // guests upload photos before they have an account (rate-limited per IP)
	'/comofunciona', // marketing and legal pages
	'/pie/aviso-legal',
	'/pie/politica-de-privacidad',
	'/pie/condiciones-de-uso',
	'/pie/politica-de-cookies',
	'/pie/accesibilidad', // the accessibility statement and its contact form (Ley 11/2023)
	'/api/accesibilidad', // the same form for other clients; rate limited per address
	'/ayuda/tiempo-de-respuesta', // the published response-time formula
	'/ayuda/precios', // the published rules of the price ranges
	'/ayuda/garantias', // the published formula of «Garantías atendidas»
	'/api/prices', // the price ranges of the guides are public
	'/buscar-servicio', // the hero search's answer without JavaScript
	'/resources/servicios', // the trade catalogue for the hero's suggestions
	'/sitemap.xml',
	'/manifest.webmanifest', // the installable app's manifest
	'/sin-conexion', // the offline page the service worker keeps (fetched without cookies)
	'/robots.txt',
	'/api/plans', // plans and prices are public (spec 000 §7)
	'/api/get_jobs', // the public job feed (spec 001 §7); distance and contact only with a token
	'/encontraroficial', // finding craftsmen and their profiles is public (spec 001 §2)
	'/encontraroficial/x-service',
	'/encontraroficial/x-handyman/x-city',
	'/oficial/x-companyName',
	'/api/find_handymans',
	'/api/openapi.json', // the /api contract itself (OpenAPI 3.1) and its reference page: public by design
	'/api/docs',
])

type RouteNode = { path?: string; index?: boolean; children?: RouteNode[] }

function flatten(nodes: RouteNode[], prefix = ''): string[] {
	return nodes.flatMap((node) => {
		const path = node.path ? `${prefix.replace(/\/$/, '')}/${node.path}` : prefix || '/'
		return [path, ...flatten(node.children ?? [], path)]
	})
}

const manifest = JSON.parse(execFileSync('npx', ['remix', 'routes', '--json'], { encoding: 'utf8' })) as RouteNode[]
const paths = [...new Set(flatten(manifest))].map((path) =>
	path
		.replace(/:role/, 'oficial')
		.replace(/:(\w+)/g, 'x-$1')
		.replace(/\/\*$/, '/x'),
)

test('the manifest lists the routes this test knows about', () => {
	expect(paths).toContain('/tablero/oficial')
	expect(paths).toContain('/tablero/oficial/contrasena')
	expect(paths.length).toBeGreaterThan(10)
})

for (const path of paths.filter((p) => !PUBLIC.has(p))) {
	test(`anonymous requests to ${path} are redirected to sign in or refused`, async ({ request }) => {
		for (const method of ['GET', 'POST'] as const) {
			const response = await request.fetch(path, {
				method,
				maxRedirects: 0,
				form: method === 'POST' ? { probe: '1' } : undefined,
			})
			const status = response.status()
			if (status >= 300 && status < 400) {
				expect(response.headers().location, `${method} ${path}`).toMatch(/^\/iniciar-sesion\?redirectTo=/)
			} else {
				expect([401, 403, 404, 405], `${method} ${path} answered ${status}`).toContain(status)
			}
		}
	})
}
