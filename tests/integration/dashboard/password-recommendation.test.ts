import { apiUpload } from '#tests/helpers/uploads.ts'
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { verifyLogin } from '#app/models/auth/account.server.ts'
import { hashPassword } from '#app/models/auth/password.server.ts'
import { registerCraftsman } from '#app/models/craftsmen/registration.server.ts'
import { publishJob } from '#app/models/jobs/publish-job.server.ts'
import { action as registerAction } from '#app/routes/api/auth/register.ts'
import { action as jobpostAction } from '#app/routes/api/jobpost.ts'
import { loader as layoutLoader } from '#app/routes/tablero/$role/layout.tsx'
import { action as passwordAction, loader as passwordLoader } from '#app/routes/tablero/$role/contrasena.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const NEW_PASSWORD = 'Brisa#2026x'

async function madrid() {
	return (await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })).id
}

/** What the dashboard layout tells the page about the password of `userId`. */
async function passwordState(userId: string, role: 'cliente' | 'oficial') {
	const cookie = await sessionCookie(userId)
	const result = unwrap<{ password: { hasPassword: boolean; recommendChange: boolean } }>(
		await call(layoutLoader, getRequest(`/tablero/${role}`, { cookie }), { params: { role } }),
	)
	return result.data.password
}

async function craftsmanFromForm() {
	const user = await registerCraftsman(
		{
			name: 'Rafa',
			lastName: 'Nadal',
			email: `rafa.${Date.now()}@example.com`,
			phone: '611223344',
			postalCodeId: await madrid(),
			streetAddress: 'Calle Mayor 1',
			password: 'Rafa#2024x',
			companyName: `Electricidad Rafa ${Date.now()}`,
			serviceIds: ['electrician'],
			documents: [{ type: 'craft_card', url: '/imagenes/documentos/x-large.webp' }],
			// as the registration page sends it: the documents are its draft's own uploads
			uploadsDraftId: 'draft-of-the-form',
		},
		{ clientIp: '10.9.0.1' },
	)
	return user.id
}

async function guestFromWizard() {
	const job = {
		serviceId: 'electrician',
		serviceTitle: 'Instalar enchufes',
		images: [],
		postalCodeId: await madrid(),
		workingSchedule: 'flexible' as const,
	}
	return (
		await publishJob({
			ownerId: null,
			contact: { name: 'Lola', email: `lola.${Date.now()}@example.com`, phone: '612345678' },
			job,
		})
	).ownerId
}

/** A password from before the policy: eight letters and a digit, as the old platform allowed. */
const WEAK_PASSWORD = 'sevilla1'

/** A craftsman whose stored password is weak, after signing in with it once. */
async function weakPasswordCraftsman() {
	const user = await createUser({ role: 'oficial' })
	await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(WEAK_PASSWORD) } })
	expect((await verifyLogin(user.email, WEAK_PASSWORD, '10.9.0.5')).ok).toBe(true)
	return user.id
}

const post = (role: string, fields: Record<string, string>, cookie?: string) =>
	call(passwordAction, formRequest(`/tablero/${role}/contrasena`, fields, { cookie }), { params: { role } })

