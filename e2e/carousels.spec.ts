// The home's «Servicios más solicitados» is the /encontraroficial carousel (5 visible
// on wide screens, arrows), and the registration trades a slider of 7 slides in 2 rows. On a phone.
import { type Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

const scrollLeft = (track: Locator) => track.evaluate((node) => node.scrollLeft)

test('the home carousel pages with its arrows and a trade opens the job wizard', async ({ page }) => {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	const region = page.getByRole('region', { name: 'Servicios más solicitados' })
	const track = region.getByRole('list', { name: 'Servicios más solicitados' })
	await expect(track.getByRole('link')).toHaveCount(8)
	await region.scrollIntoViewIfNeeded()
	await page.screenshot({ path: 'test-results/screens/home-carousel-phone.png' })
	expect(await scrollLeft(track)).toBe(0)
	await region.getByRole('button', { name: 'Servicios siguientes' }).click()
	await expect.poll(() => scrollLeft(track)).toBeGreaterThan(0)
	await region.getByRole('button', { name: 'Servicios anteriores' }).click()
	await expect.poll(() => scrollLeft(track)).toBe(0)
	await track.getByRole('link', { name: /Fontanería/ }).click()
	await expect(
		page.getByRole('dialog', { name: 'Publicar un trabajo' }).getByText(/Fontanería · Paso 1 de/),
	).toBeVisible()
})

test('on a wide screen the home carousel shows five trades at once', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.goto('/')
	const track = page.getByRole('list', { name: 'Servicios más solicitados' })
	const box = (await track.boundingBox())!
	const items = track.getByRole('listitem')
	const inView = []
	for (const item of await items.all()) {
		const itemBox = (await item.boundingBox())!
		if (itemBox.x >= box.x - 1 && itemBox.x + itemBox.width <= box.x + box.width + 1) inView.push(itemBox)
	}
	expect(inView).toHaveLength(5)
})

test('the registration trades are a slider of two rows, paged by arrows; a choice still posts', async ({ page }) => {
	await page.goto('/registrarse')
	await page.waitForLoadState('networkidle')
	const track = page.getByTestId('oficios')
	const labels = track.locator('label')
	// two rows, filled column by column
	const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await labels.nth(i).boundingBox())!))
	expect(Math.abs(first!.x - second!.x)).toBeLessThan(2)
	expect(second!.y).toBeGreaterThan(first!.y)
	expect(third!.x).toBeGreaterThan(first!.x)
	await page.screenshot({ path: 'test-results/screens/registration-slider-phone.png' })
	await page.getByRole('button', { name: 'Más oficios' }).click()
	await expect.poll(() => scrollLeft(track)).toBeGreaterThan(0)
	await page.getByLabel('Fontanería').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
})

test('the registration page does not move when it comes alive (no layout shift from the slider)', async ({ page }) => {
	// every layout shift from the first paint on, as Lighthouse's CLS adds them up
	await page.addInitScript(() => {
		const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
				if (!entry.hadRecentInput) shifts.push(entry.value)
		}).observe({ type: 'layout-shift', buffered: true })
	})
	await page.goto('/registrarse')
	await page.waitForLoadState('networkidle')
	await expect(page.getByRole('button', { name: 'Más oficios' })).toBeVisible() // hydrated
	const total = await page.evaluate(() =>
		(window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
	)
	expect(total).toBeLessThan(0.02)
})

test('on a wide screen the registration slider shows seven columns of two', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.goto('/registrarse')
	await page.waitForLoadState('networkidle')
	const track = page.getByTestId('oficios')
	const box = (await track.boundingBox())!
	const columns = new Set<number>()
	for (const label of await track.locator('label').all()) {
		const labelBox = (await label.boundingBox())!
		if (labelBox.x >= box.x - 1 && labelBox.x + labelBox.width <= box.x + box.width + 1)
			columns.add(Math.round(labelBox.x))
	}
	expect(columns.size).toBe(7)
})
