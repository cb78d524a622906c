// What is left of the contract as its clients read it, call by call: with axios, `response.data` is
// the JSON body, so every assertion reads the body's own keys. Here: an API token's sliding
// lifetime and its revocation, a verification document given through /api (POST /api/upload,
// then its secure_url as a document_link) ending up private, and the photo of PUT /api/user being
// the caller's own upload, as every other row that names a file. The other shapes are read the same
// way in client-reads, job-location, on-behalf-lists, admin-legacy, accept-offer and reviews.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { blockUser } from '#app/models/admin/user-admin.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { hashPassword } from '#app/models/auth/password.server.ts'
import { thumbnailUrl } from '#app/models/uploads/image-urls.ts'
import { purgeUnclaimedUploads } from '#app/models/uploads/orphans.server.ts'
import { storageKeyOf } from '#app/models/uploads/ownership.server.ts'
import { action as changePasswordAction } from '#app/routes/api/auth/change_password.ts'
import { action as loginAction, loader as meLoader } from '#app/routes/api/auth/login.ts'
import { action as logoutAction } from '#app/routes/api/auth/logout.ts'
import { action as registerAction } from '#app/routes/api/auth/register.ts'
import { action as userAction } from '#app/routes/api/user/index.ts'
import { action as craftmanAction } from '#app/routes/api/user/craftman.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { axios, sessionCookie } from '#tests/helpers/requests.ts'
import { apiUpload, getStoredFile } from '#tests/helpers/uploads.ts'

const DAY = 86_400_000

const me = (bearer: string) => axios(meLoader, '/api/auth/login', 'GET', undefined, bearer)

async function signIn(email: string, password = TEST_PASSWORD) {
	const { status, data } = await axios(loginAction, '/api/auth/login', 'POST', { email, password })
	expect(status).toBe(200)
	return data as { accessToken: string; refreshToken: string }
}

/** A public image address answers (200) or is gone (404). */
const publicStatus = async (url: string) => (await getStoredFile(url)).status

/** A private document as a signed-in browser (or nobody) asks for it. */
const privateStatus = async (url: string, cookie?: string) => (await getStoredFile(url, cookie)).status

