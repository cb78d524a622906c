import { test } from '../fixtures.ts'
import { registerVerifyAndSignIn } from '../register.helpers.ts'

test('without JavaScript a craftsman registers with documents, verifies the email and signs in', async ({ page }) => {
	await registerVerifyAndSignIn(page)
})
