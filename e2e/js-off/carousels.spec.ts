// Without JavaScript: the home carousel is a scrollable list of links (no arrows), each
// leading to the job wizard; the registration trades are the same 2-row slider of checkboxes,
// scrolled natively, without arrows.
import { expect, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript the home carousel scrolls by itself and a trade leads to the wizard', async ({ page }) => {
	await page.goto('/')
	const region = page.getByRole('region', { name: 'Servicios más solicitados' })
	const track = region.getByRole('list', { name: 'Servicios más solicitados' })
	await expect(track.getByRole('link')).toHaveCount(8)
	await expect(region.getByRole('button')).toHaveCount(0)
	expect(await track.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true)
	await region.scrollIntoViewIfNeeded()
	await page.screenshot({ path: 'test-results/screens/home-carousel-phone-js-off.png' })
	await track.getByRole('link', { name: /Fontanería/ }).click()
	await expect(page.getByText(/Fontanería · Paso 1 de/)).toBeVisible() // the wizard, its trade chosen
})

test('without JavaScript the registration trades are a 2-row slider that scrolls by itself, and a choice posts', async ({
	page,
}) => {
	await page.goto('/registrarse')
	await expect(page.getByRole('button', { name: 'Más oficios' })).toHaveCount(0)
	const track = page.getByTestId('oficios')
	const labels = track.locator('label')
	const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await labels.nth(i).boundingBox())!))
	expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1) // two rows: the second under the first
	expect(third!.x).toBeGreaterThan(first!.x + first!.width - 1) // the third starts the next column
	expect(await track.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true)
	await page.screenshot({ path: 'test-results/screens/registration-trades-phone-js-off.png' })
	await page.getByLabel('Fontanería').scrollIntoViewIfNeeded()
	await page.getByLabel('Fontanería').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
})
