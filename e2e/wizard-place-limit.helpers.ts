import { type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { expect } from './fixtures.ts'

// Issue 41 on a phone: the wizard names the same place with and without JavaScript, and the
// accounts an address may open are announced before any typing (wizard and registration alike).

/** The wizard's forward button (its label is the Spanish-texts area's to change). */
const next = (page: Page) => page.locator('button[name="intent"][value="next"]').click()

/** The start of the limit's announcement (account-limit.server.ts accountLimitNotice). */
export const LIMIT_NOTICE = /Desde tu conexión se han creado hoy 5 cuentas que aún no han confirmado su correo/

/**
 * A guest paints 80 m² up to the last step, in `root` (the popup or the page), and types 28004
 * (Madrid) as the postal code.
 */
export async function guestPaintsToPlace(page: Page, root: Locator, email: string) {
	await root.getByLabel('Pintar piso completo').check()
	await next(page)
	await expect(root.getByText(/Paso 2 de 8/)).toBeVisible()
	await root.getByLabel('Metros cuadrados').fill('80')
	await next(page)
	await expect(root.getByText(/Paso 3 de 8/)).toBeVisible()
	await root.getByLabel('Descripción del trabajo').fill('Salón y dos dormitorios en blanco roto.')
	await next(page)
	await expect(root.getByText(/Paso 4 de 8/)).toBeVisible()
	await next(page)
	await expect(root.getByText(/Paso 5 de 8/)).toBeVisible()
	await root.getByLabel('En una semana').check()
	await next(page)
	await expect(root.getByText(/Paso 6 de 8/)).toBeVisible()
	await root.getByLabel('Correo electrónico').fill(email)
	await next(page)
	await expect(root.getByText(/Paso 7 de 8/)).toBeVisible()
	await root.getByLabel('Nombre').fill('Lucía Prieto')
	await root.getByLabel('Teléfono').fill('612345678')
	await next(page)
	await expect(root.getByText(/Paso 8 de 8/)).toBeVisible()
	await root.getByLabel(/Código postal/).fill('28004')
}

/** The price box of the last step, once it names a place. */
export async function expectPriceBoxInMadrid(root: Locator) {
	const box = root.locator('.price-hint')
	await expect(box).toContainText(/En Madrid, trabajos así se contrataron/)
	await expect(box).not.toContainText('España')
}

/** Five guests post a job each from this test's address and none confirms the email: its places are used up. */
export async function useUpAccountPlaces(request: APIRequestContext) {
	const places = (await (await request.get('/api/postal_codes?search=41001')).json()) as Array<{ _id: string }>
	for (let i = 0; i < 5; i++) {
		const stamp = `${Date.now()}${i}`
		const posted = await request.post('/api/jobpost', {
			data: {
				newData: {
					category: 'electricista',
					serviceTitle: { service_title: '', other_title: `Enchufes del límite ${stamp}` },
					additional_job_description: 'Dos enchufes nuevos.',
					images: [],
					location: Number(places[0]!._id),
					working_schedule: 'en_una_semana',
					contactDetails: { name: 'Invitada Límite', email: `limite.${stamp}@example.com`, phone: '612345678' },
				},
			},
		})
		expect(posted.status(), await posted.text()).toBe(201)
	}
}
