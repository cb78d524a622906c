import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { BAD_TAX_ID } from '#app/lib/tax-id.ts'
import { loader as layoutLoader } from '#app/routes/tablero/$role/layout.tsx'
import { action, loader } from '#app/routes/tablero/$role/editarperfil.tsx'
import { loader as reviewsLoader } from '#app/routes/tablero/$role/opinionesycomentarios.tsx'
import { action as clientAction, loader as clientLoader } from '#app/routes/tablero/$role/perfil.tsx'
import { loader as publicProfileLoader } from '#app/routes/oficial/$companyName.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const uploads = () => path.resolve(process.env.UPLOADS_DIR!)
const stored = () =>
	existsSync(uploads()) ? readdirSync(uploads(), { recursive: true }).filter((f) => String(f).endsWith('.webp')) : []

const PATH = '/tablero/oficial/editarperfil'
const params = { role: 'oficial' }

async function craftsman(options: Parameters<typeof createCraftsman>[0] = {}) {
	// his documents are the test's own (no checked craft card from the factory)
	const created = await createCraftsman({ checkedDocument: false, ...options })
	return { ...created, cookie: await sessionCookie(created.user.id) }
}

const post = (cookie: string, fields: Record<string, string>) =>
	call(action, formRequest(PATH, fields, { cookie }), { params })

function multipart(
	cookie: string,
	fields: Record<string, string>,
	files: Array<{ name: string; body: Uint8Array<ArrayBuffer>; type?: string; filename?: string }>,
) {
	const form = new FormData()
	for (const [key, value] of Object.entries(fields)) form.append(key, value)
	for (const file of files)
		form.append(file.name, new Blob([file.body], { type: file.type ?? 'image/png' }), file.filename ?? 'foto.png')
	return call(
		action,
		new Request(new URL(PATH, 'http://localhost:3000'), { method: 'POST', headers: { Cookie: cookie }, body: form }),
		{ params },
	)
}

const png = (color = '#336699') =>
	sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
		.png()
		.toBuffer()
		.then((b) => new Uint8Array(b) as Uint8Array<ArrayBuffer>)
const profileOf = (userId: string) =>
	prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId }, include: { services: true, documents: true } })

describe('/tablero/oficial/editarperfil: access', () => {
	test('anonymous users go to sign-in, clients to their own dashboard', async () => {
		expect(redirectLocation(await call(loader, getRequest(PATH), { params }))).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		const client = await createUser()
		expect(
			redirectLocation(await call(loader, getRequest(PATH, { cookie: await sessionCookie(client.id) }), { params })),
		).toBe('/tablero/cliente')
		expect(
			redirectLocation(
				await call(
					action,
					formRequest(PATH, { section: 'company', companyName: 'X' }, { cookie: await sessionCookie(client.id) }),
					{ params },
				),
			),
		).toBe('/tablero/cliente')
	})

	test('the loader shows the own profile only', async () => {
		const { cookie, user } = await craftsman({ company: 'Propia SL', services: ['electrician'] })
		const data = (await call(loader, getRequest(PATH, { cookie }), { params })) as any
		expect(data.profile.companyName).toBe('Propia SL')
		expect(data.person.id).toBe(user.id)
		expect(data.places.length).toBeGreaterThan(0)
	})
})

