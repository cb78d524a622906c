// Issue 37 (part 6): invalid UTF-16 refused with 400 everywhere. Bytes that are not UTF-8 (raw, or
// escaped as %ED%A0%80 — an encoded surrogate —, %C3%28, %FF) in a form, a JSON body, a multipart
// text field or a query string, and half a surrogate pair in JSON ("\ud800"), used to be decoded to
// U+FFFD and accepted with 200. They are refused with 400 and a Spanish message before any route
// reads them (app/lib/unacceptable-text.ts, shared by the guards of server/web.ts and /api's readBody);
// pages get a Spanish page, /api its envelope `{ success: false, message }`. Files are not text.
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { limitRequestBodies } from '#server/http/body-limits.server.ts'
import { BAD_CHARACTERS, BAD_CHARACTERS_API, refuseBadForms, withReplayedBody } from '#server/http/form-guard.server.ts'
import { refuseBadUrls } from '#server/http/url-guard.server.ts'
import { readPageUploadForm } from '#app/models/uploads/upload-form.server.ts'
import { readBody } from '#app/api/respond.server.ts'
import { action as apiLogin } from '#app/routes/api/auth/login.ts'
import { call, responseJson } from '#tests/helpers/requests.ts'
import { type LocalServer, serveLocally } from '#tests/helpers/local-server.ts'

let server: LocalServer
let reached = 0
beforeAll(async () => {
	// the guards in server/web.ts's order
	const app = express()
	app.use(refuseBadUrls)
	app.use(limitRequestBodies)
	app.use(refuseBadForms)
	app.all('*', async (req, res) => {
		reached++
		const chunks: Buffer[] = []
		for await (const chunk of withReplayedBody(req)) chunks.push(chunk as Buffer)
		res.json({ bytes: Buffer.concat(chunks).toString('base64') })
	})
	server = await serveLocally(app)
})
afterAll(() => server.close())

const url = (path: string) => `http://127.0.0.1:${server.port}${path}`
const bytes = (...parts: Array<string | number[]>) =>
	Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))))
const post = (path: string, type: string, body: Uint8Array | string) =>
	fetch(url(path), {
		method: 'POST',
		headers: { 'Content-Type': type },
		body: typeof body === 'string' ? body : new Uint8Array(body),
	})
const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'

