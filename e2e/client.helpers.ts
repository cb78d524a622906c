import { type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, ownAddress } from './fixtures.ts'

async function apiLogin(request: APIRequestContext, email: string, headers: Record<string, string> = {}) {
	const body = (await (
		await request.post('/api/auth/login', { headers, data: { email, password: DEMO_PASSWORD } })
	).json()) as {
		accessToken: string
		user: { _id: string }
	}
	return { token: body.accessToken, id: body.user._id }
}

// Tejados del Norte, not Reformas Moreno: other specs rely on that profile's rating
/** cliente@demo.es publishes a job titled `title` and tejados.norte@demo.es sends an offer on it (both through the /api). */
export async function jobWithDemoOffer(
	request: APIRequestContext,
	title: string,
	price: number,
	{ catalogue = false }: { catalogue?: boolean } = {},
) {
	const client = await apiLogin(request, 'cliente@demo.es')
	// the craftsman works from his own network, not the client's (a shared one holds the review)
	const away = ownAddress()
	const craftsman = await apiLogin(request, 'tejados.norte@demo.es', away)
	const places = {
		data: (await (await request.get('/api/postal_codes?search=28001')).json()) as Array<{ _id: string }>,
	}
	const created = await request.post('/api/jobpost', {
		headers: { Authorization: `Bearer ${client.token}` },
		data: {
			newData: {
				category: 'pintores',
				serviceTitle: catalogue ? { service_title: title, other_title: '' } : { service_title: '', other_title: title },
				additional_job_description: 'Trabajo de prueba de extremo a extremo.',
				images: [],
				location: Number(places.data[0]!._id),
				working_schedule: 'flexible',
			},
		},
	})
	if (!created.ok()) throw new Error(`POST /api/jobpost answered ${created.status()}: ${await created.text()}`)
	const jobId = ((await created.json()) as { job: { _id: string } }).job._id
	const offer = await request.post('/api/offers', {
		headers: { Authorization: `Bearer ${craftsman.token}`, ...away },
		data: { client: client.id, job: jobId, price, handymanName: 'Tejados del Norte' },
	})
	if (!offer.ok()) throw new Error(`POST /api/offers answered ${offer.status()}: ${await offer.text()}`)
	return jobId
}

/** The visible ratings of the public profile, read from each review's stars. */
export async function profileRatings(page: Page) {
	await page.goto('/oficial/tejados-del-norte')
	const labels = await page
		.locator('.review .stars')
		.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))
	return labels.map((label) => Number(/Valoración ([\d,]+) de 5/.exec(label)![1]!.replace(',', '.')))
}

/** After the review: the comment and the new average (2 decimals, Spanish format) on the profile. */
export async function expectReviewOnProfile(page: Page, comment: string, ratingsBefore: number[], rating: number) {
	const all = [...ratingsBefore, rating]
	const average = Math.round((all.reduce((sum, value) => sum + value, 0) / all.length) * 100) / 100
	await page.goto('/oficial/tejados-del-norte')
	await expect(page.getByText(comment)).toBeVisible()
	const formatted = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(average)
	await expect(
		page.getByText(`${formatted} de 5 · ${all.length} ${all.length === 1 ? 'opinión' : 'opiniones'}`),
	).toBeVisible()
}

/** On the acceptance page: signs (types the name, confirms the receipt) and accepts. */
export async function signAndAccept(page: Page, name = 'Clara Cliente') {
	await expect(page).toHaveURL(/\/tablero\/cliente\/trabajos\/confirmar\?accion=aceptar&oferta=/)
	await page.getByLabel('Tu nombre y apellidos (firma)').fill(name)
	await page.getByLabel('He recibido el presupuesto antes del inicio de los trabajos').check()
	await page.getByRole('button', { name: 'Sí, aceptar la oferta' }).click()
}

/** On «Mis trabajos»: accepts `company`'s offer in the job's `card`, then marks the job completed. */
export async function acceptAndComplete(page: Page, card: Locator, company: string) {
	await card.getByRole('button', { name: new RegExp(`^Aceptar la oferta de ${company}`) }).click()
	// accepting is signed on its own page; completing asks in a dialog
	await signAndAccept(page)
	await expect(page.getByText('Oferta aceptada', { exact: true })).toBeVisible()
	await expect(card.getByText('Asignado')).toBeVisible()
	await card.getByRole('button', { name: 'Marcar como terminado' }).click()
	await page.getByRole('dialog').getByRole('button', { name: 'Sí, está terminado' }).click()
	await expect(page.getByText('Trabajo marcado como terminado')).toBeVisible()
	await expect(card.getByText('Terminado')).toBeVisible()
}
