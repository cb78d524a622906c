// Shutdown state, shared by server.ts and the routes (one module instance: they are one bundle).
// Imports nothing that needs DATABASE_URL: server.ts loads it first.
let draining = false

/** From SIGTERM on, readiness answers 503 so load balancers stop sending requests here. */
export function setDraining(value = true) {
	draining = value
}

export function isDraining() {
	return draining
}

/** After the last request: closes the Prisma pool (db.server.ts, imported now that DATABASE_URL is set). */
export async function disconnectPrisma() {
	const { prisma } = await import('./db.server.ts')
	await prisma.$disconnect()
}
