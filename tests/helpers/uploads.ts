// Uploads as the /api clients make them: POST /api/upload with a real image, answering its secure_url.
import sharp from 'sharp'
import { action as uploadAction } from '#app/routes/api/upload.ts'
import { loader as documentLoader } from '#app/routes/documentos/$.tsx'
import { loader as imageLoader } from '#app/routes/imagenes/$.tsx'
import { call, getRequest, testContext } from './requests.ts'

let colour = 0

/** A small PNG of its own colour each call (keys are content hashes: each is a new file). */
export async function testPng(width = 40, height = 30) {
	colour = (colour + 7919) % 0xffffff
	return sharp({
		create: { width, height, channels: 3, background: `#${colour.toString(16).padStart(6, '0')}` },
	})
		.png()
		.toBuffer()
}

/** POST /api/upload (with the caller's token when given); answers the status and secure_url. */
export async function apiUpload({ token, image, ip }: { token?: string; image?: Buffer; ip?: string } = {}) {
	const form = new FormData()
	form.append('file', new File([new Uint8Array(image ?? (await testPng()))], 'foto.png', { type: 'image/png' }))
	const headers = new Headers()
	if (token) headers.set('Authorization', `Bearer ${token}`)
	const request = new Request('http://localhost:3000/api/upload', { method: 'POST', headers, body: form })
	const response = (await call(uploadAction, request, { context: testContext(ip) })) as Response
	const body = (await response.json()) as { secure_url?: string; message?: string }
	return { status: response.status, url: body.secure_url ?? '', body }
}

/**
 * A stored file's address (absolute or a path) asked for as a browser does, with its session
 * cookie when given: public images under /imagenes, private documents under /documentos.
 */
export async function getStoredFile(url: string, cookie?: string) {
	const pathname = new URL(url, 'http://localhost:3000').pathname
	const [, folder = '', key = ''] = /^\/(imagenes|documentos)\/(.*)$/.exec(pathname) ?? []
	const loader = folder === 'documentos' ? documentLoader : imageLoader
	return (await call(loader, getRequest(pathname, { cookie }), { params: { '*': key } })) as Response
}
