// Files belong to the account that uploaded them: rows may only name their owner's uploads, the
// cleanup compares storage keys (both sizes, every spelling of the URL), and documents given
// through /api end up private like the pages' own.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { hashPassword } from '#app/models/auth/password.server.ts'
import { thumbnailUrl } from '#app/models/uploads/image-urls.ts'
import { deleteUnreferencedImages, purgeUnclaimedUploads } from '#app/models/uploads/orphans.server.ts'
import { storageKeyOf, sizesOf } from '#app/models/uploads/ownership.server.ts'
import { getStorage } from '#app/models/uploads/storage.server.ts'
import { action as registerAction } from '#app/routes/api/auth/register.ts'
import { action as craftmanAction } from '#app/routes/api/user/craftman.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, jsonRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { apiUpload, getStoredFile, testPng } from '#tests/helpers/uploads.ts'

async function craftsman() {
	const created = await createCraftsman({ status: 'unverified' })
	await prisma.user.update({
		where: { id: created.user.id },
		data: { passwordHash: await hashPassword(TEST_PASSWORD) },
	})
	return { ...created, token: (await issueTokens(created.user.id)).accessToken }
}

async function putCraftman(body: unknown, token: string) {
	const response = (await call(craftmanAction, jsonRequest('/api/user/craftman', 'PUT', body, { token }))) as Response
	return { status: response.status, body: await response.json() }
}

/** Both stored sizes of the file behind `url` still exist. */
async function filesExist(url: string) {
	const found = await Promise.all(sizesOf(storageKeyOf(url)!).map((key) => getStorage().get(key)))
	return found.map(Boolean)
}

const fetchImage = async (url: string) => (await getStoredFile(url)).status
const fetchDocument = async (url: string, cookie?: string) => (await getStoredFile(url, cookie)).status

describe('files belong to their uploader', () => {
	test("a free account cannot delete another user's photo by naming its -small URL and deleting itself", async () => {
		const victim = await craftsman()
		const photo = await apiUpload({ token: victim.token })
		expect(photo.status).toBe(201)
		expect((await putCraftman({ images: [photo.url] }, victim.token)).status).toBe(200)

		const attacker = await craftsman()
		const small = thumbnailUrl(photo.url)
		// the attack: the victim's small size in the attacker's own gallery…
		expect(await putCraftman({ images: [small] }, attacker.token)).toMatchObject({
			status: 400,
			body: { message: 'Imagen no válida' },
		})
		// …and the same as a document or a profile photo
		expect((await putCraftman({ profile_photo: small }, attacker.token)).status).toBe(400)
		expect(
			(await putCraftman({ documents: [{ document_type: 'craft_card', document_link: small }] }, attacker.token))
				.status,
		).toBe(400)
		// a row naming it anyway (stored before uploads had owners) does not make the cleanup delete it
		await prisma.craftsmanProfile.update({ where: { id: attacker.craftsman.id }, data: { images: [small] } })
		const deleted = (await call(
			craftmanAction,
			jsonRequest('/api/user/craftman', 'DELETE', { password: TEST_PASSWORD }, { token: attacker.token }),
		)) as Response
		expect(deleted.status).toBe(200)
		await runQueuedJobs()

		expect(await filesExist(photo.url)).toEqual([true, true])
		expect(await fetchImage(small)).toBe(200)
		expect(await fetchImage(photo.url)).toBe(200)
	})

	test('the cleanup compares storage keys: a row naming either size, with or without our origin, keeps both files', async () => {
		const owner = await craftsman()
		for (const spelling of [(url: string) => thumbnailUrl(url), (url: string) => url]) {
			const photo = await apiUpload({ token: owner.token })
			await prisma.user.update({ where: { id: owner.user.id }, data: { profilePhoto: spelling(photo.url) } })
			const path = new URL(photo.url).pathname
			expect(await deleteUnreferencedImages([path, thumbnailUrl(path)])).toEqual({ deleted: 0 })
			expect(await filesExist(photo.url)).toEqual([true, true])
		}
	})

	test("only this product's stored files: another host, or someone else's upload, is refused", async () => {
		const owner = await craftsman()
		const photo = await apiUpload({ token: owner.token })
		const path = new URL(photo.url).pathname
		for (const foreign of [`https://evil.example${path}`, `http://localhost:3000.evil.example${path}`]) {
			expect(await putCraftman({ images: [foreign] }, owner.token)).toMatchObject({
				status: 400,
				body: { message: 'Imagen no válida' },
			})
			expect(
				await putCraftman({ documents: [{ document_type: 'craft_card', document_link: foreign }] }, owner.token),
			).toMatchObject({ status: 400, body: { message: 'Documento no válido' } })
		}
		// the own upload, under our origin or not, is stored as our own relative URL
		expect((await putCraftman({ images: [photo.url] }, owner.token)).status).toBe(200)
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { id: owner.craftsman.id } })
		expect(profile.images).toEqual([path])
		// and once another account named it, nobody else can
		const other = await craftsman()
		expect((await putCraftman({ images: [photo.url] }, other.token)).status).toBe(400)
	})
})

