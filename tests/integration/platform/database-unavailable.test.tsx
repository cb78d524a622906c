// A request that needs the database while it is out of reach answers 503 with
// Retry-After, never 500: for /api (api()), and for pages, data requests and resource routes
// (handleError marks the request, server/web.ts's answerOutagesWith503 answers it), through Express as
// server/web.ts mounts Remix. The errors are real: a Prisma client on a port where no PostgreSQL listens.
import { createServer as createHttpServer, type Server } from 'node:http'
import { createRequestHandler as createExpressHandler } from '@remix-run/express'
import { type ServerBuild } from '@remix-run/node'
import express from 'express'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { api } from '#app/api/respond.server.ts'
import * as entryServer from '#app/entry.server.tsx'
import {
	answerOutagesWith503,
	databaseOutageErrors,
	isDatabaseUnavailable,
	SERVICE_UNAVAILABLE,
	trackedLoadContext,
} from '#app/lib/database-unavailable.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { ErrorBoundary } from '#app/root.tsx'
import { createPrismaClient } from '#app/lib/prisma-client.server.ts'
import { freePort } from '#tests/helpers/free-port.ts'
import { startTcpRelay } from '#tests/helpers/tcp-relay.ts'

let dead: ReturnType<typeof createPrismaClient>

/** A port nobody listens on: taken from the system, then released. */
beforeAll(async () => {
	dead = createPrismaClient(`postgresql://nobody:nothing@127.0.0.1:${await freePort()}/reformas`, { max: 2 })
})
afterAll(() => dead.$disconnect())

test('the errors of an unreachable database are told apart from any other', async () => {
	const unreachable = await dead.user.count().catch((error: unknown) => error)
	const raw = await dead.$queryRaw`SELECT 1`.catch((error: unknown) => error)
	const badQuery = await prisma.$queryRawUnsafe('SELECT * FROM "NoSuchTable"').catch((error: unknown) => error)
	expect(isDatabaseUnavailable(unreachable)).toBe(true)
	expect(isDatabaseUnavailable(raw)).toBe(true)
	expect(isDatabaseUnavailable(badQuery)).toBe(false)
	expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
})

test('a connection the server ended, or a server starting up or shutting down, is the database unavailable', async () => {
	// what pg says when PostgreSQL is stopped or restarted under an open connection
	const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
	const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' })
	const broken = new Error('Client has encountered a connection error and is not queryable')
	expect(isDatabaseUnavailable(shutdown)).toBe(true)
	expect(isDatabaseUnavailable(starting)).toBe(true)
	expect(isDatabaseUnavailable(broken)).toBe(true)
	// wrapped by whoever caught it
	expect(isDatabaseUnavailable(new Error('no se pudo guardar', { cause: shutdown }))).toBe(true)
	expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)

	// a real connection ended by the server: pg's own error
	const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
	await client.connect()
	client.on('error', () => {})
	const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
	const killer = new pg.Client({ connectionString: process.env.DATABASE_URL })
	await killer.connect()
	await killer.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
	await killer.end()
	const ended = await client.query('SELECT 1').catch((error: unknown) => error)
	expect(isDatabaseUnavailable(ended)).toBe(true)
	await client.end().catch(() => {})
})

test('a connection reset under a running Prisma query is the database unavailable', async () => {
	// a TCP relay to the test database; resetting its sockets is PostgreSQL going away without a word
	// (its host stopped or killed): Prisma's raw query then says only «Server has closed the
	// connection» (the fault suite met it: a 500 while the other instance stopped the database)
	const target = new URL(process.env.DATABASE_URL!)
	const relay = await startTcpRelay({ hostname: target.hostname, port: Number(target.port) })
	const url = new URL(target)
	url.hostname = '127.0.0.1'
	url.port = String(relay.port)
	const client = createPrismaClient(url.toString(), { max: 1 })
	try {
		await client.$queryRaw`SELECT 1`
		// reset (RST) while a query waits for its answer: the driver adapter's ConnectionClosed
		const pending = client.$queryRaw`SELECT pg_sleep(2)`.catch((error: unknown) => error)
		await new Promise((resolve) => setTimeout(resolve, 200))
		relay.reset()
		const closed = await pending
		expect(closed).toBeInstanceOf(Error)
		expect(isDatabaseUnavailable(closed)).toBe(true)
	} finally {
		await client.$disconnect().catch(() => {})
		relay.close()
	}
})

