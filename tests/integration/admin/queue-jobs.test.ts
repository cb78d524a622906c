// «Tareas»: the queue by kind and state, the last error, failed jobs and their retry,
// from the page (a plain form) and from /api; the admin home shows the failures.
import { expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { enqueue, QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { action as apiAction, loader as apiLoader } from '#app/routes/api/admin/tareas.ts'
import { loader as homeLoader } from '#app/routes/tablero/$role/index.tsx'
import { action, loader } from '#app/routes/tablero/$role/tareas.tsx'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
} from '#tests/helpers/requests.ts'

const PAGE = '/tablero/admin/tareas'

/** An email job that used up its retries, as pg-boss leaves it (state failed, the error in output). */
async function failedEmail(to: string, error: string) {
	const id = (await prisma.$transaction((tx) =>
		enqueue(tx, 'email', { to, subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' }),
	))!
	await prisma.$executeRawUnsafe(
		`UPDATE ${QUEUE_SCHEMA}.job SET state = 'failed', retry_count = 12, completed_on = now(), output = $2::jsonb
		 WHERE id = $1::uuid`,
		id,
		JSON.stringify({ name: 'Error', message: error }),
	)
	return id
}

const toastOf = async (response: unknown) =>
	(await readToasts(getRequest('/', { cookie: cookiesOf((response as Response).headers) }))).toasts[0]

test('the page lists kinds with their counts and last error, and the failed jobs', async () => {
	const admin = await createUser({ role: 'admin' })
	const id = await failedEmail('fallo.pagina@example.com', 'Resend: caído')
	const cookie = await sessionCookie(admin.id)
	const data = (await call(loader, getRequest(PAGE, { cookie }), { params: { role: 'admin' } })) as Awaited<
		ReturnType<typeof loader>
	>
	const email = data.summary.find((kind) => kind.kind === 'email')!
	expect(email).toMatchObject({ label: 'Correo', lastError: 'Resend: caído' })
	expect(email.counts.failed).toBe(1)
	expect(data.summary.find((kind) => kind.kind === 'job-alerts-digest')!.schedule).toBe('cada día a las 08:00')
	expect(data.failed).toMatchObject([{ id, kind: 'email', label: 'Correo', retryCount: 12, error: 'Resend: caído' }])

	const home = (await call(homeLoader, getRequest('/tablero/admin', { cookie }), { params: { role: 'admin' } })) as {
		home: { failedJobs: number }
	}
	expect(home.home.failedJobs).toBe(1)
})

test('retry (a plain form post): the job runs again, audited; a second retry is refused and changes nothing', async () => {
	const admin = await createUser({ role: 'admin' })
	const id = await failedEmail('fallo.reintento@example.com', 'Resend: caído')
	const cookie = await sessionCookie(admin.id)
	const result = await call(action, formRequest(PAGE, { kind: 'email', jobId: id }, { cookie }), {
		params: { role: 'admin' },
	})
	expect(redirectLocation(result)).toBe(PAGE)
	expect(await toastOf(result)).toMatchObject({ type: 'success', text: 'Tarea reintentada: vuelve a la cola' })
	expect(
		await prisma.auditLog.findMany({ where: { actorId: admin.id }, select: { action: true, targetId: true } }),
	).toEqual([{ action: 'queue-job.retry', targetId: id }])

	const again = await call(action, formRequest(PAGE, { kind: 'email', jobId: id }, { cookie }), {
		params: { role: 'admin' },
	})
	expect(await toastOf(again)).toMatchObject({ type: 'error', text: 'Esa tarea no existe o ya no está fallida' })
	expect(await prisma.auditLog.count({ where: { actorId: admin.id } })).toBe(1)

	await runQueuedJobs()
	expect(readOutbox('fallo.reintento@example.com')).toHaveLength(1)
	const bad = await call(action, formRequest(PAGE, { kind: 'nada', jobId: 'x' }, { cookie }), {
		params: { role: 'admin' },
	})
	expect(await toastOf(bad)).toMatchObject({ type: 'error' })
})

test('/api/admin/tareas: GET the summary and failures, POST a retry; bad input 400, unknown 404', async () => {
	const admin = await createUser({ role: 'admin' })
	const token = (await issueTokens(admin.id)).accessToken
	const id = await failedEmail('fallo.api@example.com', 'Resend: 500')
	const listed = await responseJson(
		await call(apiLoader, jsonRequest('/api/admin/tareas', 'GET', undefined, { token })),
	)
	expect(listed.status).toBe(200)
	expect(listed.body.data.failed.map((job: { id: string }) => job.id)).toContain(id)

	const post = (body: unknown) => call(apiAction, jsonRequest('/api/admin/tareas', 'POST', body, { token }))
	expect((await responseJson(await post({ kind: 'email' }))).status).toBe(400)
	expect(await responseJson(await post({ kind: 'email', jobId: id }))).toMatchObject({
		status: 200,
		body: { success: true, message: 'Tarea reintentada: vuelve a la cola' },
	})
	expect((await responseJson(await post({ kind: 'email', jobId: id }))).status).toBe(404)
})
