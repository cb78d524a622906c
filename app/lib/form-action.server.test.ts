// The page-action door: bad input answers 400 with the form's errors and runs nothing; a refusal
// lands on its field (or the whole form) with its status; anything else is not swallowed.
import { expect, test } from 'vitest'
import { z } from 'zod'
import { AppError } from './app-error.ts'
import { firstError, formAction, toastAction } from './form-action.server.ts'

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
	await expect(toastAction('/', async () => Promise.reject(new TypeError('x')))).rejects.toThrow(TypeError)
})

test('a request is read by the door; a multi-button form is one union on intent', async () => {
	const Buttons = z.discriminatedUnion('intent', [
		z.object({ intent: z.literal('resume') }),
		z.object({ intent: z.literal('pause').optional(), name: z.string() }),
	])
	const post = (fields: Record<string, string>) =>
		new Request('http://localhost/', { method: 'POST', body: new URLSearchParams(fields) })
	const run = async (value: z.output<typeof Buttons>) =>
		value.intent === 'resume' ? 'resumed' : `paused ${value.name}`
	expect(await formAction(post({ intent: 'resume' }), { schema: Buttons, run })).toBe('resumed')
	// the form's own button sends no intent: the default branch
	expect(await formAction(post({ name: 'Lola' }), { schema: Buttons, run })).toBe('paused Lola')
	const unknown = (await formAction(post({ intent: 'borrar' }), { schema: Buttons, run })) as unknown as Answer
	expect(unknown.init.status).toBe(400)
})

test('a call settled otherwise lands where it says; reply answers the action’s own checks', async () => {
	const refused = (await formAction(form({ name: 'Lola' }), {
		schema: Schema,
		extra: { intent: 'perfil' },
		hideFields: ['password'],
		run: async (_value, door) => {
			await door.settle(
				async () => {
					throw new AppError('too_many_requests', 'Espera un minuto')
				},
				{ field: 'password', extra: { existingClient: true } },
			)
			return 'not reached'
		},
	})) as unknown as Answer & { data: { existingClient?: boolean } }
	expect(refused.init.status).toBe(429)
	expect(refused.data.intent).toBe('perfil')
	expect(refused.data.existingClient).toBe(true)
	expect(refused.data.result.error).toEqual({ password: ['Espera un minuto'] })
	const own = (await formAction(form({ name: 'Lola' }), {
		schema: Schema,
		run: async (_value, door) => door.reply({ fieldErrors: { name: ['Ya hay una Lola'] } }),
	})) as unknown as Answer
	expect(own.init.status).toBe(400)
	expect(own.data.result.error).toEqual({ name: ['Ya hay una Lola'] })
	const fine = (await formAction(form({ name: 'Lola' }), {
		schema: Schema,
		run: async (_value, door) => door.reply({ resetForm: true }),
	})) as unknown as Answer
	expect(fine.init.status).toBe(200)
})

test('a bare button’s refusal is an error toast on the page it names', async () => {
	const answer = (await toastAction('/tablero', async () => {
		throw new AppError('conflict', 'Ya estaba retirada')
	})) as Response
	expect(answer.status).toBe(302)
	expect(answer.headers.get('Location')).toBe('/tablero')
	expect(answer.headers.get('Set-Cookie')).toBeTruthy()
})

test('a page that answers with toasts: a refusal is its own answer, bad input its first error', async () => {
	const toasts = {
		schema: Schema,
		invalid: (submission: { error?: Record<string, string[] | null> | null }, sent: FormData) =>
			`mal: ${firstError(submission)} (${String(sent.get('back'))})`,
		refused: (error: AppError, value: { name: string }) => `no: ${error.message} (${value.name})`,
	}
	const refused = await formAction(form({ name: 'Lola' }), {
		...toasts,
		// neither the form's mapping nor `refusal` is used once `refused` answers
		refusal: { field: null },
		run: async () => {
			throw new AppError('conflict', 'Ya estaba retirada')
		},
	})
	expect(refused).toBe('no: Ya estaba retirada (Lola)')
	const bad = await formAction(form({ name: 'x'.repeat(21), back: '/lista' }), { ...toasts, run: async () => 'ok' })
	expect(bad).toBe('mal: Como mucho 20 letras (/lista)')
	// a call settled inside run keeps its own answer
	const settled = (await formAction(form({ name: 'Lola' }), {
		...toasts,
		run: async (_value, door) =>
			door.settle(async () => Promise.reject(new AppError('conflict', 'Ocupado', { field: 'name' })), {}),
	})) as unknown as Answer
	expect(settled.data.result.error).toEqual({ name: ['Ocupado'] })
	await expect(
		formAction(form({ name: 'Lola' }), { ...toasts, run: async () => Promise.reject(new Error('caída')) }),
	).rejects.toThrow('caída')
})

test('the answer to bad input may wait (a gate checked before what was typed)', async () => {
	const answer = await formAction(form({ name: 'x'.repeat(21) }), {
		schema: Schema,
		invalid: async () => new Promise<string>((resolve) => setTimeout(() => resolve('cerrado'), 5)),
		run: async () => 'abierto',
	})
	expect(answer).toBe('cerrado')
	expect(firstError({ error: {} })).toBeUndefined()
})

test('refused gets the door: a page may still answer some refusals on its form', async () => {
	const answer = (await formAction(form({ name: 'Lola' }), {
		schema: Schema,
		extra: { intent: 'perfil' },
		refused: (error, value, door) =>
			error.code === 'conflict'
				? door.reply({ fieldErrors: { name: [`${error.message}: ${value.name}`] } }, { status: 409 })
				: `no: ${error.message}`,
		run: async () => {
			throw new AppError('conflict', 'Ya existe')
		},
	})) as unknown as Answer
	expect(answer.init.status).toBe(409)
	expect(answer.data.intent).toBe('perfil')
	expect(answer.data.result.error).toEqual({ name: ['Ya existe: Lola'] })
})
