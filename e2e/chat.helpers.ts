import { type APIRequestContext } from '@playwright/test'
import { apiLogin } from './fixtures.ts'

/** One demo account writes to another through the /api (starting their conversation once). */
async function writes(request: APIRequestContext, from: string, to: string, text: string) {
	const receiver = await apiLogin(request, to)
	const sender = await apiLogin(request, from)
	const response = await request.post('/api/conversations', {
		data: { receiver: receiver.id, message: text },
		headers: { Authorization: `Bearer ${sender.token}` },
	})
	if (!response.ok()) throw new Error(`POST /api/conversations answered ${response.status()}: ${await response.text()}`)
	return (await response.json()) as { convId: string }
}

/** The demo craftsman writes to the demo client through the /api (starting their conversation once). */
export function craftsmanWritesToClient(request: APIRequestContext, text: string) {
	return writes(request, 'oficial@demo.es', 'cliente@demo.es', text)
}

/** The demo client writes to the demo craftsman, in the same conversation. */
export function clientWritesToCraftsman(request: APIRequestContext, text: string) {
	return writes(request, 'cliente@demo.es', 'oficial@demo.es', text)
}
