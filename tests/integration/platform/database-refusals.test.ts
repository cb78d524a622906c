// Two ways a database refuses a connection that production meets and that must answer 503 with
// Retry-After, not 500 (database-unavailable.server.ts): PostgreSQL out of connections for the
// role (SQLSTATE 53300, real here: a role whose CONNECTION LIMIT is reached), and a connection
// exception of SQLSTATE class 08 (08P01, as a pooler such as PgBouncer answers a client it cannot
// take: its exact bytes from a stand-in, through the real pg driver and Prisma).
import { createServer, type Server, type Socket } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { api } from '#app/api/respond.server.ts'
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '#app/lib/database-unavailable.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { createPrismaClient } from '#app/lib/prisma-client.server.ts'

const ROLE = `full_${Math.random().toString(36).slice(2, 8)}`
let fullRoleUrl: string
let fullRole: ReturnType<typeof createPrismaClient>
let pooler: Server
let behindPooler: ReturnType<typeof createPrismaClient>
const sockets: Socket[] = []

/** A PostgreSQL ErrorResponse message (protocol 3.0): 'E', length, then typed fields. */
function errorResponse(fields: Record<string, string>) {
	const body = Buffer.concat([
		...Object.entries(fields).map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')),
		Buffer.from([0]),
	])
	const header = Buffer.alloc(5)
	header.write('E', 0)
	header.writeInt32BE(body.length + 4, 1)
	return Buffer.concat([header, body])
}

beforeAll(async () => {
	const url = new URL(process.env.DATABASE_URL!)
	await prisma.$executeRawUnsafe(`CREATE ROLE ${ROLE} LOGIN PASSWORD 'x' CONNECTION LIMIT 0`)
	url.username = ROLE
	url.password = 'x'
	fullRoleUrl = url.toString()
	fullRole = createPrismaClient(fullRoleUrl, { max: 1 })

	// answers every startup as PgBouncer does when max_client_conn is reached
	pooler = createServer((socket) => {
		sockets.push(socket)
		socket.once('data', () =>
			socket.end(
				errorResponse({
					S: 'FATAL',
					V: 'FATAL',
					C: '08P01',
					M: 'no more connections allowed (max_client_conn)',
				}),
			),
		)
		socket.on('error', () => {})
	})
	await new Promise<void>((resolve) => pooler.listen(0, '127.0.0.1', resolve))
	const { port } = pooler.address() as { port: number }
	behindPooler = createPrismaClient(`postgresql://app:x@127.0.0.1:${port}/reformas`, { max: 1 })
})

afterAll(async () => {
	await fullRole.$disconnect()
	await behindPooler.$disconnect()
	sockets.forEach((socket) => socket.destroy())
	await new Promise((resolve) => pooler.close(resolve))
	await prisma.$executeRawUnsafe(`DROP ROLE IF EXISTS ${ROLE}`)
})

async function answerOf(client: ReturnType<typeof createPrismaClient>) {
	const response = await api(async () => Response.json({ users: await client.user.count() }))()
	return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.json() }
}

const unavailable = { status: 503, retryAfter: '5', body: { success: false, message: SERVICE_UNAVAILABLE } }

test('53300, too many connections for the role: the database is unavailable, /api answers 503', async () => {
	const error = await fullRole.user.count().catch((caught: unknown) => caught)
	expect(isDatabaseUnavailable(error)).toBe(true)
	// the pg driver's own error, as the queue (pg-boss) and the raw pools meet it
	const client = new pg.Client({ connectionString: fullRoleUrl })
	const driverError = await client.connect().catch((caught: unknown) => caught)
	expect(driverError).toMatchObject({ code: '53300' })
	expect(isDatabaseUnavailable(driverError)).toBe(true)
	expect(await answerOf(fullRole)).toEqual(unavailable)
})

test('08P01 from a pooler that takes no more clients: the database is unavailable, /api answers 503', async () => {
	const error = await behindPooler.$queryRaw`SELECT 1`.catch((caught: unknown) => caught)
	expect(isDatabaseUnavailable(error)).toBe(true)
	expect(await answerOf(behindPooler)).toEqual(unavailable)
})
