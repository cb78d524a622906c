// The request log (pino-http) on a scripted journey through real route handlers behind the same
// middlewares server/web.ts mounts: one line per request with its id, route, status, time and user
// id; the request id echoed, carried into the jobs the request queued and the pushes they made;
// and never an email address, a password, a cookie or a token anywhere in the log.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { createLogger, setLogger } from '#app/lib/logger.server.ts'
import { requestContext, requestLog } from '#server/observability/request-log.server.ts'
import { routeIdMatcher } from '#server/observability/route-id.server.ts'
import { action as signIn } from '#app/routes/iniciar-sesion.tsx'
import { action as apiLogin } from '#app/routes/api/auth/login.ts'
import { action as postMessage } from '#app/routes/api/conversations/index.ts'
import { loader as notifications } from '#app/routes/tablero/$role/notificaciones.tsx'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { TEST_PASSWORD } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { startRealtime } from '#tests/helpers/sockets.ts'
import { testContext, unwrap } from '#tests/helpers/requests.ts'

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown
const HANDLERS: Record<string, Handler> = {
	'POST /iniciar-sesion': signIn as Handler,
	'GET /tablero/oficial/notificaciones': notifications as Handler,
	'POST /api/auth/login': apiLogin as Handler,
	'POST /api/conversations': postMessage as Handler,
}
// the shape of the build's manifest (root, a pathless layout, nested and index routes)
const routeIdOf = routeIdMatcher({
	root: { id: 'root', path: '' },
	'routes/iniciar-sesion': { id: 'routes/iniciar-sesion', parentId: 'root', path: 'iniciar-sesion' },
	dashboard: { id: 'dashboard', parentId: 'root', path: 'tablero/:role' },
	'routes/tablero/$role/notificaciones': {
		id: 'routes/tablero/$role/notificaciones',
		parentId: 'dashboard',
		path: 'notificaciones',
	},
	'routes/api/auth/login': { id: 'routes/api/auth/login', parentId: 'root', path: 'api/auth/login' },
	'routes/api/conversations/index': {
		id: 'routes/api/conversations/index',
		parentId: 'root',
		path: 'api/conversations',
		index: true,
	},
})

const captured: string[] = []
const log = createLogger({ level: 'info', destination: { write: (line: string) => void captured.push(line) } })
let server: Server
let base: string
let realtime: Awaited<ReturnType<typeof startRealtime>>

async function toRequest(req: IncomingMessage) {
	const chunks: Buffer[] = []
	for await (const chunk of req) chunks.push(chunk as Buffer)
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
	const body = chunks.length ? Buffer.concat(chunks) : undefined
	return new Request(new URL(req.url ?? '/', 'http://localhost:3000'), { method: req.method, headers, body })
}

beforeAll(async () => {
	setLogger(log) // the jobs' and pushes' lines too
	realtime = await startRealtime()
	const app = express()
	app.use(requestContext(), requestLog({ logger: log, routeIdOf }))
	app.use(async (req, res) => {
		const handler = HANDLERS[`${req.method} ${req.path}`]
		if (!handler) return void res.status(404).end()
		let result: unknown
		try {
			result = await handler({ request: await toRequest(req), params: { role: 'oficial' }, context: testContext() })
		} catch (thrown) {
			if (!(thrown instanceof Response)) throw thrown
			result = thrown
		}
		const response =
			result instanceof Response ? result : Response.json(unwrap(result).data, { status: unwrap(result).status })
		res.status(response.status)
		response.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value))
		res.setHeader('Set-Cookie', response.headers.getSetCookie())
		res.end(Buffer.from(await response.arrayBuffer()))
	})
	server = createServer(app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	setLogger(undefined)
	await realtime?.stop()
	await new Promise((resolve) => server?.close(resolve))
})

const lines = () => captured.map((line) => JSON.parse(line) as Record<string, unknown>)

