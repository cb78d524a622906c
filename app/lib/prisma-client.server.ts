import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaClient } from '#app/generated/prisma/client.ts'
import { statementName } from '#app/lib/database/prepared-statements.server.ts'

/**
 * A Prisma client on the pg driver adapter (Prisma 7: no native query engine). `max` sizes the pool
 * on purpose (pg's default is 10): 20 lets an instance hold 100 chat messages a second (each holds
 * a connection a few ms), and a request waits at most 5 s for a free one, then fails cleanly
 * instead of queueing without end. An interactive transaction waits as long for its connection
 * (Prisma's own default is 2 s: at a load of 26 `admin:create` failed with P2028 before the pool's
 * 5 s were up).
 */
export function createPrismaClient(
	connectionString: string,
	{ max = 20, onPool }: { max?: number; onPool?: (pool: pg.Pool) => void } = {},
) {
	const pool = createPool(connectionString, max)
	onPool?.(pool) // the app's metrics read its connections
	// $disconnect ends the pool, as it did when the adapter made its own
	return new PrismaClient({
		adapter: new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: statementName }),
		transactionOptions: { maxWait: 5_000 },
	})
}

/**
 * The pg pool under Prisma. Every connection keeps an error listener for its whole life: pg-pool
 * hands a released connection to the next waiting transaction, which adds its own listener only a
 * microtask later, and when PostgreSQL dies its "terminating connection" can land in that gap as an
 * 'error' nobody hears, which killed the process (the fault suite). Heard, the
 * connection is only marked broken: its next query fails (the request answers 500 and the client
 * retries) and the pool drops it when it is released.
 */
export function createPool(connectionString: string, max: number) {
	const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 })
	pool.on('connect', (client) => client.on('error', reportedByNextQuery))
	// idle connections the server closes (a restart) leave the pool the same way
	pool.on('error', reportedByNextQuery)
	return pool
}

function reportedByNextQuery() {
	// nothing to do here: whoever uses the connection next gets the failure
}