describe('company, description and services', () => {
	test('a new company name moves the slug; old slugs answer 404', async () => {
		const { cookie, user } = await craftsman({ company: 'Nombre Viejo' })
		const result = await post(cookie, {
			section: 'company',
			companyName: 'Nombre Nuevo',
			description: 'Reformas integrales.',
		})
		expect(redirectLocation(result)).toBe(PATH)
		expect(await profileOf(user.id)).toMatchObject({
			companyName: 'Nombre Nuevo',
			companySlug: 'nombre-nuevo',
			description: 'Reformas integrales.',
		})
		const old = await call(publicProfileLoader, getRequest('/oficial/nombre-viejo'), {
			params: { companyName: 'nombre-viejo' },
		})
		expect((old as Response).status).toBe(404)
	})

	test("another's company name (same slug) is refused and nothing changes; one's own name is fine", async () => {
		await createCraftsman({ company: 'Ocupada SL' })
		const { cookie, user } = await craftsman({ company: 'Mia SL', description: 'antes' })
		const refused = unwrap(
			await post(cookie, { section: 'company', companyName: 'ocupada sl', description: 'después' }),
		)
		expect(refused.status).toBe(400)
		expect(refused.data.result.error.companyName).toEqual(['Ya existe una empresa registrada con ese nombre'])
		expect(await profileOf(user.id)).toMatchObject({ companyName: 'Mia SL', description: 'antes' })
		expect(
			redirectLocation(await post(cookie, { section: 'company', companyName: 'Mia SL', description: 'después' })),
		).toBe(PATH)
	})

	test('the NIF/CIF for invoices: optional, normalised, validated, cleared when emptied', async () => {
		const { cookie, user } = await craftsman({ company: 'Con NIF SL' })
		const taxIdOf = async () =>
			(await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id }, select: { taxId: true } })).taxId
		const company = { section: 'company', companyName: 'Con NIF SL', description: '' }
		const refused = unwrap(await post(cookie, { ...company, taxId: '1234' }))
		expect(refused.status).toBe(400)
		expect(refused.data.result.error.taxId).toEqual([BAD_TAX_ID])
		expect(await taxIdOf()).toBeNull()
		// the right shape with a wrong check digit: a typo that must not reach an invoice
		expect(unwrap(await post(cookie, { ...company, taxId: 'B12345678' })).data.result.error.taxId).toEqual([BAD_TAX_ID])
		expect(redirectLocation(await post(cookie, { ...company, taxId: 'b-1234567 4' }))).toBe(PATH)
		expect(await taxIdOf()).toBe('B12345674')
		expect(redirectLocation(await post(cookie, { ...company, taxId: '' }))).toBe(PATH)
		expect(await taxIdOf()).toBeNull()
	})

	test('an empty company name is refused', async () => {
		const { cookie } = await craftsman()
		const refused = unwrap(await post(cookie, { section: 'company', companyName: '  ', description: '' }))
		expect(refused.data.result.error.companyName).toEqual(['El nombre de la empresa es obligatorio'])
	})

	test('services: at least one, known ones only; replaced on success', async () => {
		const { cookie, user } = await craftsman({ services: ['electrician'] })
		const none = unwrap(await post(cookie, { section: 'services' }))
		expect(none.status).toBe(400)
		expect(none.data.result.error.services).toEqual(['Selecciona al menos un servicio'])
		const unknown = unwrap(await post(cookie, { section: 'services', services: 'no-existe' }))
		expect(unknown.data.result.error.services).toEqual(['Servicio desconocido'])
		expect((await profileOf(user.id)).services.map((s) => s.serviceId)).toEqual(['electrician'])
		const body = new URLSearchParams([
			['section', 'services'],
			['services', 'carpenters'],
			['services', 'bricklayers'],
		])
		const ok = await call(
			action,
			new Request(new URL(PATH, 'http://localhost:3000'), {
				method: 'POST',
				headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
				body,
			}),
			{ params },
		)
		expect(redirectLocation(ok)).toBe(PATH)
		expect((await profileOf(user.id)).services.map((s) => s.serviceId).sort()).toEqual(['bricklayers', 'carpenters'])
	})
})

