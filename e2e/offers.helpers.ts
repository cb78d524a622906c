import { type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from './fixtures.ts'

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
	if (!response.ok()) throw new Error(`${response.url()} → ${response.status()} ${await response.text()}`)
	return (await response.json()) as T
}

/**
 * Publishes `count` fresh jobs (one new client, so no demo row is touched) and sends an offer on
 * each from `craftsmanEmail`, through the /api calls. Returns the offer ids, oldest first.
 */
export async function createOffers(request: APIRequestContext, craftsmanEmail: string, count: number) {
	const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`
	const { accessToken: craftsmanToken } = await ok<{ accessToken: string }>(
		await request.post('/api/auth/login', { data: { email: craftsmanEmail, password: DEMO_PASSWORD } }),
	)
	const places = { data: await ok<Array<{ _id: string }>>(await request.get('/api/postal_codes?search=28001')) }
	const newData = (i: number) => ({
		category: 'electricista',
		serviceTitle: { service_title: `Oferta e2e ${tag} nº ${i + 1}`, other_title: '' },
		additional_details: { square_meters: 20, how_many_rooms: 1 },
		additional_job_description: 'Trabajo creado por la prueba del historial de ofertas.',
		images: [],
		location: Number(places.data[0]!._id),
		working_schedule: 'en_una_semana',
		contactDetails: { name: 'Cliente Prueba', email: `historial.${tag}@example.com`, phone: '612345678' },
	})
	const first = await ok<{ accessToken: string; job: { _id: string } }>(
		await request.post('/api/jobpost', { data: { newData: newData(0) } }),
	)
	const jobs = [first.job._id]
	for (let i = 1; i < count; i++) {
		const next = await ok<{ job: { _id: string } }>(
			await request.post('/api/jobpost', {
				data: { newData: newData(i) },
				headers: { Authorization: `Bearer ${first.accessToken}` },
			}),
		)
		jobs.push(next.job._id)
	}
	const offers: string[] = []
	for (const [i, job] of jobs.entries()) {
		const sent = await ok<{ offerId: string }>(
			await request.post('/api/offers', {
				data: { job, price: 150 + i },
				headers: { Authorization: `Bearer ${craftsmanToken}` },
			}),
		)
		offers.push(sent.offerId)
	}
	return { offers, jobs, tag }
}
