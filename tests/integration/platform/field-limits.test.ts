// A field past its maximum is refused the same way by /api and by the page form that
// share its schema: 400, the Spanish message on the field, and not one row changed.
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { saveRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import { action as registerAction } from '#app/routes/api/auth/register.ts'
import { action as offerStatusAction } from '#app/routes/api/jobpost/offer_status.ts'
import { action as userAction } from '#app/routes/api/user/index.ts'
import { action as registrationAction } from '#app/routes/registrarse.tsx'
import { action as editProfileAction } from '#app/routes/tablero/$role/editarperfil.tsx'
import { action as clientJobsAction } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { databaseFingerprint } from '#tests/helpers/database-fingerprint.ts'
import {
	call,
	cookiesOf,
	formRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'
import { jobWithOffers, statuses } from '#tests/integration/client/setup.ts'

test('a first name of 61 characters: PUT /api/user and the profile form both refuse it; 60 is fine', async () => {
	const { user } = await createCraftsman()
	const token = (await issueTokens(user.id)).accessToken
	const cookie = await sessionCookie(user.id)
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
	const before = await databaseFingerprint()

	const api = await responseJson(
		await call(userAction, jsonRequest('/api/user', 'PUT', { name: 'N'.repeat(61) }, { token })),
	)
	expect(api).toEqual({
		status: 400,
		body: { success: false, message: 'Máximo 60 caracteres', errors: { name: 'Máximo 60 caracteres' } },
	})

	const fields = {
		section: 'personal',
		name: 'N'.repeat(61),
		lastName: 'Vidal',
		phone: '611 22 33 44',
		streetAddress: 'Calle Feria 2',
		zipCode: '41001',
		postalCodeId: String(place.id),
	}
	const form = unwrap(
		await call(editProfileAction, formRequest('/tablero/oficial/editarperfil', fields, { cookie }), {
			params: { role: 'oficial' },
		}),
	)
	expect(form.status).toBe(400)
	expect(form.data.result.error).toEqual({ name: ['Máximo 60 caracteres'] })
	expect(await databaseFingerprint()).toBe(before)

	// the bound itself is a valid name
	await call(
		editProfileAction,
		formRequest('/tablero/oficial/editarperfil', { ...fields, name: 'N'.repeat(60) }, { cookie }),
		{
			params: { role: 'oficial' },
		},
	)
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe('N'.repeat(60))
})

test('an email of 255 characters: POST /api/auth/register and the registration form both refuse it', async () => {
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '29001' } })
	const email = `${'a'.repeat(243)}@example.com` // 255
	const personal = {
		name: 'Rafa',
		lastName: 'Nadal',
		companyName: 'Electricidad Límite',
		email,
		phone: '611223344',
		zipCode: '29001',
		postalCodeId: String(place.id),
		streetAddress: 'Calle Mayor 1',
	}
	const before = await databaseFingerprint()

	const api = await responseJson(
		await call(
			registerAction,
			jsonRequest('/api/auth/register', 'POST', {
				...personal,
				address: place.id,
				role: 'oficial',
				password: 'Sevill4#Sol',
				craftmanDetails: {
					services: ['electrician'],
					documents: [{ document_type: 'craft_card', document_link: '/imagenes/documentos/abc123-large.webp' }],
					company_name: personal.companyName,
				},
			}),
		),
	)
	expect(api.status).toBe(400)
	expect(api.body).toMatchObject({
		success: false,
		message: 'Máximo 254 caracteres',
		errors: { email: 'Máximo 254 caracteres' },
	})

	const cookie = cookiesOf(new Headers({ 'Set-Cookie': await saveRegistrationDraft({ services: ['electrician'] }) }))
	const form = unwrap(await call(registrationAction, formRequest('/registrarse?paso=datos', personal, { cookie })))
	expect(form.status).toBe(400)
	expect(form.data.result.error).toEqual({ email: ['Máximo 254 caracteres'] })
	// the draft (a cookie) is not rewritten, and no row is written
	expect(form.headers.get('Set-Cookie')).toBeNull()
	expect(await databaseFingerprint()).toBe(before)
})

test('an offer id past the bound of ids: PUT /api/jobpost/offer_status and the jobs page refuse it before any lookup', async () => {
	const { client, offers } = await jobWithOffers(1)
	const token = (await issueTokens(client.id)).accessToken
	const cookie = await sessionCookie(client.id)
	const tooLong = `${offers[0]!.id}${'x'.repeat(30)}` // 55: past the 50 of any id
	const before = await databaseFingerprint()

	const api = await responseJson(
		await call(
			offerStatusAction,
			jsonRequest('/api/jobpost/offer_status', 'PUT', { offerId: tooLong, status: 'rejected' }, { token }),
		),
	)
	expect(api).toEqual({
		status: 400,
		body: { success: false, message: 'Oferta no válida', errors: { offerId: 'Oferta no válida' } },
	})

	// the page's buttons answer with a toast, not a field
	const page = (await call(
		clientJobsAction,
		formRequest('/tablero/cliente/trabajos', { intent: 'rechazar', offerId: tooLong }, { cookie }),
		{ params: { role: 'cliente' } },
	)) as Response
	expect(redirectLocation(page)).toBe('/tablero/cliente/trabajos')
	const toastCookie = page.headers
		.getSetCookie()
		.map((value) => value.split(';')[0])
		.join('; ')
	expect((await readToasts(new Request('http://localhost/', { headers: { Cookie: toastCookie } }))).toasts).toEqual([
		{ type: 'error', text: 'Acción no válida' },
	])
	expect(await statuses([offers[0]!.id])).toEqual(['pending'])
	expect(await databaseFingerprint()).toBe(before)
})
