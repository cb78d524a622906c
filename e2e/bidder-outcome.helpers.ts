import { type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, ownAddress } from './fixtures.ts'

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
	if (!response.ok()) throw new Error(`${response.url()} → ${response.status()} ${await response.text()}`)
	return (await response.json()) as T
}

const token = async (request: APIRequestContext, email: string, headers: Record<string, string> = {}) =>
	(
		await ok<{ accessToken: string }>(
			await request.post('/api/auth/login', { headers, data: { email, password: DEMO_PASSWORD } }),
		)
	).accessToken

/** cliente@demo.es publishes `title`; Tejados del Norte and Carpintería Luz offer on it (through /api). */
export async function jobWithTwoBidders(request: APIRequestContext, title: string) {
	const client = await token(request, 'cliente@demo.es')
	const places = { data: await ok<Array<{ _id: string }>>(await request.get('/api/postal_codes?search=28001')) }
	const { job } = await ok<{ job: { _id: string } }>(
		await request.post('/api/jobpost', {
			headers: { Authorization: `Bearer ${client}` },
			data: {
				newData: {
					category: 'pintores',
					serviceTitle: { service_title: '', other_title: title },
					additional_job_description: 'Trabajo de prueba del resultado para cada ofertante.',
					images: [],
					location: Number(places.data[0]!._id),
					working_schedule: 'flexible',
				},
			},
		}),
	)
	// each craftsman from his own network, not the client's (a shared one would hold a later review)
	const offer = async (email: string, price: number, away = ownAddress()) =>
		(
			await ok<{ offerId: string }>(
				await request.post('/api/offers', {
					headers: { Authorization: `Bearer ${await token(request, email, away)}`, ...away },
					data: { job: job._id, price },
				}),
			)
		).offerId
	return {
		jobId: job._id,
		winner: await offer('tejados.norte@demo.es', 300),
		loser: await offer('carpinteria.luz@demo.es', 450),
	}
}
