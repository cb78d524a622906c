import { type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from './fixtures.ts'

/** The demo craftsmen who are verified and subscribed, besides oficial@demo.es. */
export const BIDDERS = [
	'electricidad.sur@demo.es',
	'tejados.norte@demo.es',
	'carpinteria.luz@demo.es',
	'jardines.atlantico@demo.es',
]

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
	if (!response.ok()) throw new Error(`${response.url()} → ${response.status()} ${await response.text()}`)
	return (await response.json()) as T
}

/** A fresh job of a new client (nothing of the demo data touched), with one offer per `bidders`. */
export async function jobWithOffers(request: APIRequestContext, bidders: string[]) {
	const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`
	const title = `Tope de ofertas ${tag}`
	const places = { data: await ok<Array<{ _id: string }>>(await request.get('/api/postal_codes?search=28001')) }
	const posted = await ok<{ job: { _id: string } }>(
		await request.post('/api/jobpost', {
			data: {
				newData: {
					category: 'electricista',
					serviceTitle: { service_title: title, other_title: '' },
					additional_details: { square_meters: 20, how_many_rooms: 1 },
					additional_job_description: 'Trabajo creado por la prueba del tope de ofertas.',
					images: [],
					location: Number(places.data[0]!._id),
					working_schedule: 'en_una_semana',
					contactDetails: { name: 'Cliente Prueba', email: `tope.${tag}@example.com`, phone: '612345678' },
				},
			},
		}),
	)
	for (const [i, email] of bidders.entries()) {
		const { accessToken } = await ok<{ accessToken: string }>(
			await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } }),
		)
		await ok(
			await request.post('/api/offers', {
				data: { job: posted.job._id, price: 200 + i },
				headers: { Authorization: `Bearer ${accessToken}` },
			}),
		)
	}
	return { jobId: posted.job._id, title }
}
