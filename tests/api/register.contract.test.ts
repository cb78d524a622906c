import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { prisma } from '#app/lib/db.server.ts'
import { action as registerAction } from '#app/routes/api/auth/register.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest } from '#tests/helpers/requests.ts'
import { apiUpload } from '#tests/helpers/uploads.ts'

async function body(overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) {
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
	return {
		name: 'Manuel',
		lastName: 'Ruiz',
		phone: '655443322',
		email: 'manuel.api@example.com',
		zipCode: '41001',
		role: 'oficial',
		address: place.id,
		streetAddress: 'Calle Sierpes 3',
		password: 'Sevill4#Sol',
		craftmanDetails: {
			services: ['Electricista', 'fontaneria'],
			documents: [
				// uploaded as the clients do (POST /api/upload), then named here
				{ document_type: 'craft_card', document_link: (await apiUpload()).url },
			],
			company_name: 'Electricidad Giralda',
			description: 'Instalaciones eléctricas en Sevilla.',
			...details,
		},
		...overrides,
	}
}

const register = async (payload: object) => {
	const response = (await call(registerAction, jsonRequest('/api/auth/register', 'POST', payload))) as Response
	return { status: response.status, body: await response.json() }
}

describe('POST /api/auth/register', () => {
	test('creates an unverified craftsman with services and documents, emails the link and answers tokens', async () => {
		const { status, body: answer } = await register(await body())
		expect(status).toBe(201)
		expect(answer).toMatchObject({
			success: true,
			info: expect.stringContaining('Te has registrado'),
			accessToken: expect.any(String),
			refreshToken: expect.any(String),
			user_details: {
				email: 'manuel.api@example.com',
				role: 'oficial',
				address: { Postal_Code: '41001', Place_Name: 'Sevilla' },
			},
		})
		const user = await prisma.user.findUniqueOrThrow({
			where: { email: 'manuel.api@example.com' },
			include: { craftsman: { include: { services: true, documents: true } } },
		})
		expect(user.craftsman).toMatchObject({
			status: 'unverified',
			companyName: 'Electricidad Giralda',
			companySlug: 'electricidad-giralda',
		})
		expect(user.craftsman!.services.map((s) => s.serviceId).sort()).toEqual(['electrician', 'plumbing'])
		expect(user.craftsman!.documents).toEqual([
			expect.objectContaining({
				type: 'craft_card',
				url: expect.stringMatching(/^\/documentos\/[0-9a-f]{32}-large\.webp$/),
			}),
		])
		await runQueuedJobs()
		expect(readOutbox('manuel.api@example.com')).toHaveLength(1)
	})

	test("refuses bad bodies with the spec's messages and creates nothing", async () => {
		const taken = await createUser({ email: 'ocupado@example.com' })
		const cases: Array<[object, string]> = [
			[await body({ zipCode: '' }), 'El código postal es obligatorio'],
			[await body({ zipCode: '41a01' }), 'El código postal debe ser un número'],
			[await body({ zipCode: '28001' }), 'El código postal es inválido'],
			[await body({ email: '' }), 'El correo electrónico es obligatorio'],
			[await body({ email: 'x@' }), 'El correo electrónico es inválido'],
			[await body({ phone: '' }), 'El número de teléfono es obligatorio'],
			[await body({ streetAddress: '' }), 'La dirección es obligatoria'],
			[await body({}, { documents: [] }), 'Debes subir al menos un documento'],
			[await body({ password: 'Cort4#' }), 'Cumple la longitud: de 8 a 72 caracteres'],
			[await body({ email: taken.email }), 'Ya existe una cuenta con este correo electrónico. Inicia sesión.'],
			[await body({ role: 'cliente' }), 'Solo se pueden registrar profesionales (role oficial)'],
		]
		for (const [payload, message] of cases) expect((await register(payload)).body.message, message).toBe(message)
		expect(await prisma.craftsmanProfile.count()).toBe(1)
	})
})

describe('POST /api/auth/register answers in Spanish whatever the body', () => {
	test('wrong types, missing objects and unknown options: no English message, top or per field', async () => {
		const valid = await body({ email: 'zod.es@example.com' })
		const bodies: unknown[] = [
			[],
			'texto',
			{},
			{ ...valid, craftmanDetails: undefined },
			{ ...valid, craftmanDetails: 'x' },
			{ ...valid, name: 5, phone: null, password: ['a'] },
			{ ...valid, craftmanDetails: { ...valid.craftmanDetails, documents: [{ document_type: 'passport' }] } },
			{ ...valid, craftmanDetails: { ...valid.craftmanDetails, documents: 'x', services: 'x' } },
			{ ...valid, craftmanDetails: { ...valid.craftmanDetails, images: [1], description: 5 } },
		]
		for (const payload of bodies) {
			const { status, body: answer } = await register(payload as object)
			expect(status, JSON.stringify(payload)).toBe(400)
			const messages = [answer.message, ...Object.values(answer.errors ?? {})] as string[]
			for (const message of messages)
				expect(message, JSON.stringify(payload)).not.toMatch(/invalid|expected|received|required|must|option/i)
		}
		expect(await prisma.user.count({ where: { email: 'zod.es@example.com' } })).toBe(0)
	})
})
