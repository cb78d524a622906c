import { test } from './fixtures.ts'
import { registerVerifyAndSignIn } from './register.helpers.ts'

test('with JavaScript a craftsman registers with documents, verifies the email, signs in and changes the password in the recommendation', async ({ page }) => {
	await registerVerifyAndSignIn(page, 'change')
})
