import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { classifyPosterEmail, publishJob } from '#app/models/jobs/publish-job.server.ts'
import { LocationStep, TitleStep, ContactStep, DateStep } from '#app/models/jobs/job-wizard.schema.ts'
import { createUser } from '#tests/factories/users.ts'
import { AppError } from '#app/lib/app-error.ts'
import { PHONE_INVALID } from '#app/lib/phone.ts'

async function job() {
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
	return {
		serviceId: 'electrician',
		serviceTitle: 'Instalar enchufes',
		images: [],
		postalCodeId: place.id,
		workingSchedule: 'flexible' as const,
	}
}

describe('publishing a job', () => {
	test('a guest gets a client account and the job in one go', async () => {
		const result = await publishJob({
			ownerId: null,
			contact: { name: 'Lola', email: 'Lola@Example.com', phone: '612345678' },
			job: await job(),
		})
		expect(result.createdAccount).toBe(true)
		const owner = await prisma.user.findUniqueOrThrow({ where: { id: result.ownerId }, include: { jobs: true } })
		expect(owner).toMatchObject({
			email: 'lola@example.com',
			role: 'cliente',
			emailVerified: false,
			passwordHash: null,
		})
		expect(owner.jobs).toHaveLength(1)
	})

	test('an existing email needs the password first, and craftsmen cannot post', async () => {
		const client = await createUser()
		const craftsman = await createUser({ role: 'oficial' })
		expect((await classifyPosterEmail(client.email)).kind).toBe('client')
		expect(await classifyPosterEmail(craftsman.email)).toEqual({
			kind: 'refused',
			message: 'Solo las clientas pueden publicar trabajos',
		})
		expect((await classifyPosterEmail('nueva@example.com')).kind).toBe('new')
		const contact = (email: string) => ({ name: 'X', email, phone: '600000000' })
		await expect(publishJob({ ownerId: null, contact: contact(client.email), job: await job() })).rejects.toThrow(
			'Este correo ya tiene cuenta: escribe tu contraseña',
		)
		await expect(publishJob({ ownerId: null, contact: contact(craftsman.email), job: await job() })).rejects.toThrow(
			AppError,
		)
		await expect(
			publishJob({ ownerId: craftsman.id, contact: contact(craftsman.email), job: await job() }),
		).rejects.toThrow('Solo las clientas')
		expect(await prisma.job.count({ where: { ownerId: { in: [client.id, craftsman.id] } } })).toBe(0)
	})
})

describe('wizard step rules', () => {
	test('a title or another title, and choosing one clears the other', () => {
		expect(TitleStep.safeParse({}).error?.issues[0].message).toBe('¿Puedes responder esta pregunta?')
		expect(TitleStep.parse({ serviceTitle: 'Instalar enchufes', otherTitle: 'Poner un foco' })).toEqual({
			serviceTitle: undefined,
			otherTitle: 'Poner un foco',
		})
		expect(TitleStep.parse({ serviceTitle: 'Instalar enchufes' })).toEqual({
			serviceTitle: 'Instalar enchufes',
			otherTitle: undefined,
		})
	})

	test('contact, date and postal-code messages', () => {
		const messages = (
			schema: { safeParse: (v: unknown) => { error?: { issues: Array<{ message: string }> } } },
			value: unknown,
		) => schema.safeParse(value).error?.issues.map((issue) => issue.message)
		expect(messages(ContactStep, {})).toEqual(['Se requiere el nombre', 'Se requiere número de teléfono'])
		expect(messages(ContactStep, { name: 'Ana', phone: '6x' })).toEqual([PHONE_INVALID])
		expect(messages(ContactStep, { name: 'Ana', phone: '61234' })).toEqual([PHONE_INVALID])
		expect(messages(ContactStep, { name: 'Ana', phone: '+34 512 345 678' })).toEqual([PHONE_INVALID])
		expect(messages(ContactStep, { name: 'Ana', phone: '+34 612 34 56 78' })).toBeUndefined()
		expect(messages(ContactStep, { name: 'Ana', phone: '+44 20 7946 0958' })).toBeUndefined()
		expect(messages(DateStep, {})).toEqual(['Se requiere la fecha de inicio del proyecto'])
		expect(messages(LocationStep, { zip: '' })?.[0]).toBe('Se requiere código postal')
		expect(messages(LocationStep, { zip: '28a01', postalCodeId: '1' })).toEqual(['El código postal debe ser un número'])
		expect(messages(LocationStep, { zip: '2800', postalCodeId: '1' })).toEqual([
			'El código postal debe tener 5 caracteres',
		])
		// a code without a chosen place is the server's to resolve (its only place, or a choice)
		expect(messages(LocationStep, { zip: '28001' })).toBeUndefined()
		expect(messages(LocationStep, { zip: '28001', postalCodeId: '0' })).toEqual(['Ubicación no encontrada'])
	})
})
