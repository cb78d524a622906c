// Public routes that no other integration test reaches: the job wizard and registration gates,
// the absence of optional cookies, stored images and the health check.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getStorage } from '#app/models/uploads/storage.server.ts'
import { action as registerAction, loader as registerLoader } from '#app/routes/registrarse.tsx'
import { action as wizardAction, loader as wizardLoader } from '#app/routes/publicartrabajo.tsx'
import { loader as healthLoader } from '#app/routes/healthcheck.ts'
import { loader as imageLoader } from '#app/routes/imagenes/$.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

describe('job wizard (/publicartrabajo)', () => {
	test('a signed-in craftsman or admin is refused, on the page and on a post', async () => {
		for (const role of ['oficial', 'admin'] as const) {
			const cookie = await sessionCookie((await createUser({ role })).id)
			const page = unwrap<{ view: string; message: string }>(
				await call(wizardLoader, getRequest('/publicartrabajo', { cookie })),
			)
			expect(page.data.view).toBe('refused')
			expect(page.data.message).toMatch(/^Solo las clientas pueden publicar/)
			const jobsBefore = await prisma.job.count()
			const post = unwrap(
				await call(wizardAction, formRequest('/publicartrabajo?paso=titulo', { title: 'Pintar' }, { cookie })),
			)
			expect(post.status).toBe(403)
			expect(await prisma.job.count()).toBe(jobsBefore)
		}
	})

	test('a visitor and a client start by choosing a service', async () => {
		const client = await createUser({ role: 'cliente' })
		for (const cookie of [undefined, await sessionCookie(client.id)]) {
			const page = unwrap<{ view: string; services: unknown[] }>(
				await call(wizardLoader, getRequest('/publicartrabajo', { cookie })),
			)
			expect(page.data.view).toBe('services')
			expect(page.data.services.length).toBeGreaterThan(0)
		}
	})
})

describe('craftsman registration (/registrarse)', () => {
	test('a signed-in user is sent to their dashboard and cannot register again', async () => {
		const user = await createUser({ role: 'cliente' })
		const cookie = await sessionCookie(user.id)
		expect(redirectLocation((await call(registerLoader, getRequest('/registrarse', { cookie }))) as Response)).toBe(
			'/tablero/cliente',
		)
		const usersBefore = await prisma.user.count()
		const post = (await call(registerAction, formRequest('/registrarse', { name: 'Otra' }, { cookie }))) as Response
		expect(post.status).toBe(302)
		expect(await prisma.user.count()).toBe(usersBefore)
	})
})

describe('cookies', () => {
	test('a first visit sets no cookie and asks no consent: only technical cookies exist', async () => {
		const result = unwrap(await call(rootLoader, getRequest('/')))
		expect(result.headers.get('Set-Cookie')).toBeNull()
		expect(result.data).not.toHaveProperty('consent')
	})
})

describe('stored images (/imagenes/*)', () => {
	test('serves a stored image with its type, and 404 for unknown or unsafe keys', async () => {
		const key = `jobs/${'a'.repeat(64)}.webp`
		await getStorage().put(key, new Uint8Array([1, 2, 3]), 'image/webp')
		const found = (await call(imageLoader, getRequest(`/imagenes/${key}`), { params: { '*': key } })) as Response
		expect(found.status).toBe(200)
		expect(found.headers.get('Content-Type')).toBe('image/webp')
		expect(new Uint8Array(await found.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
		for (const bad of [`jobs/${'b'.repeat(64)}.webp`, '../../etc/passwd', '']) {
			const missing = (await call(imageLoader, getRequest(`/imagenes/${bad}`), { params: { '*': bad } })) as Response
			expect(missing.status).toBe(404)
		}
	})
})

describe('health check', () => {
	test('answers 200 while the database answers, never cached', async () => {
		const response = (await call(healthLoader, getRequest('/healthcheck'))) as Response
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
	})
})
