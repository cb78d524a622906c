import { type APIRequestContext } from '@playwright/test'
import { apiLogin } from './fixtures.ts'

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
