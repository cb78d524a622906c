import { endSessionsJourney } from '../open-sessions.helpers.ts'
import { test } from '../fixtures.ts'

test('«Sesiones abiertas» without JavaScript: plain forms end a session, the others, this one', async ({
	page,
	browser,
}) => {
	test.slow() // three sign-ins on a loaded machine
	await endSessionsJourney(page, browser, { javaScriptEnabled: false })
})
