// Issue 37 (L5): half a UTF-16 surrogate pair in any input is refused with 400 by the one shared
// guard (app/lib/unacceptable-text.ts), before any route reads it: the reset email answered 500.
import { expect, test } from 'vitest'
import { hasUnacceptableText } from '#app/lib/unacceptable-text.ts'
import { action as apiReset } from '#app/routes/api/auth/reset_password.ts'
import { action as apiLogin } from '#app/routes/api/auth/login.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

test.each(['ana\ud800@example.com', 'ana\udc00@example.com', '\ud83d'])('/api refuses %j with 400', async (email) => {
	for (const [handler, path, method] of [
		[apiReset, '/api/auth/reset_password', 'PUT'],
		[apiLogin, '/api/auth/login', 'POST'],
	] as const) {
		const answer = await responseJson(await call(handler, jsonRequest(path, method, { email, password: 'x' })))
		expect(answer.status, path).toBe(400)
		expect(answer.body.message).toBe('Los datos contienen caracteres no permitidos')
	}
})

test('a whole pair (an emoji) is fine; half of one, or a control character, is not', () => {
	expect(hasUnacceptableText('Ana 😀 Muñoz')).toBe(false)
	expect(hasUnacceptableText('Ana \ud83d')).toBe(true)
	expect(hasUnacceptableText('\ude00 Ana')).toBe(true)
	expect(hasUnacceptableText('Ana\u0000')).toBe(true)
	// a page form's url-encoded body cannot carry half a pair (the browser and URLSearchParams
	// make it U+FFFD), so the forms' guard meets it only through this same function
})