describe('images and documents', () => {
	test('several gallery images at once, then one removed', async () => {
		const { cookie, user } = await craftsman()
		const result = await multipart(cookie, { section: 'gallery' }, [
			{ name: 'images', body: await png('#111111') },
			{ name: 'images', body: await png('#222222') },
		])
		expect(redirectLocation(result)).toBe(PATH)
		const { images } = await profileOf(user.id)
		expect(images).toHaveLength(2)
		expect(images[0]).toMatch(/^\/imagenes\/galeria\/[0-9a-f]{32}-large\.webp$/)
		expect(redirectLocation(await post(cookie, { section: 'remove-image', image: images[0]! }))).toBe(PATH)
		expect((await profileOf(user.id)).images).toEqual([images[1]])
	})

	test('a non-image or a file over 5 MB stores nothing', async () => {
		const { cookie, user } = await craftsman()
		const before = stored().length
		const notImage = unwrap(
			await multipart(cookie, { section: 'gallery' }, [
				{ name: 'images', body: await png() },
				{ name: 'images', body: new TextEncoder().encode('hola'), type: 'text/plain', filename: 'a.txt' },
			]),
		)
		expect(notImage.status).toBe(400)
		expect(notImage.data.uploadError).toMatch(/^Solo se admiten imágenes/)
		const tooBig = unwrap(
			await multipart(cookie, { section: 'gallery' }, [{ name: 'images', body: new Uint8Array(5 * 1024 * 1024 + 10) }]),
		)
		expect(tooBig.status).toBe(400)
		expect(tooBig.data.uploadError).toBe('El tamaño de la imagen no puede exceder los 5 MB')
		expect((await profileOf(user.id)).images).toEqual([])
		expect(stored()).toHaveLength(before)
	})

	test('the gallery holds at most 12 images', async () => {
		const { cookie, user } = await craftsman({
			images: Array.from({ length: 12 }, (_, i) => `/imagenes/galeria/x${i}-large.webp`),
		})
		const full = unwrap(await multipart(cookie, { section: 'gallery' }, [{ name: 'images', body: await png() }]))
		expect(full.data.uploadError).toBe('Puedes tener como máximo 12 imágenes en la galería')
		expect((await profileOf(user.id)).images).toHaveLength(12)
	})

	test('a document change sends a verified profile back to review; the last document cannot go', async () => {
		const { cookie, user } = await craftsman({ status: 'verified' })
		expect(
			redirectLocation(
				await multipart(cookie, { section: 'document', documentType: 'craft_card' }, [
					{ name: 'document', body: await png() },
				]),
			),
		).toBe(PATH)
		let profile = await profileOf(user.id)
		expect(profile.status).toBe('unverified')
		expect(profile.documents).toHaveLength(1)
		const last = unwrap(await post(cookie, { section: 'remove-document', documentId: profile.documents[0]!.id }))
		expect(last.data.uploadError).toBe('Debes conservar al menos un documento')
		await multipart(cookie, { section: 'document', documentType: 'trade_licence' }, [
			{ name: 'document', body: await png('#abcdef') },
		])
		await prisma.craftsmanProfile.update({ where: { userId: user.id }, data: { status: 'verified' } })
		profile = await profileOf(user.id)
		expect(
			redirectLocation(await post(cookie, { section: 'remove-document', documentId: profile.documents[0]!.id })),
		).toBe(PATH)
		profile = await profileOf(user.id)
		expect(profile).toMatchObject({ status: 'unverified' })
		expect(profile.documents).toHaveLength(1)
		const badType = unwrap(
			await multipart(cookie, { section: 'document', documentType: 'passport' }, [
				{ name: 'document', body: await png() },
			]),
		)
		expect(badType.data.uploadError).toBe('Tipo de documento no válido')
	})

	test("nobody removes another craftsman's document or image", async () => {
		const other = await craftsman({ images: ['/imagenes/galeria/otro-large.webp'] })
		const doc = await prisma.craftsmanDocument.create({
			data: { craftsmanId: other.craftsman.id, type: 'craft_card', url: '/imagenes/documentos/a-large.webp' },
		})
		await prisma.craftsmanDocument.create({
			data: { craftsmanId: other.craftsman.id, type: 'craft_card', url: '/imagenes/documentos/b-large.webp' },
		})
		const { cookie } = await craftsman()
		await post(cookie, { section: 'remove-document', documentId: doc.id })
		await post(cookie, { section: 'remove-image', image: '/imagenes/galeria/otro-large.webp' })
		const after = await profileOf(other.user.id)
		expect(after.documents).toHaveLength(2)
		expect(after.images).toEqual(['/imagenes/galeria/otro-large.webp'])
		expect(after.status).toBe('verified')
	})

	test('profile photo: set, then removed', async () => {
		const { cookie, user } = await craftsman()
		expect(
			redirectLocation(await multipart(cookie, { section: 'photo' }, [{ name: 'photo', body: await png() }])),
		).toBe(PATH)
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhoto).toMatch(
			/^\/imagenes\/perfiles\//,
		)
		await post(cookie, { section: 'photo', remove: '1' })
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhoto).toBeNull()
	})
})

