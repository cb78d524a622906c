import type pg from 'pg'
import { type PrismaClient } from '#app/generated/prisma/client.ts'
import { queryRows } from './database/direct-query.server.ts'
import { getEnv } from './env.server.ts'
import { trackDbPool } from './metrics.server.ts'
import { createPrismaClient } from './prisma-client.server.ts'

// One client per process: the server and the routes share this module (one bundle in production,
// one Vite module graph in development). A leaf: it imports only app/lib, and the client is built
// on first use, not on import, so a module that merely imports a model (a script, a test's
// helper, the route table's build) opens no pool. DATABASE_URL is set by the process's start-up (server/startup.server.ts) (or the test
// setup) before the first query, also when the embedded database is in use.
let client: PrismaClient | undefined
/** the client's pg pool, for the few statements run on it directly (queryDirect) */
let pool: pg.Pool | undefined

function createClient() {
	const url = process.env.DATABASE_URL
	if (!url) throw new Error('DATABASE_URL no está definido: arranque la app con server.ts')
	return createPrismaClient(url, {
		max: getEnv().DATABASE_POOL_MAX,
		onPool: (created) => {
			pool = created
			trackDbPool(created)
		},
	})
}

/** The process's client, built on the first call. */
export function getPrisma(): PrismaClient {
	return (client ??= createClient())
}

/** The process's client; reading any of its members builds it (see getPrisma). */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
	get(_, key) {
		const real = getPrisma()
		const value: unknown = Reflect.get(real, key, real)
		return typeof value === 'function' ? value.bind(real) : value
	},
	has: (_, key) => Reflect.has(getPrisma(), key),
})

/**
 * One statement (`$1`… placeholders) on the client's own pool, without Prisma's runtime: for the
 * statements of every chat message only (direct-query.server.ts). Outside any transaction.
 */
export function queryDirect<T>(text: string, values: readonly unknown[]): Promise<T[]> {
	getPrisma() // the pool is the client's, built with it
	return queryRows<T>(pool!, text, values)
}
