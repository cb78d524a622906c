import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action as closeAction } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { loader as confirmLoader } from '#app/routes/tablero/$role/trabajos/confirmar.tsx'
import { action as editAction, loader as editLoader } from '#app/routes/tablero/$role/trabajos/$jobId/editar.tsx'
import { action as deleteAction, loader as deleteLoader } from '#app/routes/tablero/$role/trabajos/$jobId/eliminar.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'
import { footprint, jobStatus, jobWithOffers } from './setup.ts'

type Handler = Parameters<typeof call>[0]
const jobs = '/tablero/cliente/trabajos'

async function post(handler: Handler, path: string, fields: Record<string, string>, userId?: string, jobId = '') {
	const cookie = userId ? await sessionCookie(userId) : undefined
	return call(handler, formRequest(path, fields, { cookie }), { params: { role: 'cliente', jobId } })
}

const EDIT = {
	title: 'Pintar salón y pasillo',
	squareMeters: '55',
	rooms: '3',
	floors: '1',
	description: 'Dos manos de blanco.',
	workingSchedule: 'en_3_meses',
}

describe('editing, closing and deleting own jobs', () => {
	test('the owner edits title, size, description and schedule', async () => {
		const { client, job } = await jobWithOffers(0)
		const view = unwrap(
			await call(editLoader, getRequest(`${jobs}/${job.id}/editar`, { cookie: await sessionCookie(client.id) }), {
				params: { jobId: job.id },
			}),
		)
		expect(view.data.job.title).toBe('Pintar el salón')
		expect(redirectLocation(await post(editAction, `${jobs}/${job.id}/editar`, EDIT, client.id, job.id))).toBe(
			`${jobs}#trabajo-${job.id}`,
		)
		const saved = await prisma.job.findUniqueOrThrow({ where: { id: job.id } })
		expect([
			saved.serviceTitle,
			saved.otherTitle,
			saved.squareMeters,
			saved.rooms,
			saved.description,
			saved.workingSchedule,
		]).toEqual([null, 'Pintar salón y pasillo', 55, 3, 'Dos manos de blanco.', 'en_3_meses'])
	})

	test('bad input gets Spanish messages; other users and anonymous visitors change nothing', async () => {
		const { client, job } = await jobWithOffers(0)
		const before = await footprint()
		const bad = unwrap(
			await post(
				editAction,
				`${jobs}/${job.id}/editar`,
				{ ...EDIT, title: ' ', squareMeters: '-3', workingSchedule: 'ayer' },
				client.id,
				job.id,
			),
		)
		expect(bad.status).toBe(400)
		expect(bad.data.result.error).toMatchObject({
			title: ['Se requiere el título'],
			squareMeters: ['Debe ser 1 o más'],
			workingSchedule: ['Se requiere la fecha de inicio del proyecto'],
		})
		const other = await createUser()
		expect(redirectLocation(await post(editAction, `${jobs}/${job.id}/editar`, EDIT, other.id, job.id))).toBe(jobs)
		expect(redirectLocation(await post(deleteAction, `${jobs}/${job.id}/eliminar`, {}, other.id, job.id))).toBe(jobs)
		expect(redirectLocation(await post(editAction, `${jobs}/${job.id}/editar`, EDIT, undefined, job.id))).toMatch(
			/^\/iniciar-sesion/,
		)
		expect(redirectLocation(await post(deleteAction, `${jobs}/${job.id}/eliminar`, {}, undefined, job.id))).toMatch(
			/^\/iniciar-sesion/,
		)
		const craftsman = await createUser({ role: 'oficial' })
		expect(redirectLocation(await post(deleteAction, `${jobs}/${job.id}/eliminar`, {}, craftsman.id, job.id))).toBe(
			'/tablero/oficial',
		)
		expect(await footprint()).toEqual(before)
	})

	test('closing an open job; deleting asks first (a page) and then removes the job with its offers', async () => {
		const { client, job, offers } = await jobWithOffers(1)
		// closing asks first: an unconfirmed post (no JavaScript) lands on the question, with the reason
		const asked = await post(closeAction, jobs, { intent: 'cerrar', jobId: job.id, reason: 'precio' }, client.id)
		expect(redirectLocation(asked)).toBe(
			`/tablero/cliente/trabajos/confirmar?accion=cerrar&trabajo=${job.id}&motivo=precio`,
		)
		expect(await jobStatus(job.id)).toBe('open')
		const question = unwrap(
			await call(confirmLoader, getRequest(redirectLocation(asked)!, { cookie: await sessionCookie(client.id) })),
		).data
		expect(question).toMatchObject({ decision: 'cerrar', job: { jobId: job.id, pending: 1 }, reason: 'precio' })
		await post(closeAction, jobs, { intent: 'cerrar', jobId: job.id, confirmado: 'si' }, client.id)
		expect(await jobStatus(job.id)).toBe('closed')
		const confirm = unwrap(
			await call(deleteLoader, getRequest(`${jobs}/${job.id}/eliminar`, { cookie: await sessionCookie(client.id) }), {
				params: { jobId: job.id },
			}),
		)
		expect(confirm.data.job).toEqual({ id: job.id, title: 'Pintar el salón' })
		expect(await prisma.job.count({ where: { id: job.id } })).toBe(1)
		expect(redirectLocation(await post(deleteAction, `${jobs}/${job.id}/eliminar`, {}, client.id, job.id))).toBe(jobs)
		expect(await prisma.job.count({ where: { id: job.id } })).toBe(0)
		expect(await prisma.offer.count({ where: { id: offers[0]!.id } })).toBe(0)
	})
})
