// Issue 13: a request that needs the database while it is out of reach answers 503 with
// Retry-After, for /api (api()) and for pages (entry.server), not a 500. The errors are real: a
// Prisma client on a port where no PostgreSQL listens.
import { createServer } from 'node:net'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { api } from '#app/api/respond.server.ts'
import * as entryServer from '#app/entry.server.tsx'
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '#app/lib/database-unavailable.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { ErrorBoundary } from '#app/root.tsx'
import { createPrismaClient } from '#prisma/db/client.ts'
import { testContext } from '#tests/helpers/requests.ts'

let dead: ReturnType<typeof createPrismaClient>

/** A port nobody listens on: taken from the system, then released. */
async function freePort() {
	const server = createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	await new Promise<void>((resolve) => server.close(() => resolve()))
	return typeof address === 'object' && address ? address.port : 0
}

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

test('pages: a loader that cannot reach the database answers 503 with Retry-After; other failures stay 500', async () => {
	const down = await createRequestHandler(buildWith(() => dead.user.count()))(
		new Request('http://localhost/'),
		testContext(),
	)
	expect(down.status).toBe(503)
	expect(down.headers.get('Retry-After')).toBe('5')
	expect(await down.text()).toContain('role="alert"')

	const broken = await createRequestHandler(
		buildWith(async () => {
			throw new Error('boom')
		}),
	)(new Request('http://localhost/'), testContext())
	expect(broken.status).toBe(500)
	expect(broken.headers.get('Retry-After')).toBeNull()
})
