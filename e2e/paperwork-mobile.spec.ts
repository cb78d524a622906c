import { test } from './fixtures.ts'
import { paperworkJourney } from './paperwork.helpers.ts'

// A phone (390 px, JavaScript on): an annex sent and signed, a warranty claim answered and closed
// (docs/decisions/054, 050, 055).
test.use({ viewport: { width: 390, height: 844 } })

test('the craftsman sends an annex, the client signs it; she claims under warranty, he answers, she confirms', async ({
	browser,
	page,
	request,
	baseURL,
}) => {
	test.slow() // two sign-ins and a dozen pages
	await paperworkJourney(
		{ browser, page, request, baseURL },
		{ javaScriptEnabled: true, shots: 'test-results/paperwork-phone' },
	)
})
