import { createHash } from 'node:crypto'

/**
 * Opt-in named prepared statements. A statement whose SQL begins with `/* prepared *\/` is
 * prepared once per connection and then only bound and run: PostgreSQL stops planning it on
 * every call. The chat's three statements spent more time being planned than running (1.25 ms
 * of each message's 2 ms in PostgreSQL, issue 45). Opt-in, because each distinct text stays
 * prepared for the connection's life: only statements whose text has a few shapes are marked.
 * (A pooler in transaction mode in front of PostgreSQL must support prepared statements:
 * docs/operations.md.)
 */
const MARKED = /^\s*\/\* prepared \*\//
const names = new Map<string, string>()

/**
 * The name `@prisma/adapter-pg` gives a statement (its `statementNameGenerator`): '' (the unnamed
 * statement, planned each time) unless marked.
 */
export function statementName({ sql }: { sql: string }): string {
	if (!MARKED.test(sql)) return ''
	let name = names.get(sql)
	if (!name) {
		name = `p_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`
		names.set(sql, name)
	}
	return name
}
