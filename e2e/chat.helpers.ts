import { type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from './fixtures.ts'

async function apiLogin(request: APIRequestContext, email: string) {
	const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })
	const body = (await response.json()) as { accessToken: string; user: { _id: string } }
	return { token: body.accessToken, id: body.user._id }
}

/** The demo craftsman writes to the demo client through the /api (starting their conversation once). */
export async function craftsmanWritesToClient(request: APIRequestContext, text: string) {
	const client = await apiLogin(request, 'cliente@demo.es')
	const craftsman = await apiLogin(request, 'oficial@demo.es')
	const response = await request.post('/api/conversations', {
		data: { receiver: client.id, message: text },
		headers: { Authorization: `Bearer ${craftsman.token}` },
	})
	if (!response.ok()) throw new Error(`POST /api/conversations answered ${response.status()}: ${await response.text()}`)
	return (await response.json()) as { convId: string }
}
