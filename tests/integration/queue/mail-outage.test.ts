// With the mail provider down or hanging, a request that causes an email answers
// without touching the provider, and the email goes out once the provider answers again.
import { afterAll, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { action as forgotAction } from '#app/routes/recuperar-contrasena.tsx'
import { createUser } from '#tests/factories/users.ts'
import { startFakeResend } from '#tests/helpers/fake-resend.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, formRequest, unwrap } from '#tests/helpers/requests.ts'

// before any import reads the configuration
vi.hoisted(() => {
	process.env.RESEND_API_KEY = 're_test_fake'
	process.env.RESEND_BASE_URL = 'http://127.0.0.1:3415'
})
const provider = await startFakeResend(3415)
afterAll(() => provider.close())

const jobStates = async (name: string) =>
	(
		await prisma.$queryRawUnsafe<Array<{ state: string }>>(
			`SELECT state::text FROM ${QUEUE_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
			name,
		)
	).map((job) => job.state)
const emailJobStates = () => jobStates('email')

test('a hanging provider: the request answers without calling it; the email goes out after it recovers', async () => {
	await prisma.$executeRawUnsafe(
		`UPDATE ${QUEUE_SCHEMA}.queue SET retry_delay = 1, retry_backoff = false WHERE name = 'email'`,
	)
	const user = await createUser({ email: 'sin.proveedor@example.com' })
	provider.setMode('hang')
	const answer = unwrap(await call(forgotAction, formRequest('/recuperar-contrasena', { email: user.email })))
	expect(answer.data.message).toMatch(/^Si existe una cuenta/)
	// the request only queued the reset job, which makes the link and queues the email
	expect(provider.requests).toEqual([])
	expect(await jobStates('password-reset')).toEqual(['created'])
	expect(await emailJobStates()).toEqual([])

	// the worker's attempt hangs until the send times out (15 s), and the job waits for its retry
	await runQueuedJobs()
	expect(provider.requests).toHaveLength(1)
	expect(await emailJobStates()).toEqual(['retry'])

	provider.setMode('ok')
	await new Promise((resolve) => setTimeout(resolve, 1_200))
	await runQueuedJobs()
	expect(await emailJobStates()).toEqual(['completed'])
	expect(provider.delivered().map((sent) => [sent.to, sent.subject])).toEqual([
		['sin.proveedor@example.com', expect.stringMatching(/contraseña/i)],
	])
}, 60_000)

test('a failing provider (500): same, the request never waits for it', async () => {
	// a retry later than the worker's pass over the queues, however slow the machine
	await prisma.$executeRawUnsafe(`UPDATE ${QUEUE_SCHEMA}.queue SET retry_delay = 5 WHERE name = 'email'`)
	provider.reset()
	provider.setMode('fail')
	const user = await createUser({ email: 'proveedor.caido@example.com' })
	unwrap(await call(forgotAction, formRequest('/recuperar-contrasena', { email: user.email })))
	expect(provider.requests).toEqual([])
	await runQueuedJobs()
	expect(provider.requests).toHaveLength(1)
	provider.setMode('ok')
	await new Promise((resolve) => setTimeout(resolve, 5_200))
	await runQueuedJobs()
	expect(provider.delivered().map((sent) => sent.to)).toEqual(['proveedor.caido@example.com'])
})