describe('documents given through /api become private', () => {
	test('POST /api/upload then PUT /api/user/craftman (as `document`): private copy stored, public copy deleted', async () => {
		const owner = await craftsman()
		const upload = await apiUpload({ token: owner.token })
		expect(await fetchImage(upload.url)).toBe(200)
		const answer = await putCraftman(
			{ document: [{ document_type: 'trade_licence', document_link: upload.url }] },
			owner.token,
		)
		expect(answer.status).toBe(200)
		const [document] = await prisma.craftsmanDocument.findMany({ where: { craftsmanId: owner.craftsman.id } })
		expect(document!.url).toMatch(/^\/documentos\/[0-9a-f]{32}-large\.webp$/)
		await runQueuedJobs()
		expect(await fetchImage(upload.url)).toBe(404)
		expect(await fetchImage(thumbnailUrl(upload.url))).toBe(404)
		const cookie = await sessionCookie(owner.user.id)
		expect(await fetchDocument(document!.url, cookie)).toBe(200)
		expect(await fetchDocument(thumbnailUrl(document!.url), cookie)).toBe(200)
		expect(await fetchDocument(document!.url)).toBe(404)
	})

	test('POST /api/auth/register with an uploaded document_link: stored private, the public copy gone', async () => {
		const upload = await apiUpload()
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const response = (await call(
			registerAction,
			jsonRequest('/api/auth/register', 'POST', {
				name: 'Rosa',
				lastName: 'Vidal',
				phone: '655443322',
				email: 'rosa.privada@example.com',
				zipCode: '41001',
				role: 'oficial',
				address: place.id,
				streetAddress: 'Calle Feria 1',
				password: 'Sevill4#Sol',
				craftmanDetails: {
					services: ['Electricista'],
					documents: [{ document_type: 'craft_card', document_link: upload.url }],
					company_name: 'Electricidad Feria',
				},
			}),
		)) as Response
		expect(response.status).toBe(201)
		const user = await prisma.user.findUniqueOrThrow({
			where: { email: 'rosa.privada@example.com' },
			include: { craftsman: { include: { documents: true } } },
		})
		const url = user.craftsman!.documents[0]!.url
		expect(url).toMatch(/^\/documentos\/[0-9a-f]{32}-large\.webp$/)
		await runQueuedJobs()
		expect(await fetchImage(upload.url)).toBe(404)
		expect(await fetchDocument(url, await sessionCookie(user.id))).toBe(200)
		// the same upload cannot be named by a second registration
		const stranger = await craftsman()
		expect(
			(await putCraftman({ documents: [{ document_type: 'craft_card', document_link: url }] }, stranger.token)).status,
		).toBe(400)
	})
})

