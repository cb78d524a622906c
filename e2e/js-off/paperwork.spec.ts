import { test } from '../fixtures.ts'
import { paperworkJourney } from '../paperwork.helpers.ts'

// Without JavaScript, on a phone-sized screen: the same plain forms send and sign the annex and
// carry the warranty claim from the client to the craftsman and back.
test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript the annex is sent and signed, and the warranty claim answered and confirmed', async ({
	browser,
	page,
	request,
	baseURL,
}) => {
	test.slow() // two sign-ins and a dozen pages
	await paperworkJourney(
		{ browser, page, request, baseURL },
		{ javaScriptEnabled: false, shots: 'test-results/paperwork-phone-js-off' },
	)
})
