import { type APIRequestContext, type Page } from '@playwright/test'
import { apiLogin, expect, loginWithForm } from './fixtures.ts'

/**
 * Opens the detail of the newest job this craftsman has not made an offer on yet (other specs
 * post jobs and send offers on the same database, so "the first card" is not stable).
 */
export async function openJobWithoutOffer(page: Page) {
	const { data } = (await (await page.request.get('/api/get_jobs?pageSize=20')).json()) as {
		data: Array<{ _id: string }>
	}
	for (const job of data) {
		await page.goto(`/newjob/${job._id}`)
		if ((await page.getByTestId('oferta-enviada').count()) === 0) return job._id
	}
	throw new Error('Todos los trabajos tienen ya una oferta')
}

/** `clientEmail` (a demo client) publishes a job of their own through the /api; returns its id. */
export async function publishJobAs(request: APIRequestContext, clientEmail: string, title: string) {
	const { token } = await apiLogin(request, clientEmail)
	const places = {
		data: (await (await request.get('/api/postal_codes?search=46001')).json()) as Array<{ _id: string }>,
	}
	const created = await request.post('/api/jobpost', {
		headers: { Authorization: `Bearer ${token}` },
		data: {
			newData: {
				category: 'electricista',
				serviceTitle: { service_title: '', other_title: title },
				additional_job_description: 'Trabajo de prueba del teléfono del cliente.',
				images: [],
				location: Number(places.data[0]!._id),
				working_schedule: 'rápidamente',
			},
		},
	})
	if (!created.ok()) throw new Error(`POST /api/jobpost answered ${created.status()}: ${await created.text()}`)
	return ((await created.json()) as { job: { _id: string } }).job._id
}

/**
 * The phone journey (spec 001 §1), shared by the JS-on and JS-off specs: no contact before writing,
 * «Ver teléfono» refused until then, the name and email after a message, the phone after the
 * reveal; then the client sees who revealed it, on the job and in «Mis trabajos».
 */
export async function revealPhoneJourney(page: Page, craftsman: { email: string; company: string }) {
	const client = 'elena.martin@demo.es'
	const title = `Teléfono e2e ${Date.now()}`
	const jobId = await publishJobAs(page.request, client, title)
	await loginWithForm(page, craftsman.email)
	await page.goto(`/newjob/${jobId}`)
	const contact = page.locator('#contacto')
	await expect(contact).toContainText('Escribe al cliente o envíale una oferta para ver sus datos de contacto.')
	await expect(contact).not.toContainText(client)
	await page.getByRole('button', { name: 'Ver teléfono' }).click()
	await expect(
		page.getByText('Para ver el teléfono del cliente, primero envíale un mensaje o una oferta sobre este trabajo.'),
	).toBeVisible()
	await expect(page.getByText(/Teléfono del cliente/)).toHaveCount(0)

	await page.getByLabel('Mensaje para el cliente').fill('Hola Elena, ¿a qué hora te viene bien?')
	await page.getByRole('button', { name: 'Enviar mensaje' }).click()
	await expect(page.getByText('Mensaje enviado con éxito')).toBeVisible()
	await expect(contact).toContainText(client)
	await expect(page.getByText(/Teléfono del cliente/)).toHaveCount(0)
	await page.getByRole('button', { name: 'Ver teléfono' }).click()
	await expect(page.getByText('Teléfono del cliente: 644556677')).toBeVisible()
	await page.reload()
	await expect(page.getByText('Teléfono del cliente: 644556677')).toBeVisible() // recorded: it stays

	await page.context().clearCookies()
	await page.context().addCookies([{ name: 'userConsent', value: 'ImRlY2xpbmVkIg%3D%3D', url: page.url() }])
	await loginWithForm(page, client)
	await page.goto(`/newjob/${jobId}`)
	const seen = page.getByTestId('telefono-visto')
	await expect(seen.getByRole('heading', { name: 'Quién ha visto tu teléfono' })).toBeVisible()
	await expect(seen.getByRole('listitem')).toHaveCount(1)
	await expect(seen.getByRole('listitem')).toContainText(craftsman.company)
	return { jobId, title }
}
