import { prisma } from '#app/lib/db.server.ts'

/** A fingerprint of every row of every table but the postal codes (reference data, 37k rows). */
export async function databaseFingerprint() {
	const tables = await prisma.$queryRaw<Array<{ name: string }>>`
		SELECT table_name AS name FROM information_schema.tables
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('PostalCode', '_prisma_migrations')`
	const parts = await Promise.all(
		tables.map(async ({ name }) => {
			const [row] = await prisma.$queryRawUnsafe<Array<{ sum: string | null }>>(
				`SELECT md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS sum FROM "${name}" t`,
			)
			return `${name}:${row?.sum ?? ''}`
		}),
	)
	return parts.sort().join('|')
}
