// The registration's documents are stored once however often the same file is sent, and
// the new craftsman ends on a page saying what happens next.
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { saveRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import { action, loader } from '#app/routes/registrarse.tsx'
import { PASSWORD_TOO_COMMON } from '#app/models/auth/auth.schema.ts'
import { call, cookiesOf, getRequest, redirectLocation, unwrap } from '#tests/helpers/requests.ts'

const PASSWORD = 'Rafa#2024x'

async function draftCookie() {
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '29001' } })
	const setCookie = await saveRegistrationDraft({
		services: ['electrician'],
		personal: {
			name: 'Rafa',
			lastName: 'Nadal',
			companyName: `Electricidad Rafa ${Math.random().toString(36).slice(2, 8)}`,
			email: `rafa.${Math.random().toString(36).slice(2, 8)}@example.com`,
			phone: '611223344',
			zipCode: '29001',
			postalCodeId: place.id,
			streetAddress: 'Calle Mayor 1',
		},
		uploadsId: `borrador${Math.random().toString(36).slice(2, 10)}`,
	})
	return cookiesOf(new Headers({ 'Set-Cookie': setCookie }))
}

function documentsRequest(cookie: string, fields: Record<string, string>, file: Buffer) {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.append(name, value)
	body.append('craft_card', new File([new Uint8Array(file)], 'carne.png', { type: 'image/png' }))
	return new Request('http://localhost:3000/registrarse?paso=documentos', {
		method: 'POST',
		headers: { Cookie: cookie },
		body,
	})
}

test('«Subir documentos» and then «Registrarme» with the file still chosen store one document, and the craftsman lands on what happens next', async () => {
	const cookie = await draftCookie()
	const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3311' } })
		.png()
		.toBuffer()

	const uploaded = (await call(action, documentsRequest(cookie, { intent: 'upload' }, png))) as Response
	expect(redirectLocation(uploaded)).toBe('/registrarse?paso=documentos')
	// the documents live in the database under the draft's id: the cookie stays as it was
	expect(uploaded.headers.get('Set-Cookie')).toBeNull()
	const withDocument = cookie

	const registered = (await call(
		action,
		documentsRequest(withDocument, { newPassword: PASSWORD, confirmPassword: PASSWORD }, png),
	)) as Response
	expect(redirectLocation(registered)).toBe('/registrarse?paso=registrado')
	const documents = await prisma.craftsmanDocument.findMany({ select: { type: true, url: true } })
	expect(documents).toHaveLength(1)
	expect(documents[0]!.type).toBe('craft_card')

	const page = await call(loader, getRequest('/registrarse?paso=registrado'))
	expect(page).toEqual({ step: 'registrado' })
})

test('documents uploaded at once are all kept, «Quitar» removes one, and the cookie never grows', async () => {
	const cookie = await draftCookie()
	const pngs = await Promise.all(
		['#112233', '#445566', '#778899'].map((background) =>
			sharp({ create: { width: 40, height: 30, channels: 3, background } })
				.png()
				.toBuffer(),
		),
	)
	const uploads = (await Promise.all(
		pngs.map((png) => call(action, documentsRequest(cookie, { intent: 'upload' }, png))),
	)) as Response[]
	for (const upload of uploads) expect(redirectLocation(upload)).toBe('/registrarse?paso=documentos')
	const page = (await call(loader, getRequest('/registrarse?paso=documentos', { cookie }))) as {
		draft: { documents: Array<{ id: string; url: string }> }
	}
	expect(page.draft.documents).toHaveLength(3)
	const removeForm = new FormData()
	removeForm.append('intent', `quitar:${page.draft.documents[0]!.id}`)
	const removed = (await call(
		action,
		new Request('http://localhost:3000/registrarse?paso=documentos', {
			method: 'POST',
			headers: { Cookie: cookie },
			body: removeForm,
		}),
	)) as Response
	expect(redirectLocation(removed)).toBe('/registrarse?paso=documentos')
	const after = (await call(loader, getRequest('/registrarse?paso=documentos', { cookie }))) as typeof page
	expect(after.draft.documents.map((d) => d.id)).toEqual(page.draft.documents.slice(1).map((d) => d.id))
})

test('«Registrarme» with a password from the list of common and leaked ones is refused on its field, and no account is made', async () => {
	const cookie = await draftCookie()
	const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
		.png()
		.toBuffer()
	// every rule of the checklist holds; only the list knows it
	const common = '1Qaz!Qaz'
	const users = await prisma.user.count()
	const answer = await call(action, documentsRequest(cookie, { newPassword: common, confirmPassword: common }, png))
	expect(unwrap(answer).data.result.error).toEqual({ newPassword: [PASSWORD_TOO_COMMON] })
	// the refused password is not written back into the page (a JS-off form would show it in its HTML)
	expect(JSON.stringify(unwrap(answer).data.result)).not.toContain(common)
	expect(await prisma.user.count()).toBe(users)
})
