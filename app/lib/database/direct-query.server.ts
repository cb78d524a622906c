import pg from 'pg'
import { statementName } from './prepared-statements.server.ts'

// The chat's three statements run at every message (issue 45): through Prisma's raw query path
// each spent about as much CPU in Prisma's runtime (its query plan, the rows turned into columns
// and back, the result's conversion) as in the pg driver. These statements are run on Prisma's
// own pg pool directly, with the conversions Prisma's driver adapter makes for raw queries:
// `timestamp` columns (UTC in this app) read as Dates, Dates sent as UTC timestamps, json parsed.

const TIMESTAMP_OID = 1114

/** A `timestamp` (without time zone) as PostgreSQL writes it, read as the UTC instant it stores. */
export function parseUtcTimestamp(value: string) {
	return new Date(`${value.replace(' ', 'T')}Z`)
}

const types = {
	getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
		oid === TIMESTAMP_OID && format !== 'binary'
			? parseUtcTimestamp
			: pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

/** A parameter as Prisma's adapter sends it: a Date as its UTC timestamp, the rest unchanged. */
export function toParameter(value: unknown) {
	return value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value
}

/**
 * Rows of one statement (`$1`… placeholders) on `pool`, named and prepared once per connection
 * when its text begins with the prepared marker (prepared-statements.server.ts).
 */
export async function queryRows<T>(pool: pg.Pool, text: string, values: readonly unknown[]): Promise<T[]> {
	const result = await pool.query<T & pg.QueryResultRow>({
		name: statementName({ sql: text }) || undefined,
		text,
		values: values.map(toParameter),
		types,
	})
	return result.rows
}
