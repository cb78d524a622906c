import { type Locator, type Page } from '@playwright/test'
import { expect, loginWithForm, test } from './fixtures.ts'

// What a 390 px phone cuts or crowds: the dashboard's top bar, trade names in narrow tiles, the
// dates of the conversation list and «Tu actividad»'s chart and peer column (JavaScript on).
test.describe.configure({ timeout: 90_000 }) // sign-ins and full pages on a shared, loaded machine
test.use({ viewport: { width: 390, height: 844 } })

/**
 * Words of `scope`'s text that a line break splits somewhere other than after a soft hyphen
 * (what the browser shows as «acondicion|ado», with no hyphen).
 */
async function wordsBrokenWithoutHyphen(scope: Locator) {
	return scope.evaluateAll((elements) => {
		const broken: string[] = []
		for (const element of elements) {
			const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const text = node.textContent ?? ''
				for (const match of text.matchAll(/[^\s\u00ad]+(?:\u00ad[^\s\u00ad]+)*/g)) {
					// a new line starts where a letter stands left of the one before it (a range's top
					// is unreliable for the first letter after a break)
					let lastLeft: number | null = null
					for (let index = match.index; index < match.index + match[0].length; index++) {
						if (text[index] === '\u00ad') continue
						const range = document.createRange()
						range.setStart(node, index)
						range.setEnd(node, index + 1)
						const left = range.getBoundingClientRect().left
						if (lastLeft !== null && left < lastLeft - 1 && text[index - 1] !== '\u00ad') {
							broken.push(match[0].replace(/\u00ad/g, ''))
						}
						lastLeft = left
					}
				}
			}
		}
		return broken
	})
}

async function openDashboard(page: Page, email: string) {
	await loginWithForm(page, email)
	await page.waitForLoadState('networkidle')
}

test('the top bar fits one row: «Notificaciones» is a bell with its name for screen readers', async ({ page }) => {
	await openDashboard(page, 'oficial@demo.es')
	const bar = page.locator('.dashboard__bar')
	const home = bar.getByRole('link', { name: 'Inicio', exact: true })
	const notifications = bar.locator('summary, a').filter({ hasText: 'Notificaciones' })
	await expect(notifications).toHaveAccessibleName(/^Notificaciones/)
	const homeBox = (await home.boundingBox())!
	const box = (await notifications.boundingBox())!
	expect(Math.abs(box.y + box.height / 2 - (homeBox.y + homeBox.height / 2)), 'on the row of «Inicio»').toBeLessThan(4)
	expect(box.height).toBeGreaterThanOrEqual(44)
	expect(box.width).toBeGreaterThanOrEqual(44)
	await page.screenshot({ path: 'test-results/phone-fit-top-bar.png' })
})

test('trade names wrap at a hyphen, never cut inside a word: home tiles, wizard tiles, registration', async ({
	page,
}) => {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	const tiles = page.locator('.carousel__item')
	await expect(tiles.filter({ hasText: 'Aire acondicionado' })).toBeVisible()
	expect(await wordsBrokenWithoutHyphen(tiles)).toEqual([])
	await tiles.filter({ hasText: 'Aire acondicionado' }).screenshot({ path: 'test-results/phone-fit-trade-tile.png' })

	await page.goto('/publicartrabajo')
	await expect(page.locator('.service-tile').first()).toBeVisible()
	expect(await wordsBrokenWithoutHyphen(page.locator('.service-tile'))).toEqual([])

	await page.goto('/registrarse')
	await expect(page.getByLabel('Aire acondicionado')).toBeAttached()
	expect(await wordsBrokenWithoutHyphen(page.locator('.service-slider .choice'))).toEqual([])
})

test('the conversation list shows every date whole, and nothing runs off the screen', async ({ page }) => {
	await openDashboard(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/mensajes')
	const times = page.getByRole('list', { name: 'Conversaciones' }).locator('time')
	await expect(times.first()).toBeVisible()
	const cut = await times.evaluateAll((elements) =>
		elements
			.filter((time) => time.scrollWidth > time.clientWidth + 1 || time.getBoundingClientRect().right > innerWidth)
			.map((time) => time.textContent),
	)
	expect(cut).toEqual([])
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
	await page.screenshot({ path: 'test-results/phone-fit-conversations.png' })
})

test('«Tu actividad»: chart labels of at least 12 px on screen, and no column of «Pocos datos»', async ({ page }) => {
	await openDashboard(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/actividad')
	const chart = page.locator('figure.activity-chart')
	await expect(chart).toBeVisible()
	const sizes = await chart.getByText('Trabajos de tus alertas', { exact: true }).evaluateAll((elements) =>
		elements.map((element) => {
			const scale = element instanceof SVGElement ? (element.ownerSVGElement?.getScreenCTM()?.a ?? 1) : 1
			return parseFloat(getComputedStyle(element).fontSize) * scale
		}),
	)
	expect(sizes.length).toBeGreaterThan(0)
	for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12)
	await expect(chart.getByRole('img', { name: /^Trabajos de tus alertas: \d+; Trabajos que abriste/ })).toBeVisible()

	// the demo craftsman's trades have too few others in Madrid: said once, no column of blanks
	await expect(page.getByText(/Pocos datos/)).toHaveCount(0)
	await expect(page.getByRole('columnheader', { name: 'Otros oficiales' })).toHaveCount(0)
	await expect(page.getByText(/Aún hay pocos oficiales de tus oficios en Madrid/)).toHaveCount(1)
	await expect(
		page.getByRole('table', { name: /Tu tiempo de respuesta/ }).getByRole('row', { name: /Electricista/ }),
	).toBeVisible()
	await page.screenshot({ path: 'test-results/phone-fit-activity.png', fullPage: true })
})

test('«Instalar la app» on «Mis datos» once the browser offers to install, never before', async ({ page }) => {
	await openDashboard(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/cuenta')
	await page.waitForLoadState('networkidle')
	const install = page.getByRole('button', { name: 'Instalar la app' })
	await expect(page.getByRole('heading', { name: 'Mis datos', exact: true })).toBeVisible()
	await expect(install).toHaveCount(0)
	// why: headless Chromium never offers an install; this is the event it fires where it does
	await page.evaluate(() => {
		const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
			prompt: () => {
				;(window as unknown as { prompted: boolean }).prompted = true
				return Promise.resolve()
			},
			userChoice: Promise.resolve({ outcome: 'accepted' }),
		})
		window.dispatchEvent(offer)
	})
	await install.click()
	expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
	await expect(install).toHaveCount(0) // a prompt is offered once
})

test.describe('on an iPhone', () => {
	test.use({
		userAgent:
			'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
	})
	test('«Mis datos» says how to add the app from Safari’s «Compartir»', async ({ page }) => {
		await openDashboard(page, 'oficial@demo.es')
		await page.goto('/tablero/oficial/cuenta')
		const offer = page.getByRole('region', { name: 'Instalar la app' })
		await expect(offer).toContainText('Añadir a pantalla de inicio')
		await offer.screenshot({ path: 'test-results/phone-fit-install-ios.png' })
	})
})
