// On a phone: the push opt-in switch on «Avisos en el móvil» subscribes this device and a matching
// lead reaches the stand-in push service; «Modo vacaciones» hides the craftsman from «Encontrar
// oficial» and lifts on its day. Both with a craftsman of the spec's own.
import { E2E_PUSH_PORT } from '../playwright.config.ts'
import { startFakePushService } from '../tests/helpers/fake-push-service.ts'
import { OWN_PASSWORD, registerOwnCraftsman } from './account.helpers.ts'
import { expect, loginWithForm, test } from './fixtures.ts'
import { pausedUntil, reachPauseEnd } from './push-pause.helpers.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const placeOf = async (request: import('@playwright/test').APIRequestContext, code: string) => {
	const places = (await (await request.get(`/api/postal_codes?search=${code}`)).json()) as Array<{
		_id: string
		Postal_Code: string
		Place_Name: string
	}>
	return places.find((place) => place.Postal_Code === code)!
}

test('the switch subscribes this phone, a matching lead is pushed, and the switch unsubscribes', async ({
	page,
	context,
	request,
}) => {
	const service = await startFakePushService(E2E_PUSH_PORT)
	try {
		const device = service.device()
		// why: Chromium here has no vendor push service, so `pushManager.subscribe` cannot succeed;
		// the browser's answer is replaced by a subscription at the local stand-in. Everything after
		// it is real: the page's form post, the stored device, the queue, the encrypted push.
		await page.addInitScript((subscription) => {
			const KEY = 'e2e-push-subscribed'
			const make = () => ({
				...subscription,
				toJSON: () => subscription,
				unsubscribe: async () => {
					localStorage.removeItem(KEY)
					return true
				},
			})
			PushManager.prototype.subscribe = async () => {
				localStorage.setItem(KEY, '1')
				return make() as unknown as PushSubscription
			}
			PushManager.prototype.getSubscription = async () =>
				(localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription | null
		}, device.subscription)
		await context.grantPermissions(['notifications'])

		const craftsman = await registerOwnCraftsman(request, 'avisos')
		await loginWithForm(page, craftsman.email, OWN_PASSWORD)
		// an alert for electricians around his place in Sevilla, sent at once
		await page.goto('/tablero/oficial/alertasdeempleo')
		await page.getByRole('group', { name: 'Oficios' }).getByLabel('Electricista').check()
		await page.getByLabel('Código postal').fill('41001')
		await page.getByRole('group', { name: 'Lugar' }).getByRole('radio').first().check()
		await page.getByLabel('Radio (km)').fill('10')
		await page.getByLabel('Inmediatamente').check()
		await page.getByRole('button', { name: 'Crear alerta' }).click()
		await expect(page.getByText('Alerta de empleo creada')).toBeVisible()

		await page.goto('/tablero/oficial/avisos')
		await expect(page.getByText('Los avisos en el móvil necesitan JavaScript')).toBeHidden()
		const toggle = page.getByRole('switch')
		await expect(toggle).toHaveText('Activar avisos en este móvil')
		await expect(toggle).toHaveAttribute('aria-checked', 'false')
		const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.ok())
		await toggle.click()
		await saved
		await expect(toggle).toHaveText('Avisos activados en este móvil')
		await expect(toggle).toHaveAttribute('aria-checked', 'true')
		await page.reload()
		await expect(page.getByRole('heading', { name: 'Dispositivos con avisos' })).toBeVisible()
		await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true')
		await page.screenshot({ path: 'test-results/push-switch-on-phone.png', fullPage: true })

		// a guest posts an electrician's job in Sevilla: the lead reaches this phone
		const title = `Enchufes con aviso ${Date.now()}`
		const posted = await request.post('/api/jobpost', {
			data: {
				newData: {
					category: 'electricista',
					serviceTitle: { service_title: '', other_title: title },
					additional_job_description: 'Dos enchufes nuevos en el dormitorio.',
					images: [],
					location: Number((await placeOf(request, '41001'))._id),
					working_schedule: 'en_una_semana',
					contactDetails: { name: 'Invitada Aviso', email: `aviso.${Date.now()}@example.com`, phone: '612345678' },
				},
			},
		})
		expect(posted.status()).toBe(201)
		await expect.poll(() => service.to(device.subscription.endpoint).length, { timeout: 30_000 }).toBeGreaterThan(0)
		const [push] = service.to(device.subscription.endpoint)
		expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=.+/)
		expect(push!.headers['content-encoding']).toBe('aes128gcm')
		const payload = device.decrypt(push!.body) as { title: string; body: string; url: string }
		expect(payload.title).toBe(`Nuevo trabajo: ${title}`)
		expect(payload.url).toMatch(/^\/newjob\//)
		expect(JSON.stringify(payload)).not.toContain('612345678') // never the client's contact

		// off again: the switch says so only once the server has forgotten the device (the answer is
		// held here for a moment: meanwhile it still says «on», busy, so a reload shows the truth)
		let answer!: () => void
		const held = new Promise<void>((resolve) => (answer = resolve))
		await page.route(/\/tablero\/oficial\/avisos/, async (route) => {
			if (route.request().method() === 'POST') await held
			await route.continue()
		})
		const removed = page.waitForResponse((response) => response.request().method() === 'POST' && response.ok())
		await page.getByRole('switch').click()
		await expect(page.getByRole('switch')).toBeDisabled()
		await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true')
		await expect(page.getByRole('switch')).toHaveText('Avisos activados en este móvil')
		answer()
		await removed
		await expect(page.getByRole('switch')).toHaveText('Activar avisos en este móvil')
		await expect(page.getByRole('switch')).toBeEnabled()
		await page.reload()
		await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'false')
		await expect(page.getByRole('heading', { name: 'Dispositivos con avisos' })).toHaveCount(0)
	} finally {
		await service.close()
	}
})