function multipart(fields: Array<[string, Uint8Array, string?]>) {
	const boundary = '----reformas-utf8'
	const parts = fields.map(([name, value, filename]) =>
		bytes(
			`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
			[...value],
			'\r\n',
		),
	)
	return {
		type: `multipart/form-data; boundary=${boundary}`,
		body: Buffer.concat([...parts, bytes(`--${boundary}--\r\n`)]),
	}
}

/** /api's JSON and forms are read by readBody (the guard leaves them to it): a 400 envelope is thrown */
async function apiRefuses(type: string, body: Uint8Array | string) {
	const request = new Request('http://localhost:3000/api/messages', {
		method: 'POST',
		headers: { 'Content-Type': type },
		body: typeof body === 'string' ? body : new Uint8Array(body),
	})
	const thrown = await readBody(request).then(
		() => undefined,
		(error: unknown) => error,
	)
	expect(thrown).toBeInstanceOf(Response)
	await expectRefused(thrown as Response, true)
}

async function expectRefused(response: Response, api: boolean) {
	expect(response.status).toBe(400)
	if (api)
		expect(await response.json()).toEqual({
			success: false,
			message: BAD_CHARACTERS_API,
			error: { message: BAD_CHARACTERS_API },
		})
	else expect(await response.text()).toContain(BAD_CHARACTERS)
}

const ESCAPES = ['%ED%A0%80', '%C3%28', '%FF', '%ED%B0%80a', 'ok%E2%82']
const RAW = [[0xed, 0xa0, 0x80], [0xc3, 0x28], [0xff], [0xe2, 0x82]]

test.each(ESCAPES)('a url-encoded form with %s is refused with 400 on a page and on /api, unread', async (escape) => {
	const before = reached
	await expectRefused(await post('/tablero/cliente/mensajes/abc', FORM, `text=hola${escape}`), false)
	await apiRefuses(FORM, `text=hola${escape}`)
	await expectRefused(await post('/registrarse', FORM, `nom${escape}bre=Ana`), false)
	expect(reached).toBe(before)
})

test.each(RAW)(
	'raw bytes that are not UTF-8 (%j) in a form, a JSON body or a multipart text field: 400',
	async (...raw) => {
		const before = reached
		await expectRefused(await post('/iniciar-sesion', FORM, bytes('email=ana', raw, '@example.com')), false)
		await apiRefuses(JSON_TYPE, bytes('{"email":"ana', raw, '@example.com"}'))
		await apiRefuses(FORM, bytes('email=ana', raw, '@example.com'))
		await expectRefused(await post('/resources/algo', JSON_TYPE, bytes('{"text":"', raw, '"}')), false)
		const form = multipart([['description', bytes('Una ventana ', raw)]])
		await expectRefused(await post('/publicartrabajo', form.type, form.body), false)
		await expectRefused(await post('/api/jobpost', form.type, form.body), true)
		expect(reached).toBe(before)
	},
)

test.each(['\\ud800', '\\udc00x', 'a\\ud83d'])(
	'a JSON body with half a surrogate pair (%s) is refused on every path',
	async (half) => {
		const before = reached
		await apiRefuses(JSON_TYPE, `{"email":"ana${half}@example.com","password":"x"}`)
		await expectRefused(await post('/tablero/cliente/avisos', JSON_TYPE, `{"keys":{"k${half}":"v"}}`), false)
		expect(reached).toBe(before)
	},
)

test.each(['%ED%A0%80', '%C3%28', '%FF'])(
	'a query string with %s is refused with 400 (page and /api)',
	async (escape) => {
		const before = reached
		const page = await fetch(url(`/encontraroficial?q=fontanero${escape}`))
		expect(page.status).toBe(400)
		expect(await page.text()).toContain('La dirección contiene caracteres no permitidos')
		const api = await fetch(url(`/api/get_jobs?search=${escape}`))
		expect(api.status).toBe(400)
		expect(await api.json()).toMatchObject({
			success: false,
			message: expect.stringMatching(/caracteres no permitidos/),
		})
		expect(reached).toBe(before)
	},
)

test('valid text goes through byte for byte: accents, emoji, escaped surrogate pairs, a lone % and binary files', async () => {
	const cases: Array<[string, string, Uint8Array | string]> = [
		['/tablero/cliente/mensajes/abc', FORM, `text=${encodeURIComponent('ñandú 🔧 «hola»')}&descuento=100%&x=%zz`],
		['/api/messages', FORM, bytes('text=', [0xc3, 0xb1], 'and', [0xf0, 0x9f, 0x94, 0xa7])],
		['/api/auth/login', JSON_TYPE, '{"email":"\\ud83d\\udd27 ana\\u00f1@example.com","note":"\\\\ud800 is text"}'],
		['/tablero/cliente/avisos', JSON_TYPE, 'no es JSON \\ud800'],
	]
	const image = multipart([
		['description', bytes('Ventana rota en el baño 🔧')],
		['photos', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0xed, 0xa0, 0x80]), 'foto.png'],
	])
	cases.push(['/publicartrabajo', image.type, image.body])
	for (const [path, type, body] of cases) {
		const response = await post(path, type, body)
		expect(response.status, path).toBe(200)
		expect((await response.json()).bytes, path).toBe(Buffer.from(body).toString('base64'))
	}
})

test('/api reads a body strictly too: its JSON with bytes that are not UTF-8 answers 400 (readBody)', async () => {
	const request = new Request('http://localhost:3000/api/auth/login', {
		method: 'POST',
		headers: { 'Content-Type': JSON_TYPE },
		body: new Uint8Array(bytes('{"email":"ana', [0xed, 0xa0, 0x80], '@example.com","password":"x"}')),
	})
	const answer = await responseJson(await call(apiLogin, request))
	expect(answer.status).toBe(400)
	expect(answer.body).toMatchObject({ success: false, message: BAD_CHARACTERS_API })
})

test('a large multipart post (an upload, not buffered by the guard) has its text fields read strictly', async () => {
	const photo = new Uint8Array(400 * 1024).fill(0xff)
	for (const raw of RAW) {
		const form = multipart([
			['description', bytes('Grifo ', raw)],
			['photos', photo, 'foto.png'],
		])
		const request = new Request('http://localhost:3000/publicartrabajo', {
			method: 'POST',
			headers: { 'Content-Type': form.type },
			body: new Uint8Array(form.body),
		})
		expect(await readPageUploadForm(request)).toEqual({ form: null, error: BAD_CHARACTERS })
	}
	const fine = multipart([
		['description', bytes('Grifo ñ 🔧')],
		['photos', photo, 'foto.png'],
	])
	const read = await readPageUploadForm(
		new Request('http://localhost:3000/publicartrabajo', {
			method: 'POST',
			headers: { 'Content-Type': fine.type },
			body: new Uint8Array(fine.body),
		}),
	)
	expect(read.form?.get('description')).toBe('Grifo ñ 🔧')
})
