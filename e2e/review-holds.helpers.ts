import { type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, readOutbox, waitForEmail } from './fixtures.ts'

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
	if (!response.ok()) throw new Error(`${response.url()} → ${response.status()} ${await response.text()}`)
	return (await response.json()) as T
}

/**
 * A review held for an admin, made as the fraud it stands for: a guest client posts a job, the
 * craftsman `craftsmanEmail` offers on it, the client verifies the email, accepts, completes and
 * rates him — every call from the same device (`X-Device-Id`), all through /api. Nothing of the demo
 * data changes but a new job, its offer and the held review. With `clientPage`, the emailed link is
 * followed there, which signs that page in as the client.
 */
export async function heldReviewOnFreshJob(
	request: APIRequestContext,
	{
		craftsmanEmail,
		rating,
		comment,
		clientPage,
	}: { craftsmanEmail: string; rating: number; comment: string; clientPage?: Page },
) {
	const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`
	const device = { 'X-Device-Id': `e2e-mismo-dispositivo-${tag}` }
	const email = `retenida.${tag}@example.com`
	const places = await ok<Array<{ _id: string }>>(await request.get('/api/postal_codes?search=41001'))
	const posted = await ok<{ accessToken: string; job: { _id: string } }>(
		await request.post('/api/jobpost', {
			headers: device,
			data: {
				newData: {
					category: 'electricista',
					serviceTitle: { service_title: '', other_title: `Revisar cuadro eléctrico ${tag}` },
					additional_job_description: 'Trabajo creado por la prueba de opiniones retenidas.',
					images: [],
					location: Number(places[0]!._id),
					working_schedule: 'flexible',
					contactDetails: { name: 'Cliente Inventado', email, phone: '612345678' },
				},
			},
		}),
	)
	const client = { Authorization: `Bearer ${posted.accessToken}`, ...device }
	const { accessToken } = await ok<{ accessToken: string }>(
		await request.post('/api/auth/login', {
			headers: device,
			data: { email: craftsmanEmail, password: DEMO_PASSWORD },
		}),
	)
	const { offerId } = await ok<{ offerId: string }>(
		await request.post('/api/offers', {
			headers: { Authorization: `Bearer ${accessToken}`, ...device },
			data: { job: posted.job._id, price: 180 },
		}),
	)
	// the made-up client does verify the address: the fraud the holds are for
	const verifyLink = /https?:\/\/\S+verificar-correo\?token=[\w-]+/
	await waitForEmail(email, 1)
	const link = new URL(
		readOutbox(email)
			.find((mail) => verifyLink.test(mail.text))!
			.text.match(verifyLink)![0],
	)
	if (clientPage) await clientPage.goto(`${link.pathname}${link.search}`)
	else await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 })
	await ok(await request.put('/api/jobpost/offer_status', { headers: client, data: { offerId, status: 'accepted' } }))
	await ok(await request.put('/api/jobpost/complete', { headers: client, data: { id: posted.job._id } }))
	const reviewed = await ok<{ message: string }>(
		await request.post('/api/reviews', { headers: client, data: { offerId, rating, comment } }),
	)
	expect(reviewed.message).toContain('Tu valoración está pendiente de revisión')
}