describe('an API token lives 30 days from its last use', () => {
	test('a client that never refreshes stays signed in while it is used; unused for 30 days it is out', async () => {
		const user = await createUser()
		const { accessToken } = await signIn(user.email)
		// signed in 40 days ago, last used almost 30 days ago: still in, and this use gives it 30 days again
		await prisma.apiToken.updateMany({
			where: { userId: user.id, kind: 'access' },
			data: { createdAt: new Date(Date.now() - 40 * DAY), expiresAt: new Date(Date.now() + 5 * 60_000) },
		})
		const used = await me(accessToken)
		expect(used.status).toBe(200)
		expect(used.data._id).toBe(user.id)
		const row = await prisma.apiToken.findFirstOrThrow({ where: { userId: user.id, kind: 'access' } })
		expect(Math.abs(row.expiresAt.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000)

		// 30 days without a call: the same token is refused, and the client is told in Spanish
		await prisma.apiToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
		const expired = await me(accessToken)
		expect(expired.status).toBe(401)
		expect(expired.data).toMatchObject({ success: false, message: expect.any(String) })
	})

	test('still revoked at once by logout, a password change and a block', async () => {
		const user = await createUser()
		// logout ends the caller's token at once, however recently it was used
		const phone = await signIn(user.email)
		expect((await me(phone.accessToken)).status).toBe(200)
		expect((await axios(logoutAction, '/api/auth/logout', 'POST', undefined, phone.accessToken)).status).toBe(200)
		expect((await me(phone.accessToken)).status).toBe(401)

		// a password change ends the other devices' tokens
		const caller = await signIn(user.email)
		const tablet = await signIn(user.email)
		const changed = await axios(
			changePasswordAction,
			'/api/auth/change_password',
			'PUT',
			{ currentPassword: TEST_PASSWORD, newPassword: 'Nueva#Cl4ve', confirmPassword: 'Nueva#Cl4ve' },
			caller.accessToken,
		)
		expect(changed.status).toBe(200)
		expect((await me(tablet.accessToken)).status).toBe(401)
		expect((await me(caller.accessToken)).status).toBe(200)

		// a block ends every token, the caller's too
		const admin = await createUser({ role: 'admin' })
		await blockUser({ adminId: admin.id, userId: user.id, reason: 'Anuncios falsos' })
		expect((await me(caller.accessToken)).status).toBe(401)
		expect(await prisma.apiToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(0)
	})
})

async function craftsmanWithToken() {
	const created = await createCraftsman({ status: 'unverified' })
	await prisma.user.update({
		where: { id: created.user.id },
		data: { passwordHash: await hashPassword(TEST_PASSWORD) },
	})
	return { ...created, token: (await issueTokens(created.user.id)).accessToken }
}

describe('a document link given through /api becomes private', () => {
	test('PUT /api/user/craftman as `documents` or `document`: the link the client reads back is under /documentos/, the public copy is gone', async () => {
		for (const field of ['documents', 'document'] as const) {
			const owner = await craftsmanWithToken()
			const upload = await apiUpload({ token: owner.token })
			expect(upload.status).toBe(201)
			expect(await publicStatus(upload.url)).toBe(200)

			const saved = await axios(
				craftmanAction,
				'/api/user/craftman',
				'PUT',
				{ [field]: [{ document_type: 'trade_licence', document_link: upload.url }] },
				owner.token,
			)
			expect({ field, status: saved.status }).toEqual({ field, status: 200 })
			const link = saved.data.user_details.craftsman.documents[0].document_link as string
			expect(link).toMatch(/^\/documentos\/[0-9a-f]{32}-large\.webp$/)
			// the current user, as the client reads it next, carries the same private link
			expect((await me(owner.token)).data.craftsman.documents).toEqual([
				{ document_type: 'trade_licence', document_link: link },
			])

			await runQueuedJobs()
			expect(await publicStatus(upload.url)).toBe(404)
			expect(await publicStatus(thumbnailUrl(upload.url))).toBe(404)
			expect(await privateStatus(link, await sessionCookie(owner.user.id))).toBe(200)
			expect(await privateStatus(link)).toBe(404)
		}
	})

	test('POST /api/auth/register with the uploaded secure_url as document_link: stored private, public copy gone', async () => {
		const upload = await apiUpload()
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const registered = await axios(registerAction, '/api/auth/register', 'POST', {
			name: 'Inés',
			lastName: 'Mora',
			phone: '655443311',
			email: 'ines.documento@example.com',
			zipCode: '41001',
			role: 'oficial',
			address: place.id,
			streetAddress: 'Calle Feria 2',
			craftmanDetails: {
				services: ['Electricista'],
				documents: [{ document_type: 'craft_card', document_link: upload.url }],
				company_name: 'Electricidad Mora',
			},
		})
		expect(registered.status).toBe(201)
		const link = (await me(registered.data.accessToken)).data.craftsman.documents[0].document_link as string
		expect(link).toMatch(/^\/documentos\/[0-9a-f]{32}-large\.webp$/)
		await runQueuedJobs()
		expect(await publicStatus(upload.url)).toBe(404)
		const user = await prisma.user.findUniqueOrThrow({ where: { email: 'ines.documento@example.com' } })
		expect(await privateStatus(link, await sessionCookie(user.id))).toBe(200)
	})

	test('an upload never claimed is purged like any orphan; a claimed one stays', async () => {
		const owner = await craftsmanWithToken()
		const unclaimed = await apiUpload({ token: owner.token })
		const claimed = await apiUpload({ token: owner.token })
		await axios(
			craftmanAction,
			'/api/user/craftman',
			'PUT',
			{ documents: [{ document_type: 'identity', document_link: claimed.url }] },
			owner.token,
		)
		const dayAgo = new Date(Date.now() - 25 * 3_600_000)
		await prisma.upload.updateMany({ where: { key: storageKeyOf(unclaimed.url)! }, data: { createdAt: dayAgo } })
		await purgeUnclaimedUploads()
		expect(await publicStatus(unclaimed.url)).toBe(404)
		expect(await prisma.upload.count({ where: { key: storageKeyOf(unclaimed.url)! } })).toBe(0)
		const [document] = (await me(owner.token)).data.craftsman.documents
		expect(await privateStatus(document.document_link, await sessionCookie(owner.user.id))).toBe(200)
	})
})

describe('the photo of PUT /api/user is the caller’s own upload', () => {
	test('someone else’s upload is refused and nothing changes; one’s own is kept, claimed, and the photo it replaces goes', async () => {
		const owner = await craftsmanWithToken()
		const theirs = await apiUpload({ token: owner.token })
		const client = await createUser()
		const bearer = (await issueTokens(client.id)).accessToken
		const taken = await axios(userAction, '/api/user', 'PUT', { profile_photo: theirs.url }, bearer)
		expect(taken).toMatchObject({ status: 400, data: { success: false, message: 'Imagen no válida' } })
		expect((await me(bearer)).data.profile_photo).toBeNull()

		const first = await apiUpload({ token: bearer })
		const set = await axios(userAction, '/api/user', 'PUT', { profile_photo: first.url }, bearer)
		expect(set.status).toBe(200)
		expect(set.data.user.profile_photo).toBe(new URL(first.url).pathname)
		expect(await prisma.upload.findFirst({ where: { key: storageKeyOf(first.url)! } })).toMatchObject({
			userId: client.id,
			claimedAt: expect.any(Date),
		})
		// the owner of the other upload cannot take this one either, now that it is in use
		expect((await axios(userAction, '/api/user', 'PUT', { profile_photo: first.url }, owner.token)).status).toBe(400)

		const second = await apiUpload({ token: bearer })
		expect((await axios(userAction, '/api/user', 'PUT', { profile_photo: second.url }, bearer)).status).toBe(200)
		await runQueuedJobs()
		expect(await publicStatus(first.url)).toBe(404)
		expect(await publicStatus(second.url)).toBe(200)
	})
})
