import { type Browser, type Page } from '@playwright/test'
import { acceptAndComplete, expectReviewOnProfile, profileRatings } from './client.helpers.ts'
import { expect, loginWithForm, ownAddress, readOutbox, test } from './fixtures.ts'

// Tejados del Norte: subscribed and verified, trade roofing; the specs that read its rating
// (client.spec.ts) compute it from what the profile shows, so one more review breaks nothing.
const CRAFTSMAN = 'tejados.norte@demo.es'
const COMPANY = 'Tejados del Norte'
const PROFILE = '/oficial/tejados-del-norte'
const CLIENT_PASSWORD = 'Goter4#2026'

/** The craftsman, on a phone of his own and his own network (a review from his client's would be held). */
async function secondPerson(browser: Browser, baseURL: string) {
	const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() })
	return { context, page: await context.newPage() }
}

/** A new visitor posts a roofing job through the wizard and lands on their new dashboard. */
async function postRoofingJob(page: Page, title: string, email: string) {
	await page.goto('/publicartrabajo?servicio=tejados-y-cubiertas')
	await page.waitForLoadState('networkidle')
	await expect(page.getByText('Tejados y cubiertas · Paso 1 de 8')).toBeVisible()
	await page.getByLabel('Otro trabajo (escríbelo)').fill(title)
	for (let step = 2; step <= 5; step++) {
		await page.getByRole('button', { name: 'Siguiente' }).click()
		await expect(page.getByText(`Paso ${step} de 8`)).toBeVisible()
	}
	await page.getByLabel('Flexible (por defecto)').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await page.getByLabel('Correo electrónico').fill(email)
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 7 de 8')).toBeVisible()
	await page.getByLabel('Nombre').fill('Itziar Goikoetxea')
	await page.getByLabel('Teléfono').fill('688112233')
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 8 de 8')).toBeVisible()
	await page.getByLabel('Código postal').fill('48001')
	await page.getByLabel('Bilbao (Bizkaia)').check()
	await page.getByRole('button', { name: 'Publicar' }).click()
	await expect(page).toHaveURL('/tablero/cliente')
}

test('the life of a job: posted by a new client, an offer, a chat, accepted, completed, reviewed, on the public profile', async ({
	page,
	browser,
	baseURL,
}) => {
	test.setTimeout(120_000)
	const stamp = Date.now()
	const title = `Arreglar la gotera del ático ${stamp}`
	const email = `itziar.${stamp}@example.com`
	const ratingsBefore = await profileRatings(page)

	// 1. a visitor posts the job; the new account is asked to choose a password, and does
	await postRoofingJob(page, title, email)
	const recommendation = page.getByRole('dialog', { name: 'Elige una contraseña para tu cuenta' })
	await expect(recommendation).toBeVisible()
	await expect(recommendation.getByLabel('Contraseña actual')).toHaveCount(0) // a guest has none
	await recommendation.getByLabel('Nueva contraseña').fill(CLIENT_PASSWORD)
	await recommendation.getByLabel('Confirmar contraseña').fill(CLIENT_PASSWORD)
	await recommendation.getByRole('button', { name: 'Guardar' }).click()
	await expect(page.getByText('Contraseña guardada.')).toBeVisible()
	await expect(recommendation).toHaveCount(0)

	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Mis trabajos' }).click()
	const card = page.locator('li[id^="trabajo-"]', { has: page.getByRole('heading', { name: title }) })
	await expect(card).toBeVisible()
	const jobId = (await card.getAttribute('id'))!.replace('trabajo-', '')

	// 2. the craftsman, in another browser, sends an offer and writes to the client
	const craftsman = await secondPerson(browser, baseURL!)
	const other = craftsman.page
	await loginWithForm(other, CRAFTSMAN)
	await other.goto(`/newjob/${jobId}`)
	await expect(other.getByRole('heading', { level: 1 })).toContainText(title)
	await other.getByLabel('Precio de tu oferta (€)').fill('385,50')
	await other.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(other.getByText('Oferta enviada con éxito')).toBeVisible()
	await expect(other.getByTestId('oferta-enviada')).toContainText('385,50')
	await other.getByLabel('Mensaje para el cliente').fill(`Puedo subir al tejado el jueves ${stamp}`)
	await other.getByRole('button', { name: 'Enviar mensaje' }).click()
	await expect(other.getByText('Mensaje enviado con éxito')).toBeVisible()

	// 3. the client sees the offer and the message, and answers
	await page.reload()
	await expect(card.getByText('385,50 €')).toBeVisible()
	await page.getByRole('link', { name: 'Mensajes', exact: true }).first().click()
	await page
		.locator('.chat-list__item', { hasText: String(stamp) })
		.getByRole('link')
		.click()
	await expect(page).toHaveURL(/\/tablero\/cliente\/mensajes\/\w+/)
	const conversation = new URL(page.url()).pathname.split('/').at(-1)!
	await expect(page.getByText(`Puedo subir al tejado el jueves ${stamp}`)).toBeVisible()
	await page.getByLabel('Escribe tu mensaje').fill(`El jueves me viene bien ${stamp}`)
	await page.getByRole('button', { name: 'Enviar', exact: true }).click()
	await expect(page.getByText('Mensaje enviado con éxito')).toBeVisible()
	await other.goto(`/tablero/oficial/mensajes/${conversation}`)
	await expect(other.getByText(`El jueves me viene bien ${stamp}`)).toBeVisible()

	// 4. the client accepts the offer, marks the job completed and reviews the craftsman
	await page.goto('/tablero/cliente/trabajos')
	await acceptAndComplete(page, card, COMPANY)
	await card.getByRole('link', { name: 'Valorar al profesional' }).click()
	// a review counts only from a verified email: the page asks for it, the guest follows the emailed link
	await expect(page.getByTestId('verificar-para-valorar')).toBeVisible()
	const reviewPage = `/tablero/cliente/trabajos/${jobId}/valorar`
	const verifyLink = /https?:\/\/\S+verificar-correo\?token=[\w-]+/
	const verification = readOutbox(email).find((message) => verifyLink.test(message.text))!
	const link = new URL(verification.text.match(verifyLink)![0])
	await page.goto(`${link.pathname}${link.search}`)
	await page.goto(reviewPage)
	await expect(page.getByTestId('verificar-para-valorar')).toHaveCount(0)
	const comment = `Arreglaron la gotera en una mañana (${stamp})`
	await page.getByLabel('5 estrellas').check()
	await page.getByLabel('Comentario').fill(comment)
	await page.getByRole('button', { name: 'Enviar valoración' }).click()
	await expect(page.getByText('Gracias por tu valoración')).toBeVisible()
	await expect(card.getByText(comment)).toBeVisible()

	// 5. the craftsman's history shows the offer completed
	await other.goto('/tablero/oficial/pedidos')
	await expect(other.locator('.offer-card', { hasText: title })).toContainText('terminada')
	await craftsman.context.close()

	// 6. the review and the new average on the public profile, and the password works
	await expectReviewOnProfile(page, comment, ratingsBefore, 5)
	await expect(page).toHaveURL(PROFILE)
	// the header reads the average once (it used to say «5 5 de 5»): the figure, «de 5», the count
	const all = [...ratingsBefore, 5]
	const average = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(
		Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 100) / 100,
	)
	const header = await page.locator('.profile__rating').innerText()
	expect(header.match(/\d+(,\d+)?/g)).toEqual([average, '5', String(all.length)]) // «4,5 de 5 · 3»
	await page.context().clearCookies()
	await loginWithForm(page, email, CLIENT_PASSWORD)
	await expect(page).toHaveURL('/tablero/cliente')
})
