import { createPrismaClient } from '#prisma/db/client.ts'
import { getEnv } from './env.server.ts'
import { trackDbPool } from './metrics.server.ts'

// One client per process: the server and the routes share this module (one bundle in production,
// one Vite module graph in development). DATABASE_URL is set by server.ts (or the test setup)
// before this module is first imported, also when the embedded database is in use.
function createClient() {
	const url = process.env.DATABASE_URL
	if (!url) throw new Error('DATABASE_URL no está definido: arranque la app con server.ts')
	return createPrismaClient(url, { max: getEnv().DATABASE_POOL_MAX, onPool: trackDbPool })
}
export const prisma = createClient()
