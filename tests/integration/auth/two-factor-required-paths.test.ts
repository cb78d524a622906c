// With ADMIN_2FA_REQUIRED, an admin without a second factor reaches nothing but the page that
// enrols one (guards.server.ts requireEnrolledAdmin): not while acting as another user, and not
// the craftsmen's ID documents, which are served outside the dashboard (/documentos).
import { afterEach, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as actAction } from '#app/routes/tablero/$role/actuar-como/$userId.tsx'
import { loader as dashboardLayout } from '#app/routes/tablero/$role/layout.tsx'
import { action as craftmanAction } from '#app/routes/api/user/craftman.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, jsonRequest, redirectLocation, sessionCookie } from '#tests/helpers/requests.ts'
import { apiUpload, getStoredFile } from '#tests/helpers/uploads.ts'

const ENROL = '/tablero/admin/verificacion-en-dos-pasos'

afterEach(() => {
	getEnv().ADMIN_2FA_REQUIRED = false
})

test('an admin acting as a client, without a second factor, is sent to enrol on the client’s pages', async () => {
	const admin = await createUser({ role: 'admin' })
	const client = await createUser({ role: 'cliente' })
	const cookie = await sessionCookie(admin.id)
	const acting = await call(actAction, formRequest(`/tablero/admin/actuar-como/${client.id}`, {}, { cookie }), {
		params: { role: 'admin', userId: client.id },
	})
	expect(redirectLocation(acting)).toBe('/tablero/cliente')
	const clientHome = () =>
		call(dashboardLayout, getRequest('/tablero/cliente', { cookie }), { params: { role: 'cliente' } })
	expect(redirectLocation(await clientHome())).toBeNull() // not required yet: the client's home opens

	getEnv().ADMIN_2FA_REQUIRED = true
	expect(redirectLocation(await clientHome())).toBe(ENROL)
})

test('an admin without a second factor gets no ID document while it is required', async () => {
	const { user } = await createCraftsman({ status: 'unverified' })
	const token = (await issueTokens(user.id)).accessToken
	const upload = await apiUpload({ token })
	const given = (await call(
		craftmanAction,
		jsonRequest(
			'/api/user/craftman',
			'PUT',
			{ document: [{ document_type: 'trade_licence', document_link: upload.url }] },
			{ token },
		),
	)) as Response
	expect(given.status).toBe(200)
	const document = await prisma.craftsmanDocument.findFirstOrThrow({ where: { craftsman: { userId: user.id } } })
	const admin = await sessionCookie((await createUser({ role: 'admin' })).id)
	expect((await getStoredFile(document.url, admin)).status).toBe(200) // not required: admins read documents

	getEnv().ADMIN_2FA_REQUIRED = true
	const refused = await getStoredFile(document.url, admin).catch((thrown: unknown) => thrown)
	expect(redirectLocation(refused)).toBe(ENROL)
})