describe('personal data', () => {
	test('craftsman: saved with a place of the typed postal code; a bad postal code changes nothing', async () => {
		const { cookie, user } = await craftsman()
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const fields = {
			section: 'personal',
			name: 'Rosa',
			lastName: 'Vidal',
			phone: '611 22 33 44',
			streetAddress: 'Calle Feria 2',
			zipCode: '41001',
			postalCodeId: String(place.id),
		}
		const bad = unwrap(await post(cookie, { ...fields, zipCode: '4100A' }))
		expect(bad.status).toBe(400)
		expect(bad.data.result.error.zipCode).toEqual(['El código postal debe ser un número'])
		// a place left checked from another code: a code of several places needs a choice
		const mismatch = unwrap(await post(cookie, { ...fields, zipCode: '28110' }))
		expect(mismatch.data.result.error.postalCodeId).toEqual(['El código postal es inválido'])
		expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
			name: 'Luis',
			phone: '699111222',
		})
		expect(redirectLocation(await post(cookie, fields))).toBe(PATH)
		expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
			name: 'Rosa',
			lastName: 'Vidal',
			phone: '611223344',
			streetAddress: 'Calle Feria 2',
			postalCodeId: place.id,
		})
		// no JavaScript, no «Buscar»: a new code with one place, the old place still checked, is that place
		const madrid = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		expect(redirectLocation(await post(cookie, { ...fields, zipCode: '28001' }))).toBe(PATH)
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).postalCodeId).toBe(madrid.id)
		const { postalCodeId: _unchosen, ...withoutPlace } = fields
		expect(redirectLocation(await post(cookie, withoutPlace))).toBe(PATH)
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).postalCodeId).toBe(place.id)
	})

	test('client: /tablero/cliente/perfil edits name, phone and place, never the email; craftsmen are sent away', async () => {
		const client = await createUser({ email: 'cliente.perfil@example.com' })
		const cookie = await sessionCookie(client.id)
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		const clientPath = '/tablero/cliente/perfil'
		expect(
			((await call(clientLoader, getRequest(clientPath, { cookie }), { params: { role: 'cliente' } })) as any).person
				.email,
		).toBe('cliente.perfil@example.com')
		const missing = unwrap(
			await call(
				clientAction,
				formRequest(
					clientPath,
					{
						section: 'personal',
						name: '',
						lastName: 'X',
						phone: '600000000',
						zipCode: '28001',
						postalCodeId: String(place.id),
					},
					{ cookie },
				),
				{ params: { role: 'cliente' } },
			),
		)
		expect(missing.data.result.error.name).toEqual(['El nombre es obligatorio'])
		const ok = await call(
			clientAction,
			formRequest(
				clientPath,
				{
					section: 'personal',
					name: 'Eva',
					lastName: 'Sanz',
					phone: '600000000',
					zipCode: '28001',
					postalCodeId: String(place.id),
					email: 'otro@example.com',
				},
				{ cookie },
			),
			{ params: { role: 'cliente' } },
		)
		expect(redirectLocation(ok)).toBe(clientPath)
		expect(await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
			name: 'Eva',
			lastName: 'Sanz',
			email: 'cliente.perfil@example.com',
			postalCodeId: place.id,
		})
		const { cookie: craftsmanCookie } = await craftsman()
		expect(
			redirectLocation(
				await call(clientLoader, getRequest(clientPath, { cookie: craftsmanCookie }), { params: { role: 'cliente' } }),
			),
		).toBe('/tablero/oficial')
	})
})