test('a journey logs one line per request, carries its id into jobs and pushes, and leaks nothing', async () => {
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken({ email: 'receptora.registro@example.com' })
	// a phone of the client: the message's push job (refused: a host the operator did not list)
	// (subscribed from her app's sign-in: pushes go only to devices of a sign-in still live)
	const { familyId } = await prisma.apiToken.findFirstOrThrow({ where: { userId: client.id } })
	await prisma.pushSubscription.create({
		data: {
			userId: client.id,
			tokenFamilyId: familyId,
			endpoint: 'https://internal.example.com/push/1',
			p256dh: 'x',
			auth: 'y',
		},
	})

	// a page sign-in with a form: the session cookie comes back
	const signedIn = await fetch(`${base}/iniciar-sesion`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': 'journey-sign-in-1' },
		body: new URLSearchParams({ email: craftsman.email, password: TEST_PASSWORD }),
	})
	expect(signedIn.status).toBe(302)
	expect(signedIn.headers.get('x-request-id')).toBe('journey-sign-in-1')
	const cookie = signedIn.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
	const sessionValue = /__session=([^;]+)/.exec(cookie)![1]!

	// a dashboard page with that cookie; an id that is not sane is replaced
	const page = await fetch(`${base}/tablero/oficial/notificaciones?pagina=1`, {
		headers: { Cookie: cookie, 'X-Request-Id': 'no vale <script>' },
	})
	expect(page.status).toBe(200)
	const pageId = page.headers.get('x-request-id')!
	expect(pageId).toMatch(/^[0-9a-f-]{36}$/)

	// the API: a token pair, then a message to an offline client (an email job, then a push)
	const apiSignIn = await fetch(`${base}/api/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email: craftsman.email, password: TEST_PASSWORD }),
	})
	const { accessToken } = (await apiSignIn.json()) as { accessToken: string }
	expect(accessToken).toBeTruthy()
	const sent = await fetch(`${base}/api/conversations`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Authorization: `Bearer ${accessToken}`,
			'X-Request-Id': 'journey-message-1',
		},
		body: JSON.stringify({ receiver: client.id, message: 'Hola, ¿cuándo le viene bien?' }),
	})
	expect(sent.status).toBe(201)
	expect(await runQueuedJobs()).toBeGreaterThanOrEqual(3) // message-email, then its email and push

	const requestLines = lines().filter((line) => line.msg === 'request')
	expect(
		requestLines.map(({ requestId, method, path, routeId, status, userId }) => ({
			requestId,
			method,
			path,
			routeId,
			status,
			userId,
		})),
	).toEqual([
		{
			requestId: 'journey-sign-in-1',
			method: 'POST',
			path: '/iniciar-sesion',
			routeId: 'routes/iniciar-sesion',
			status: 302,
			userId: undefined,
		},
		{
			requestId: pageId,
			method: 'GET',
			path: '/tablero/oficial/notificaciones',
			routeId: 'routes/tablero/$role/notificaciones',
			status: 200,
			userId: craftsman.id,
		},
		{
			requestId: expect.any(String),
			method: 'POST',
			path: '/api/auth/login',
			routeId: 'routes/api/auth/login',
			status: 200,
			userId: undefined,
		},
		{
			requestId: 'journey-message-1',
			method: 'POST',
			path: '/api/conversations',
			routeId: 'routes/api/conversations/index',
			status: 201,
			userId: craftsman.id,
		},
	])
	for (const line of requestLines) expect(line.durationMs).toEqual(expect.any(Number))

	// the message's push and both jobs it caused carry the message request's id
	const ofMessage = lines().filter((line) => line.requestId === 'journey-message-1')
	expect(ofMessage).toContainEqual(expect.objectContaining({ msg: 'push', event: 'getMessage', toUserId: client.id }))
	expect(ofMessage).toContainEqual(expect.objectContaining({ msg: 'job done', job: 'message-email' }))
	expect(ofMessage).toContainEqual(expect.objectContaining({ msg: 'email sent', job: 'email', tag: 'new-message' }))
	expect(ofMessage).toContainEqual(expect.objectContaining({ msg: 'job done', job: 'push' }))

	const whole = captured.join('')
	for (const secret of [craftsman.email, client.email, TEST_PASSWORD, sessionValue, accessToken, client.token])
		expect(whole).not.toContain(secret)
	expect(whole).not.toMatch(/cookie|authorization/i)
})
