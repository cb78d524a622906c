// The two mappers of refusals: one for pages, one for /api. Everything else rethrows.
import { describe, expect, test } from 'vitest'
import { api } from '#app/api/respond.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { formRefusal, redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'

const submission = { reply: (options?: object) => ({ status: 'error', ...options }) }

describe('the /api wrapper', () => {
	test('an AppError answers the envelope with its status and details', async () => {
		const handler = api(async () => {
			throw new AppError('payment_required', 'Se requiere una suscripción', { details: { paymentId: 'RF-1' } })
		})
		const response = await handler()
		expect(response.status).toBe(402)
		expect(await response.json()).toEqual({ success: false, message: 'Se requiere una suscripción', paymentId: 'RF-1' })
	})

	test('a refused field is listed under errors with the contract name', async () => {
		const handler = api(
			async () => {
				throw new AppError('bad_request', 'El código postal es inválido', { field: 'postalCodeId' })
			},
			{ fieldNames: { postalCodeId: 'address' } },
		)
		expect(await (await handler()).json()).toEqual({
			success: false,
			message: 'El código postal es inválido',
			errors: { address: 'El código postal es inválido' },
		})
	})

	test('answers pass through and other errors are rethrown', async () => {
		expect((await api(async () => Response.json({ ok: 1 }))()).status).toBe(200)
		await expect(api(async () => Promise.reject(new Error('boom')))()).rejects.toThrow('boom')
		const thrown = new Response(null, { status: 401 })
		await expect(api(async () => Promise.reject(thrown))()).rejects.toBe(thrown)
	})
})

describe('the page mapper', () => {
	test('the message goes on the error field, or on the whole form, with the status', async () => {
		const onField = formRefusal(new AppError('conflict', 'Ya existe', { field: 'email' }), submission)
		expect(onField.init?.status).toBe(409)
		expect(onField.data).toEqual({ result: { status: 'error', fieldErrors: { email: ['Ya existe'] } } })

		const onForm = formRefusal(new AppError('conflict', 'Ya existe', { field: 'email' }), submission, {
			field: null,
			status: 400,
			extra: { intent: 'x' },
		})
		expect(onForm.init?.status).toBe(400)
		expect(onForm.data).toEqual({ intent: 'x', result: { status: 'error', formErrors: ['Ya existe'] } })
	})

	test('a toast refusal redirects with the error toast cookie', async () => {
		const response = await toastRefusal(new AppError('not_found', 'Plan no encontrado'), '/tablero/admin/planes')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/tablero/admin/planes')
		expect(response.headers.get('Set-Cookie')).toMatch(/toast/i)
		const ok = await redirectWithToast('/x', { type: 'success', text: 'Hecho' })
		expect(ok.headers.get('Set-Cookie')).toBeTruthy()
	})

	test('anything but an AppError is rethrown', async () => {
		expect(() => formRefusal(new Error('boom'), submission)).toThrow('boom')
		await expect(toastRefusal(new TypeError('bad'), '/')).rejects.toThrow('bad')
	})
})
