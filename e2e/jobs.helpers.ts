import { type Page } from '@playwright/test'

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
