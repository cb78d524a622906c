// The anonymous home and legal pages are kept a few seconds, each answer with its own
// CSP nonce; signed-in visitors, other paths and answers with cookies are never served from it,
// and a write empties it.
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { anonymousPageCache, clearAnonymousPageCache } from '#server/http/anonymous-page-cache.server.ts'
import { assignNonce, securityHeaders } from '#server/http/security-headers.server.ts'
import { type LocalServer, serveLocally } from '#tests/helpers/local-server.ts'

let server: LocalServer
let base = ''
let renders = 0
beforeAll(async () => {
	const app = express()
	app.use(compression())
	app.use(assignNonce)
	app.use(securityHeaders({ isDev: false, siteOrigin: 'http://localhost', imageHosts: [] }))
	app.use(anonymousPageCache)
	app.all('*', (req, res) => {
		renders++
		const nonce = res.locals.cspNonce as string
		if (req.path === '/pie/con-cookie') res.append('Set-Cookie', '__toast=x; Path=/')
		res.status(200).type('html')
		// written in chunks, as Remix streams a page
		res.write(`<html><body><p>render ${renders} for ${req.headers.cookie ? 'a user' : 'anyone'}</p>`)
		res.write(`<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`)
		res.end(`${'<p>Texto de la página.</p>'.repeat(100)}</body></html>`) // above compression's 1 kB threshold
	})
	server = await serveLocally(app)
	base = server.base
})
afterAll(() => server.close())
beforeEach(() => clearAnonymousPageCache())

const nonceOf = (response: Response) =>
	/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

test('a second anonymous visit is served from the cache, with its own nonce in the header and every script', async () => {
	const first = await fetch(`${base}/`)
	const firstHtml = await first.text()
	const second = await fetch(`${base}/`)
	const html = await second.text()
	expect(html).toContain('render 1 for anyone')
	expect(firstHtml).toBe(html.replaceAll(nonceOf(second), nonceOf(first)))
	expect(nonceOf(second)).not.toBe(nonceOf(first))
	expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonceOf(second)}"`, `nonce="${nonceOf(second)}"`])
	expect(second.headers.get('content-type')).toContain('text/html')
	// compressed when asked, like any other answer
	const gzipped = await fetch(`${base}/pie/aviso-legal`, { headers: { 'Accept-Encoding': 'gzip' } })
	const legal = await gzipped.text()
	const again = await fetch(`${base}/pie/aviso-legal`, { headers: { 'Accept-Encoding': 'gzip' } })
	expect(again.headers.get('content-encoding')).toBe('gzip')
	expect(await again.text()).toBe(legal.replaceAll(nonceOf(gzipped), nonceOf(again)))
})

test('a visitor with a cookie or a token, a query string, another path or an answer with Set-Cookie is never cached', async () => {
	await (await fetch(`${base}/`)).text()
	const signedIn = await fetch(`${base}/`, { headers: { Cookie: '__session=abc' } })
	expect(await signedIn.text()).toContain('for a user')
	const before = renders
	const withToken = await fetch(`${base}/`, { headers: { Authorization: 'Bearer x' } })
	expect(await withToken.text()).toContain(`render ${before + 1}`)
	for (const path of ['/?x=1', '/tablero/oficial', '/pie/con-cookie']) {
		const start = renders
		await (await fetch(`${base}${path}`)).text()
		await (await fetch(`${base}${path}`)).text()
		expect(renders, path).toBe(start + 2)
	}
})

test('any write empties the cache', async () => {
	await (await fetch(`${base}/`)).text()
	await (await fetch(`${base}/`)).text()
	const rendered = renders
	await (await fetch(`${base}/api/jobpost`, { method: 'POST' })).text()
	expect(await (await fetch(`${base}/`)).text()).toContain(`render ${rendered + 2}`)
})

test('every answer turns off the browser features no page uses (Permissions-Policy, issue 37)', async () => {
	const policy = (await fetch(`${base}/cualquiera`)).headers.get('Permissions-Policy')
	expect(policy).toContain('camera=()')
	expect(policy).toContain('geolocation=()')
	expect(policy).toContain('microphone=()')
})
