import { test } from './fixtures.ts'
import { registerVerifyAndSignIn } from './register.helpers.ts'

test('with JavaScript a craftsman registers with documents, verifies the email, signs in, and is not told to change the password just chosen', async ({
	page,
}) => {
	test.slow() // a long journey: on a loaded machine it outlasts the default 30 s
	await registerVerifyAndSignIn(page)
})
