import { type Page } from '@playwright/test'
import { expect, loginWithForm, test } from '../fixtures.ts'
import { openJobWithoutOffer, revealPhoneJourney } from '../jobs.helpers.ts'

const newestJobs = (page: Page) => page.locator('section[aria-labelledby="ultimos-trabajos"] .job-card')

async function openNewestJob(page: Page, index: number) {
	await page.goto('/')
	await newestJobs(page).nth(index).locator('.job-card__title a').click()
	await page.waitForURL(/\/newjob\//)
}

test('without JavaScript a visitor gets the invitation anchor, and a job title leads to the sign-in page', async ({
	page,
}) => {
	await page.goto('/')
	await expect(newestJobs(page)).toHaveCount(3)
	await page.getByRole('link', { name: 'Ver más trabajos' }).click()
	await expect(page).toHaveURL(/#unete$/)
	await expect(page.getByRole('heading', { name: 'Inicia sesión para ver más trabajos' })).toBeVisible()
	await page.getByRole('link', { name: 'Cerrar' }).click()
	await expect(page.getByRole('heading', { name: 'Inicia sesión para ver más trabajos' })).toBeHidden()
	await newestJobs(page).first().locator('.job-card__title a').click()
	await expect(page).toHaveURL(/\/iniciar-sesion\?redirectTo=%2Fnewjob%2F/)
})

test('without JavaScript the subscribed craftsman sends an offer and sees it marked on the job', async ({ page }) => {
	await loginWithForm(page, 'oficial@demo.es')
	await openJobWithoutOffer(page)
	await page.getByLabel('Precio de tu oferta (€)').fill('abc')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(page.getByText('El precio debe ser un número mayor o igual que 1')).toBeVisible()
	await page.getByLabel('Precio de tu oferta (€)').fill('320,50')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(page.getByText('Oferta enviada con éxito')).toBeVisible()
	await expect(page.getByTestId('oferta-enviada')).toContainText('320,50 €')
	await page.getByRole('button', { name: 'Ver teléfono' }).click()
	await expect(page.getByText(/Teléfono del cliente: \d+/)).toBeVisible()
})

test('without JavaScript the gate messages and the plans show on the page after the post', async ({ page }) => {
	await loginWithForm(page, 'oficial.sinplan@demo.es')
	await openNewestJob(page, 2)
	await page.getByLabel('Mensaje para el cliente').fill('Hola')
	await page.getByRole('button', { name: 'Enviar mensaje' }).click()
	await expect(
		page.getByRole('heading', { name: 'Se requiere una suscripción pagada para esta característica' }),
	).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Trimestral' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Pedir el plan Trimestral' })).toBeVisible()
})

test('without JavaScript the craftsman reveals the phone after writing, and the client sees who did', async ({
	page,
}) => {
	test.slow() // two sign-ins and several posts
	await revealPhoneJourney(page, { email: 'jardines.atlantico@demo.es', company: 'Jardines Atlántico' })
})
