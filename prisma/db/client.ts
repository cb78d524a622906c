import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '../../app/generated/prisma/client.ts'

/**
 * A Prisma client on the pg driver adapter (Prisma 7: no native query engine). `max` sizes the pool
 * on purpose (pg's default is 10): 20 lets an instance hold 100 chat messages a second (each holds
 * a connection a few ms), and a request waits at most 5 s for a free one, then fails cleanly
 * instead of queueing without end.
 */
export function createPrismaClient(connectionString: string, { max = 20 }: { max?: number } = {}) {
	return new PrismaClient({
		adapter: new PrismaPg({ connectionString, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 }),
	})
}