test('/api: 503 with Retry-After and the Spanish message in the usual envelope', async () => {
	const handler = api(async () => Response.json({ users: await dead.user.count() }))
	const response = await handler()
	expect(response.status).toBe(503)
	expect(response.headers.get('Retry-After')).toBe('5')
	expect(await response.json()).toEqual({ success: false, message: SERVICE_UNAVAILABLE })
	// any other failure still propagates (a 500, as before)
	await expect(api(async () => Promise.reject(new Error('boom')))()).rejects.toThrow('boom')
})

/** A one-route Remix build around the app's entry.server and root ErrorBoundary. */
function buildWith(loader: () => Promise<unknown>): ServerBuild {
	return {
		mode: 'production',
		entry: { module: entryServer },
		routes: {
			root: {
				id: 'root',
				path: '',
				module: { default: () => <p>ok</p>, loader, ErrorBoundary },
			},
		},
		assets: {
			entry: { imports: [], module: '/entry.client.js' },
			routes: {
				root: {
					id: 'root',
					path: '',
					module: '/root.js',
					hasLoader: true,
					hasAction: false,
					hasClientAction: false,
					hasClientLoader: false,
					hasErrorBoundary: true,
				},
			},
			url: '/manifest.js',
			version: '1',
		},
		future: {
			v3_fetcherPersist: true,
			v3_relativeSplatPath: true,
			v3_throwAbortReason: true,
			v3_singleFetch: true,
			v3_lazyRouteDiscovery: true,
			v3_routeConfig: true,
			unstable_optimizeDeps: false,
		},
		publicPath: '/assets/',
		assetsBuildDirectory: 'build/client',
		basename: undefined,
		isSpaMode: false,
	} as unknown as ServerBuild
}

/** Remix behind Express, as server/web.ts mounts it: outages answered 503, errors outside Remix too. */
async function serve(build: ServerBuild) {
	const app = express()
	app.use(answerOutagesWith503)
	app.get('/fuera-de-remix', async (_req, _res, next) => {
		await dead.user.count().catch(next)
	})
	app.all(
		'*',
		createExpressHandler({
			build,
			getLoadContext: (_req, res) =>
				trackedLoadContext(res, { cspNonce: 'n', clientIp: '127.0.0.1', io: undefined as never }),
		}),
	)
	app.use(databaseOutageErrors)
	const server: Server = createHttpServer(app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	return {
		url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

test('pages, data requests and errors outside Remix: 503 with Retry-After while the database is unreachable; other failures stay 500', async () => {
	const down = await serve(buildWith(() => dead.user.count()))
	try {
		const page = await fetch(`${down.url}/`)
		expect(page.status).toBe(503)
		expect(page.headers.get('Retry-After')).toBe('5')
		expect(await page.text()).toContain('role="alert"')
		// what the browser asks on a client-side navigation (single fetch)
		const data = await fetch(`${down.url}/_root.data`)
		expect(data.status).toBe(503)
		expect(data.headers.get('Retry-After')).toBe('5')
		const outside = await fetch(`${down.url}/fuera-de-remix`)
		expect(outside.status).toBe(503)
		expect(outside.headers.get('Retry-After')).toBe('5')
		expect(await outside.text()).toBe(SERVICE_UNAVAILABLE)
	} finally {
		await down.close()
	}

	const broken = await serve(
		buildWith(async () => {
			throw new Error('boom')
		}),
	)
	try {
		const page = await fetch(`${broken.url}/`)
		expect(page.status).toBe(500)
		expect(page.headers.get('Retry-After')).toBeNull()
		const data = await fetch(`${broken.url}/_root.data`)
		expect(data.status).toBe(500)
	} finally {
		await broken.close()
	}
})
