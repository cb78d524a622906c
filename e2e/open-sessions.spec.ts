import { endSessionsJourney } from './open-sessions.helpers.ts'
import { test } from './fixtures.ts'

test('«Sesiones abiertas»: see another browser, end it, end the others, end this one', async ({ page, browser }) => {
	test.slow() // three sign-ins on a loaded machine
	await endSessionsJourney(page, browser, { javaScriptEnabled: true })
})