describe("'Ver perfil como cliente' and 'Volver al panel de control'", () => {
	test('the layout knows the own slug; the public profile knows its owner', async () => {
		const { cookie, user } = await craftsman({ company: 'Dueño Reformas' })
		const layout = (await call(layoutLoader, getRequest(PATH, { cookie }), { params })) as any
		expect(layout.companySlug).toBe('dueno-reformas')
		const own = (await call(publicProfileLoader, getRequest('/oficial/dueno-reformas', { cookie }), {
			params: { companyName: 'dueno-reformas' },
		})) as any
		expect(own.isOwner).toBe(true)
		const anonymous = (await call(publicProfileLoader, getRequest('/oficial/dueno-reformas'), {
			params: { companyName: 'dueno-reformas' },
		})) as any
		expect(anonymous.isOwner).toBe(false)
		const other = await craftsman()
		const foreign = (await call(publicProfileLoader, getRequest('/oficial/dueno-reformas', { cookie: other.cookie }), {
			params: { companyName: 'dueno-reformas' },
		})) as any
		expect(foreign.isOwner).toBe(false)
		expect(user.id).toBeTruthy()
	})
})

describe('/tablero/oficial/opinionesycomentarios', () => {
	test('visible reviews with the author first name, the average to 2 decimals and the count', async () => {
		const { cookie, craftsman: profile } = await craftsman({ ratings: [5, 4, 4], hiddenRatings: [1] })
		const author = await createUser({ name: 'Marta' })
		await prisma.review.create({
			data: { craftsmanId: profile.id, authorId: author.id, rating: 3, comment: 'Correcto.' },
		})
		const data = (await call(reviewsLoader, getRequest('/tablero/oficial/opinionesycomentarios', { cookie }), {
			params,
		})) as any
		expect(data.average).toBe(4)
		expect(data.count).toBe(4)
		expect(data.reviews.find((r: any) => r.comment === 'Correcto.')).toMatchObject({ rating: 3, authorName: 'Marta' })
		expect(JSON.stringify(data)).not.toContain('Opinión oculta')
		expect(JSON.stringify(data)).not.toContain('Prueba') // never the author's last name
	})

	test('0 and an empty list when there are none; 4.33 rounding', async () => {
		const empty = await craftsman()
		const none = (await call(
			reviewsLoader,
			getRequest('/tablero/oficial/opinionesycomentarios', { cookie: empty.cookie }),
			{ params },
		)) as any
		expect(none).toMatchObject({ average: 0, count: 0, reviews: [] })
		const some = await craftsman({ ratings: [5, 4, 4] })
		expect(((await call(reviewsLoader, getRequest('/x', { cookie: some.cookie }), { params })) as any).average).toBe(
			4.33,
		)
	})
})

describe('«Buscar» without JavaScript on the personal form', () => {
	test('answers the typed code’s places beside the form as typed (its errors too), and saves nothing', async () => {
		const client = await createUser({ name: 'Ana' })
		const cookie = await sessionCookie(client.id)
		const answer = unwrap(
			await call(
				clientAction,
				formRequest(
					'/tablero/cliente/perfil',
					{
						section: 'personal',
						intent: 'find-place',
						name: 'Eva',
						lastName: '',
						phone: '600000000',
						zipCode: '28110',
					},
					{ cookie },
				),
				{ params: { role: 'cliente' } },
			),
		)
		expect(answer.status).toBe(200)
		expect(answer.data.intent).toBe('personal')
		expect(answer.data.places.length).toBeGreaterThan(1)
		expect(answer.data.places.every((place: { code: string }) => place.code === '28110')).toBe(true)
		expect(answer.data.result.initialValue).toMatchObject({ name: 'Eva', zipCode: '28110' })
		expect(Object.keys(answer.data.result.error)).toContain('lastName')
		expect((await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).name).toBe('Ana')
	})
})
