// Process-wide shutdown state, shared by server.ts and the Remix build (separate module
// instances, hence globalThis). Imports nothing that needs DATABASE_URL: server.ts loads it first.
const DRAINING = Symbol.for('reformas.draining')
type Slot = { [DRAINING]?: boolean }

/** From SIGTERM on, readiness answers 503 so load balancers stop sending requests here. */
export function setDraining() {
	;(globalThis as Slot)[DRAINING] = true
}

export function isDraining() {
	return (globalThis as Slot)[DRAINING] === true
}

/** After the last request: closes the Prisma pool if this process ever opened it (db.server.ts). */
export async function disconnectPrisma() {
	const remembered = (globalThis as { __remember_epic_web?: Map<string, unknown> }).__remember_epic_web
	const client = remembered?.get('prisma') as { $disconnect: () => Promise<void> } | undefined
	await client?.$disconnect()
}
