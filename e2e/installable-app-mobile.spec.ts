// The installable app on a phone: the manifest is valid and its icons load, the service worker
// registers from the dashboard only, and the offline page shows when the network drops.
import { expect, loginWithForm, test } from './fixtures.ts'

test('the manifest is valid and every icon it names loads', async ({ request }) => {
	const response = await request.get('/manifest.webmanifest')
	expect(response.ok()).toBe(true)
	expect(response.headers()['content-type']).toContain('application/manifest+json')
	const manifest = await response.json()
	expect(manifest).toMatchObject({ lang: 'es', start_url: '/tablero', display: 'standalone', scope: '/' })
	expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual([
		'Lista de empleos',
		'Mensajes',
	])
	const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)
	expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
	for (const icon of manifest.icons) {
		const image = await request.get(icon.src)
		expect(image.ok(), icon.src).toBe(true)
		expect(image.headers()['content-type']).toBe('image/png')
	}
})

test('content pages register no service worker; the dashboard does, and offline shows «Sin conexión»', async ({
	page,
	context,
}) => {
	await page.goto('/pie/aviso-legal')
	await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
	expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0)

	await loginWithForm(page, 'oficial@demo.es')
	await expect
		.poll(() =>
			page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL)),
		)
		.toContain('/sw.js')
	await page.reload() // the worker now controls the page
	await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

	await context.setOffline(true)
	await page.goto('/tablero/oficial/mensajes').catch(() => {})
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión: lo que escribas no se ha enviado')
	// the kept copy was fetched without cookies: nobody's name on it
	await expect(page.getByRole('link', { name: 'Iniciar sesión', includeHidden: true }).first()).toBeAttached()
	await page.screenshot({ path: 'test-results/offline-phone.png' })
	await context.setOffline(false)
})
