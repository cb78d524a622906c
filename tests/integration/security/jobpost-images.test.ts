// Issue 37, L4: a job's photos through /api are our own uploads only — the poster's, or an anonymous
// upload nobody has claimed (which then becomes hers) — never another host's URL nor someone else's
// upload. Publishing (POST) and editing (PUT) alike; a refusal changes nothing.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { storageKeyOf } from '#app/models/uploads/ownership.server.ts'
import { action as jobpostAction } from '#app/routes/api/jobpost.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'
import { apiUpload } from '#tests/helpers/uploads.ts'

let guests = 0

async function newData(images: string[], email = `invitada.${++guests}.${Date.now()}@example.com`) {
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
	return {
		category: 'electricista',
		serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
		additional_job_description: 'Seis enchufes nuevos.',
		images,
		location: place.id,
		working_schedule: 'en_una_semana',
		contactDetails: { name: 'Lola Flores', email, phone: '612345678' },
	}
}

const post = async (body: object, token?: string) =>
	responseJson(await call(jobpostAction, jsonRequest('/api/jobpost', 'POST', body, { token })))
const put = async (id: string, body: object, token: string) =>
	responseJson(await call(jobpostAction, jsonRequest(`/api/jobpost?id=${id}`, 'PUT', body, { token })))

const refused = { status: 400, body: { success: false, message: 'Imagen no válida' } }

describe('photos in /api/jobpost', () => {
	test('another host’s image, or another user’s upload, is refused and nothing is created', async () => {
		const someone = await createUser()
		const theirs = await apiUpload({ token: (await issueTokens(someone.id)).accessToken })
		expect(theirs.status).toBe(201)
		const jobs = await prisma.job.count()
		const users = await prisma.user.count()
		for (const url of [
			'https://evil.example/foto.jpg',
			'https://elsewhere.example/imagenes/subidas/0123456789abcdef0123456789abcdef-large.webp',
			'/imagenes/subidas/0123456789abcdef0123456789abcdef-large.webp', // no such upload
			theirs.url,
		]) {
			const answer = await post({ newData: await newData([url]) })
			expect({ url, ...answer }).toMatchObject({ url, ...refused })
		}
		// as a signed-in client too
		const client = await createUser()
		const { accessToken } = await issueTokens(client.id)
		expect(await post({ newData: await newData([theirs.url]) }, accessToken)).toMatchObject(refused)
		expect([await prisma.job.count(), await prisma.user.count()]).toEqual([jobs, users + 1])
	})

	test('an anonymous upload becomes the new poster’s, and nobody else can name it afterwards', async () => {
		const upload = await apiUpload()
		const first = await post({ newData: await newData([upload.url]) })
		expect(first.status).toBe(201)
		const job = await prisma.job.findUniqueOrThrow({
			where: { id: first.body.job._id },
			select: { ownerId: true, images: true },
		})
		expect(job.images.map(storageKeyOf)).toEqual([storageKeyOf(upload.url)])
		const record = await prisma.upload.findFirstOrThrow({ where: { key: storageKeyOf(upload.url)! } })
		expect(record.userId).toBe(job.ownerId)
		expect(record.claimedAt).not.toBeNull()
		// now hers: another guest naming it is refused
		expect(await post({ newData: await newData([upload.url]) })).toMatchObject(refused)
	})

	test('editing (PUT): the job’s own photos and the owner’s uploads stay allowed; anyone else’s are refused', async () => {
		const client = await createUser()
		const { accessToken } = await issueTokens(client.id)
		const mine = await apiUpload({ token: accessToken })
		const created = await post({ newData: await newData([mine.url]) }, accessToken)
		expect(created.status).toBe(201)
		const id = created.body.job._id as string
		const other = await apiUpload({ token: (await issueTokens((await createUser()).id)).accessToken })
		for (const url of ['https://evil.example/foto.jpg', other.url])
			expect(await put(id, { data: { images: [mine.url, url] } }, accessToken)).toMatchObject(refused)
		const kept = await prisma.job.findUniqueOrThrow({ where: { id }, select: { images: true } })
		expect(kept.images.map(storageKeyOf)).toEqual([storageKeyOf(mine.url)])
		const second = await apiUpload({ token: accessToken })
		const edited = await put(id, { data: { images: [mine.url, second.url] } }, accessToken)
		expect(edited.status).toBe(200)
		const after = await prisma.job.findUniqueOrThrow({ where: { id }, select: { images: true } })
		expect(after.images.map(storageKeyOf)).toEqual([storageKeyOf(mine.url), storageKeyOf(second.url)])
	})
})