test('«Modo vacaciones» hides the craftsman from «Encontrar oficial» and lifts on its day', async ({
	page,
	request,
}) => {
	// Las Palmas: no demo craftsman and no other spec's lives there, so the list is his alone
	const craftsman = await registerOwnCraftsman(request, 'vacaciones', { zipCode: '35001' })
	const place = await placeOf(request, '35001')
	const results = `/encontraroficial/electricista/${encodeURIComponent(place.Place_Name)}?cp=35001`
	const listed = () => page.getByRole('link', { name: craftsman.companyName })

	await page.goto(results)
	await expect(listed().first()).toBeVisible()
	const profile = (await listed().first().getAttribute('href'))!

	await loginWithForm(page, craftsman.email, OWN_PASSWORD)
	await page.goto('/tablero/oficial/vacaciones')
	const back = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
	await page.getByLabel('Vuelvo el día').fill(back)
	await page.getByRole('button', { name: 'Pausar hasta ese día' }).click()
	await expect(page.getByRole('status').getByText(/^No disponible hasta el \d{1,2} de \p{L}+ de \d{4}$/u)).toBeVisible()
	await page.screenshot({ path: 'test-results/pause-on-phone.png', fullPage: true })

	await page.goto(results)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(listed()).toHaveCount(0)
	await page.goto(profile)
	await expect(page.getByText(/No disponible hasta el \d{1,2} de/)).toBeVisible()

	// the day comes: the hourly job lifts the pause, and he is listed again
	await reachPauseEnd(craftsman.id)
	await expect.poll(() => pausedUntil(craftsman.id), { timeout: 30_000 }).toBeNull()
	await page.goto(results)
	await expect(listed().first()).toBeVisible()
	await page.goto(profile)
	await expect(page.getByText(/No disponible hasta el/)).toHaveCount(0)
	await page.goto('/tablero/oficial/vacaciones')
	await expect(page.getByText(/No disponible hasta el/)).toHaveCount(0)
})
