// The page-action door: bad input answers 400 with the form's errors and runs nothing; a refusal
// lands on its field (or the whole form) with its status; anything else is not swallowed.
import { expect, test } from 'vitest'
import { z } from 'zod'
import { AppError } from './app-error.ts'
import { attempt, formAction } from './form-action.server.ts'

const Schema = z.object({ name: z.string().max(20, 'Como mucho 20 letras') })
const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [key, value] of Object.entries(fields)) data.set(key, value)
	return data
}
type Answer = { data: { result: { error?: Record<string, string[]> }; intent?: string }; init: { status?: number } }

test('bad input answers 400 with the field errors and never runs the model', async () => {
	let ran = false
	const answer = (await formAction(form({ name: 'x'.repeat(21) }), {
		schema: Schema,
		extra: { intent: 'perfil' },
		run: async () => (ran = true),
	})) as unknown as Answer
	expect(ran).toBe(false)
	expect(answer.init.status).toBe(400)
	expect(answer.data.intent).toBe('perfil')
	expect(answer.data.result.error).toEqual({ name: ['Como mucho 20 letras'] })
})

test('the model runs with the parsed values and its answer is the action’s', async () => {
	expect(await formAction(form({ name: 'Lola' }), { schema: Schema, run: async ({ name }) => `hola ${name}` })).toBe(
		'hola Lola',
	)
})

test('a refusal lands on its field, or on the whole form, with its status', async () => {
	const onField = (await formAction(form({ name: 'Lola' }), {
		schema: Schema,
		run: async () => {
			throw new AppError('conflict', 'Ese nombre ya existe', { field: 'name' })
		},
	})) as unknown as Answer
	expect(onField.init.status).toBe(409)
	expect(onField.data.result.error).toEqual({ name: ['Ese nombre ya existe'] })
	const onForm = (await formAction(form({ name: 'Lola' }), {
		schema: Schema,
		refusal: { field: null, status: 400 },
		run: async () => {
			throw new AppError('conflict', 'Ese nombre ya existe', { field: 'name' })
		},
	})) as unknown as Answer
	expect(onForm.init.status).toBe(400)
	expect(onForm.data.result.error).toEqual({ '': ['Ese nombre ya existe'] })
})

test('anything that is not an AppError goes on to the error boundary', async () => {
	await expect(
		formAction(form({ name: 'Lola' }), {
			schema: Schema,
			run: async () => {
				throw new Error('la base de datos no responde')
			},
		}),
	).rejects.toThrow('la base de datos no responde')
	await expect(
		attempt(
			async () => Promise.reject(new TypeError('x')),
			() => 'refused',
		),
	).rejects.toThrow(TypeError)
	expect(
		await attempt(
			async () => Promise.reject(new AppError('forbidden', 'No')),
			(error) => error.message,
		),
	).toBe('No')
})
