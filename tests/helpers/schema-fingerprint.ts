import pg from 'pg'

/**
 * Everything that makes up a database's structure, as sorted text lines: extensions, enums,
 * columns, constraints and indexes. Two databases with equal fingerprints have the same schema.
 */
export async function schemaFingerprint(url: string) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		const queries = {
			extension: `SELECT extname AS line FROM pg_extension`,
			enum: `SELECT t.typname || ': ' || string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS line
			       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
			column: `SELECT table_name || '.' || column_name || ' ' || udt_name || ' null=' || is_nullable
			                || ' default=' || coalesce(column_default, '') AS line
			         FROM information_schema.columns
			         WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
			constraint: `SELECT c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS line
			             FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
			             WHERE n.nspname = 'public' AND c.conrelid::regclass::text NOT IN ('_prisma_migrations', '"_prisma_migrations"')`,
			index: `SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
		}
		const lines: string[] = []
		for (const [kind, sql] of Object.entries(queries)) {
			const { rows } = await client.query<{ line: string }>(sql)
			lines.push(...rows.map((row) => `${kind} ${row.line}`))
		}
		return lines.sort()
	} finally {
		await client.end()
	}
}
