// npm run bench:queries: how many SQL statements each request runs, counted on the pg
// driver under the app's Prisma client, anonymous and signed in. The app (routes and the modules
// they share) is loaded once through Vite, so this script reaches its database client and its
// Socket.IO slot as server/web.ts does. Each request
// runs twice: the first is cold (in-memory lookups still empty), the second is what an instance
// under load runs. A chat message sent through /api also shows how many statements run before
// its push. Uses the data set of `npm run bench:server` (.data/bench-server). BENCH_SHOW_SQL=1
// prints each statement.
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import pg from 'pg'
import { createServer } from 'vite'
import { type prisma as appPrisma } from '#app/lib/db.server.ts'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'

process.env.NODE_ENV = 'production'
process.env.OPERATOR_PLACEHOLDERS = 'true'
process.env.SESSION_SECRET ??= 'queries-per-request-secret-0123456789abcdef'
const database = await prepareDatabase({
	databaseUrl: process.env.DATABASE_URL || undefined,
	embeddedDir: '.data/bench-server/postgres',
	embeddedPort: Number(process.env.BENCH_PG_PORT ?? 15044),
	postalCodesFile: process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE,
	seedDemoData: true,
})
process.env.DATABASE_URL = database.url
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn' })
const load = (id: string) => vite.ssrLoadModule(id)
try {
	let statements = 0
	// every statement the pg driver sends (Prisma's own included: BEGIN, COMMIT), this script's too
	const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
	pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
		statements++
		const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text
		if (process.env.BENCH_SHOW_SQL) console.log(`  ${String(text).slice(0, 150)}`)
		return query.apply(this, args)
	} as typeof pg.Client.prototype.query
	const { prisma } = (await load('/app/lib/db.server.ts')) as { prisma: typeof appPrisma }
	const { getSessionStorage } = (await load(
		'/app/lib/cookies.server.ts',
	)) as typeof import('#app/lib/cookies.server.ts')
	const build = (await load('virtual:remix/server-build')) as ServerBuild
	const handle = createRequestHandler(build, 'production')

	const sessionIds: string[] = []
	async function cookieFor(email: string) {
		const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })
		const session = await prisma.session.create({
			data: { userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) },
		})
		sessionIds.push(session.id)
		const storage = getSessionStorage()
		const cookie = await storage.getSession()
		cookie.set('sessionId', session.id)
		return (await storage.commitSession(cookie)).split(';')[0]
	}
	const signedIn = {
		anónimo: '',
		cliente: await cookieFor('cliente@demo.es'),
		oficial: await cookieFor('oficial@demo.es'),
	}
	const requests: Array<[keyof typeof signedIn, string]> = [
		['anónimo', '/'],
		['cliente', '/'],
		['oficial', '/'],
		['anónimo', '/pie/aviso-legal'],
		['anónimo', '/api/get_jobs?Place_Name=Madrid&distance=25&pageSize=20&pageNumber=1'],
		['anónimo', '/api/get_jobs'],
		['anónimo', '/encontraroficial/electricista/Madrid'],
		['oficial', '/tablero/oficial'],
		['oficial', '/tablero/oficial/listadeempleos'],
	]
	// a chat message through /api, as the realtime benchmark sends it: the statements before the
	// push are counted apart, since only they delay delivery
	const { prepareQueueDatabase } = (await load(
		'/app/queue/queue.server.ts',
	)) as typeof import('#app/queue/queue.server.ts')
	await prepareQueueDatabase(database.url) // a message enqueues its email job
	const { issueTokens } = (await load(
		'/app/models/auth/api-tokens.server.ts',
	)) as typeof import('#app/models/auth/api-tokens.server.ts')
	const { setRealtimeServer } = (await load(
		'/app/realtime/publish.server.ts',
	)) as typeof import('#app/realtime/publish.server.ts')
	let beforePush = -1
	setRealtimeServer({ to: () => ({ emit: () => void (beforePush = statements) }) } as never)
	const [craftsman, client] = await Promise.all(
		['oficial@demo.es', 'cliente@demo.es'].map((email) =>
			prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } }),
		),
	)
	const { accessToken } = await issueTokens(craftsman!.id)
	async function postMessage(run: number) {
		return handle(
			new Request('http://localhost/api/conversations', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
				body: JSON.stringify({
					receiver: client!.id,
					message: `bench:queries ${run}`,
					clientKey: `bench-q-${Date.now()}-${run}`,
				}),
			}),
			{ cspNonce: 'n', clientIp: '127.0.0.1', io: undefined as never },
		)
	}

	console.log('| petición | quién | estado | consultas (en frío) | consultas (en caliente) |')
	console.log('| --- | --- | --- | --- | --- |')
	for (const [who, url] of requests) {
		const counts: number[] = []
		let status = 0
		for (let run = 0; run < 2; run++) {
			statements = 0
			const headers = new Headers(signedIn[who] ? { Cookie: signedIn[who] } : {})
			const response = await handle(new Request(`http://localhost${url}`, { headers }), {
				cspNonce: 'n',
				clientIp: '127.0.0.1',
				io: undefined as never, // no page read here pushes anything
			})
			await response.text()
			await new Promise((resolve) => setTimeout(resolve, 50)) // work after the answer
			status = response.status
			counts.push(statements)
		}
		console.log(`| ${url} | ${who} | ${status} | ${counts[0]} | ${counts[1]} |`)
	}
	const chat: Array<{ status: number; total: number; beforePush: number }> = []
	for (let run = 0; run < 2; run++) {
		statements = 0
		beforePush = -1
		const response = await postMessage(run)
		await response.text()
		await new Promise((resolve) => setTimeout(resolve, 50)) // work after the answer
		chat.push({ status: response.status, total: statements, beforePush })
	}
	const chatCell = ({ total, beforePush }: (typeof chat)[number]) => `${total} (${beforePush} antes del envío)`
	console.log(
		`| POST /api/conversations | oficial | ${chat[1]!.status} | ${chatCell(chat[0]!)} | ${chatCell(chat[1]!)} |`,
	)
	await prisma.message.deleteMany({ where: { text: { startsWith: 'bench:queries ' } } })
	await prisma.session.deleteMany({ where: { id: { in: sessionIds } } })
	await prisma.$disconnect()
} finally {
	await vite.close()
	await database.stop()
}
process.exit(0)