describe('deleted documents and unused uploads leave storage', () => {
	test('a replaced document, and a deleted account’s ID card, are deleted; admins then get 404', async () => {
		const owner = await craftsman()
		const first = await apiUpload({ token: owner.token })
		const second = await apiUpload({ token: owner.token })
		await putCraftman({ documents: [{ document_type: 'identity', document_link: first.url }] }, owner.token)
		const [old] = await prisma.craftsmanDocument.findMany({ where: { craftsmanId: owner.craftsman.id } })
		await putCraftman({ documents: [{ document_type: 'identity', document_link: second.url }] }, owner.token)
		const [current] = await prisma.craftsmanDocument.findMany({ where: { craftsmanId: owner.craftsman.id } })
		await runQueuedJobs()
		const admin = await sessionCookie((await createUser({ role: 'admin' })).id)
		expect(await filesExist(old!.url)).toEqual([false, false])
		expect(await fetchDocument(old!.url, admin)).toBe(404)
		expect(await fetchDocument(current!.url, admin)).toBe(200)

		const deleted = (await call(
			craftmanAction,
			jsonRequest('/api/user/craftman', 'DELETE', { password: TEST_PASSWORD }, { token: owner.token }),
		)) as Response
		expect(deleted.status).toBe(200)
		await runQueuedJobs()
		expect(await filesExist(current!.url)).toEqual([false, false])
		expect(await fetchDocument(current!.url, admin)).toBe(404)
	})

	test('an upload never claimed is purged after a day; a fresh or a named one stays', async () => {
		const unused = await apiUpload()
		const fresh = await apiUpload()
		const owner = await craftsman()
		const named = await apiUpload()
		expect((await putCraftman({ images: [named.url] }, owner.token)).status).toBe(200)
		// the day passes for the first and the named one only
		const dayAgo = new Date(Date.now() - 25 * 3_600_000)
		for (const upload of [unused, named])
			await prisma.upload.updateMany({ where: { key: storageKeyOf(upload.url)! }, data: { createdAt: dayAgo } })

		await purgeUnclaimedUploads()
		expect(await filesExist(unused.url)).toEqual([false, false])
		expect(await prisma.upload.count({ where: { key: storageKeyOf(unused.url)! } })).toBe(0)
		expect(await filesExist(fresh.url)).toEqual([true, true])
		expect(await filesExist(named.url)).toEqual([true, true])
	})

	test('a day means 24 hours: unclaimed for 23 h 50 min it stays, for 24 h 10 min it goes', async () => {
		const almost = await apiUpload()
		const over = await apiUpload()
		const now = Date.now()
		const age = async (upload: { url: string }, minutes: number) =>
			prisma.upload.updateMany({
				where: { key: storageKeyOf(upload.url)! },
				data: { createdAt: new Date(now - minutes * 60_000) },
			})
		await age(almost, 23 * 60 + 50)
		await age(over, 24 * 60 + 10)

		await purgeUnclaimedUploads()
		expect(await filesExist(almost.url)).toEqual([true, true])
		expect(await prisma.upload.count({ where: { key: storageKeyOf(almost.url)! } })).toBe(1)
		expect(await filesExist(over.url)).toEqual([false, false])
	})
})

describe('identical bytes, one record per uploader', () => {
	async function registerWith(email: string, company: string, url: string) {
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const response = (await call(
			registerAction,
			jsonRequest('/api/auth/register', 'POST', {
				name: 'Rosa',
				lastName: 'Vidal',
				phone: '655443322',
				email,
				zipCode: '41001',
				role: 'oficial',
				address: place.id,
				streetAddress: 'Calle Feria 1',
				password: 'Sevill4#Sol',
				craftmanDetails: {
					services: ['Electricista'],
					images: [url],
					documents: [{ document_type: 'craft_card', document_link: url }],
					company_name: company,
				},
			}),
		)) as Response
		return { status: response.status, body: await response.json() }
	}

	test('two anonymous uploads of the same bytes: both registrations claim them; deleting one keeps the other’s files', async () => {
		const image = await testPng()
		const [first, second] = [await apiUpload({ image }), await apiUpload({ image })]
		expect([first.status, second.status]).toEqual([201, 201])
		expect(first.url).toBe(second.url)

		expect((await registerWith('rosa.igual@example.com', 'Electricidad Igual', first.url)).status).toBe(201)
		await runQueuedJobs()
		expect((await registerWith('luis.igual@example.com', 'Electricidad Gemela', second.url)).status).toBe(201)
		await runQueuedJobs()

		const [rosa, luis] = await Promise.all(
			['rosa.igual@example.com', 'luis.igual@example.com'].map((email) =>
				prisma.user.findUniqueOrThrow({
					where: { email },
					include: { craftsman: { include: { documents: true } } },
				}),
			),
		)
		const document = luis!.craftsman!.documents[0]!.url
		expect(rosa!.craftsman!.documents[0]!.url).toBe(document)
		expect(luis!.craftsman!.images).toEqual([rosa!.craftsman!.images[0]])
		// a third registration has no upload of its own left to claim
		expect((await registerWith('ana.igual@example.com', 'Electricidad Tercera', first.url)).status).toBe(400)

		const token = (await issueTokens(rosa!.id)).accessToken
		await prisma.user.update({ where: { id: rosa!.id }, data: { passwordHash: await hashPassword(TEST_PASSWORD) } })
		const deleted = (await call(
			craftmanAction,
			jsonRequest('/api/user/craftman', 'DELETE', { password: TEST_PASSWORD }, { token }),
		)) as Response
		expect(deleted.status).toBe(200)
		await runQueuedJobs()
		expect(await filesExist(document)).toEqual([true, true])
		expect(await filesExist(luis!.craftsman!.images[0]!)).toEqual([true, true])
		expect(await fetchDocument(document, await sessionCookie(luis!.id))).toBe(200)
		expect(await prisma.upload.count({ where: { key: storageKeyOf(document)!, userId: luis!.id } })).toBe(1)
	})
})