describe('the password recommendation (spec 000 §2)', () => {
	test('is due for an account without a password, never for a password the user just chose', async () => {
		expect(await passwordState(await craftsmanFromForm(), 'oficial')).toEqual({
			hasPassword: true,
			recommendChange: false,
		})
		expect(await passwordState(await guestFromWizard(), 'cliente')).toEqual({
			hasPassword: false,
			recommendChange: true,
		})

		const place = await madrid()
		const registered = (await call(
			registerAction,
			jsonRequest('/api/auth/register', 'POST', {
				name: 'Manuel',
				lastName: 'Ruiz',
				phone: '655443322',
				email: 'manuel.recomendacion@example.com',
				zipCode: '28001',
				role: 'oficial',
				address: place,
				streetAddress: 'Calle Sierpes 3',
				password: 'Sevill4#Sol',
				craftmanDetails: {
					services: ['Electricista'],
					documents: [
						{
							document_type: 'craft_card',
							document_link: (await apiUpload()).url,
						},
					],
					company_name: 'Electricidad Recomendada',
				},
			}),
		)) as Response
		expect(registered.status).toBe(201)
		const manuel = await prisma.user.findUniqueOrThrow({ where: { email: 'manuel.recomendacion@example.com' } })
		expect(await passwordState(manuel.id, 'oficial')).toEqual({ hasPassword: true, recommendChange: false })

		const posted = (await call(
			jobpostAction,
			jsonRequest('/api/jobpost', 'POST', {
				newData: {
					category: 'electricista',
					serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
					images: [],
					location: place,
					working_schedule: 'flexible',
					contactDetails: { name: 'Pepa', email: 'pepa.recomendacion@example.com', phone: '612345678' },
				},
			}),
		)) as Response
		expect(posted.status).toBe(201)
		const pepa = await prisma.user.findUniqueOrThrow({ where: { email: 'pepa.recomendacion@example.com' } })
		expect(await passwordState(pepa.id, 'cliente')).toEqual({ hasPassword: false, recommendChange: true })

		const existing = await createUser()
		expect(await passwordState(existing.id, 'cliente')).toEqual({ hasPassword: true, recommendChange: false })
		// a sign-in with a good password changes nothing
		expect((await verifyLogin(existing.email, TEST_PASSWORD, '10.9.0.5')).ok).toBe(true)
		expect(await passwordState(existing.id, 'cliente')).toEqual({ hasPassword: true, recommendChange: false })
	})

	test('is due when a weak password is found at sign-in (common ones too), until set aside', async () => {
		expect(await passwordState(await weakPasswordCraftsman(), 'oficial')).toEqual({
			hasPassword: true,
			recommendChange: true,
		})
		// meets every rule of the checklist, yet is on the list of leaked passwords
		const common = await createUser()
		await prisma.user.update({ where: { id: common.id }, data: { passwordHash: await hashPassword('Password1!') } })
		expect((await verifyLogin(common.email, 'Password1!', '10.9.0.5')).ok).toBe(true)
		expect(await passwordState(common.id, 'cliente')).toMatchObject({ recommendChange: true })
	})

	test('«Más tarde» is a plain POST that sets it aside for good and goes back to the page', async () => {
		const userId = await weakPasswordCraftsman()
		const cookie = await sessionCookie(userId)
		const result = await post(
			'oficial',
			{ intent: 'mas-tarde', redirectTo: '/tablero/oficial/pedidos?pagina=2' },
			cookie,
		)
		expect(redirectLocation(result)).toBe('/tablero/oficial/pedidos?pagina=2')
		expect(await passwordState(userId, 'oficial')).toEqual({ hasPassword: true, recommendChange: false })
		// the password itself did not change, and signing in with it again does not bring the modal back
		const email = (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).email
		expect((await verifyLogin(email, WEAK_PASSWORD, '10.9.0.4')).ok).toBe(true)
		expect(await passwordState(userId, 'oficial')).toEqual({ hasPassword: true, recommendChange: false })
	})

	test('«Más tarde» never sends anyone off the site', async () => {
		const userId = await guestFromWizard()
		const result = await post(
			'cliente',
			{ intent: 'mas-tarde', redirectTo: '//ejemplo.com/robar' },
			await sessionCookie(userId),
		)
		expect(redirectLocation(result)).toBe('/tablero/cliente')
	})

	test('changing the password ends it; a wrong current password leaves it due', async () => {
		const userId = await weakPasswordCraftsman()
		const cookie = await sessionCookie(userId)
		const wrong = unwrap(
			await post(
				'oficial',
				{ currentPassword: 'Otra#2024x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
				cookie,
			),
		)
		expect(wrong.status).toBe(400)
		expect(await passwordState(userId, 'oficial')).toMatchObject({ recommendChange: true })

		const changed = await post(
			'oficial',
			{ currentPassword: WEAK_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
			cookie,
		)
		expect(redirectLocation(changed)).toBe('/tablero/oficial/contrasena')
		expect(await passwordState(userId, 'oficial')).toEqual({ hasPassword: true, recommendChange: false })
	})

	test('a guest chooses a first password without a current one, and can sign in with it', async () => {
		const userId = await guestFromWizard()
		const cookie = await sessionCookie(userId)
		expect(
			unwrap(
				await call(passwordLoader, getRequest('/tablero/cliente/contrasena', { cookie }), {
					params: { role: 'cliente' },
				}),
			).data,
		).toEqual({ hasPassword: false })

		const mismatch = unwrap(await post('cliente', { newPassword: NEW_PASSWORD, confirmPassword: 'Otra#2024x' }, cookie))
		expect(mismatch.status).toBe(400)
		expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toBeNull()

		const set = await post('cliente', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookie)
		// To the dashboard, not to a page that now asks for a «Contraseña actual»
		expect(redirectLocation(set)).toBe('/tablero/cliente')
		expect(await passwordState(userId, 'cliente')).toEqual({ hasPassword: true, recommendChange: false })
		const email = (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).email
		expect((await verifyLogin(email, NEW_PASSWORD, '10.9.0.4')).ok).toBe(true)

		// from now on the current password is asked for: the session alone no longer replaces it
		const again = unwrap(await post('cliente', { newPassword: 'Otra#2024x', confirmPassword: 'Otra#2024x' }, cookie))
		expect(again.status).toBe(400)
		expect((await verifyLogin(email, NEW_PASSWORD, '10.9.0.4')).ok).toBe(true)
	})

	test('anonymous visitors are sent to sign in and change nothing', async () => {
		const userId = await weakPasswordCraftsman()
		expect(redirectLocation(await post('oficial', { intent: 'mas-tarde' }))).toMatch(/^\/iniciar-sesion/)
		expect(await passwordState(userId, 'oficial')).toMatchObject({ recommendChange: true })
	})
})
