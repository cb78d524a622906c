// The admin's job moderation through /api, as the contract's admin clients call it (read as axios
// does): GET /api/admin/jobs?pageSize&pageNumber&filter&search lists jobs, PATCH /api/admin/jobs
// {id, blocked, reason} hides or shows one, with the moderation page's rules and audit entries.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as adminJobsAction, loader as adminJobsLoader } from '#app/routes/api/admin/jobs.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const tokenOf = async (userId: string) => (await issueTokens(userId)).accessToken
const list = async (query: string, token?: string) =>
	responseJson(await call(adminJobsLoader, jsonRequest(`/api/admin/jobs${query}`, 'GET', undefined, { token })))
const patch = async (body: object, token?: string) =>
	responseJson(await call(adminJobsAction, jsonRequest('/api/admin/jobs', 'PATCH', body, { token })))

describe('GET /api/admin/jobs', () => {
	test('jobs newest first, paged, filtered by blocked/unblocked and searched by reference or text', async () => {
		const admin = await createUser({ role: 'admin' })
		const token = await tokenOf(admin.id)
		const owner = await createUser()
		const tag = `Zócalo${Date.now()}`
		const visible = await createJob({ ownerId: owner.id, title: `${tag} visible` })
		const hidden = await createJob({ ownerId: owner.id, title: `${tag} oculto` })
		await prisma.job.update({ where: { id: hidden.id }, data: { hiddenAt: new Date(), hiddenReason: 'Spam' } })

		const all = await list(`?search=${tag}&pageSize=1&pageNumber=1`, token)
		expect(all.status).toBe(200)
		expect(all.body).toMatchObject({ success: true, currentPage: 1, totalPages: 2, total: 2 })
		expect(all.body.data).toHaveLength(1)
		const blocked = await list(`?search=${tag}&filter=blocked`, token)
		expect(blocked.body.data).toEqual([
			expect.objectContaining({
				_id: hidden.id,
				listingId: hidden.listingId,
				blocked: true,
				reason: 'Spam',
				status: 'open',
				user: { _id: owner.id, name: owner.name, email: owner.email },
				offers: 0,
			}),
		])
		expect(blocked.body.data[0].title).toContain(tag)
		const unblocked = await list(`?search=${tag}&filter=unblocked`, token)
		expect(unblocked.body.data.map((row: { _id: string }) => row._id)).toEqual([visible.id])
		expect(unblocked.body.data[0]).toMatchObject({ blocked: false, reason: null })
		const byReference = await list(`?search=${visible.listingId}`, token)
		expect(byReference.body.data.map((row: { _id: string }) => row._id)).toEqual([visible.id])
		expect((await list('?filter=nada', token)).status).toBe(400)
	})

	test('admins only', async () => {
		expect((await list('')).status).toBe(401)
		expect((await list('', await tokenOf((await createUser()).id))).status).toBe(403)
		expect((await list('', await tokenOf((await createUser({ role: 'oficial' })).id))).status).toBe(403)
	})
})

describe('PATCH /api/admin/jobs {id, blocked, reason}', () => {
	test('hides with a reason and shows again: audited, the owner told; the rules of the page', async () => {
		const admin = await createUser({ role: 'admin' })
		const token = await tokenOf(admin.id)
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id })

		expect(await patch({ id: job.id, blocked: true }, token)).toMatchObject({
			status: 400,
			body: { success: false, message: 'Indica el motivo' },
		})
		expect(await patch({ id: job.id, blocked: true, reason: 'Contenido engañoso' }, token)).toEqual({
			status: 200,
			body: {
				success: true,
				message: 'Trabajo ocultado',
				data: { _id: job.id, blocked: true, reason: 'Contenido engañoso' },
			},
		})
		expect(await prisma.job.findUniqueOrThrow({ where: { id: job.id }, select: { hiddenReason: true } })).toEqual({
			hiddenReason: 'Contenido engañoso',
		})
		expect(await patch({ id: job.id, blocked: true, reason: 'Otra vez' }, token)).toMatchObject({
			status: 409,
			body: { message: 'Este trabajo ya está oculto' },
		})
		expect(await patch({ id: job.id, blocked: false }, token)).toEqual({
			status: 200,
			body: { success: true, message: 'Trabajo visible de nuevo', data: { _id: job.id, blocked: false, reason: null } },
		})
		expect(await patch({ id: 'no-existe', blocked: false }, token)).toMatchObject({
			status: 404,
			body: { message: 'Trabajo no encontrado' },
		})

		const audit = await prisma.auditLog.findMany({
			where: { actorId: admin.id },
			orderBy: { createdAt: 'asc' },
			select: { action: true, targetId: true, details: true },
		})
		expect(audit).toEqual([
			{ action: 'job.hide', targetId: job.id, details: { reason: 'Contenido engañoso' } },
			{ action: 'job.unhide', targetId: job.id, details: {} },
		])
		const told = await prisma.notification.findMany({ where: { userId: owner.id }, select: { text: true } })
		expect(told.map((row) => row.text)).toEqual(
			expect.arrayContaining([expect.stringContaining('Motivo: Contenido engañoso')]),
		)
	})

	test('admins only; nothing changes for others', async () => {
		const job = await createJob({ ownerId: (await createUser()).id })
		const body = { id: job.id, blocked: true, reason: 'Spam' }
		expect((await patch(body)).status).toBe(401)
		expect((await patch(body, await tokenOf((await createUser()).id))).status).toBe(403)
		expect(await prisma.job.findUniqueOrThrow({ where: { id: job.id }, select: { hiddenAt: true } })).toEqual({
			hiddenAt: null,
		})
	})
})
