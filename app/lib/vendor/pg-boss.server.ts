// Reaches into pg-boss, in one place.
//
// Written for pg-boss 10.4.2 (PINNED; vendor.test.ts fails when the installed version differs:
// read the two reaches below against the new version's src/ before changing the pin).
//
// 1. Statement capture. `captureStatement` hands pg-boss a `db` that records the SQL and values
//    of its INSERT instead of running them, so a write of one statement can carry its job in a
//    CTE (a chat message: no transaction round trips before the push). It relies on `send` issuing
//    exactly one statement and reading only `rows[0].id` of its answer.
//    Way out: pg-boss exposing its job INSERT (or accepting a "return the SQL" option).
// 2. Lost completions. pg-boss 10 completes or fails a worker's job without awaiting the promise
//    (src/manager.js, `work`): when the database is gone at that moment the rejection is
//    unhandled and Node ends the process (the fault suite's PostgreSQL phase killed an instance
//    so). `handleLostCompletions` marks those promises handled, once per process, by wrapping
//    `complete` and `fail` on the manager's prototype; whoever awaits them still sees the error,
//    and a job whose completion was lost stays active until pg-boss expires and retries it (every
//    handler is idempotent). Way out: pg-boss awaiting (or catching) its own completion.
// Also: pg-boss 10's types say `retry` answers void; it answers { jobs, requested, affected }
// (RetryAnswer below).
import { createRequire } from 'node:module'
import type PgBoss from 'pg-boss'

export const PINNED = { name: 'pg-boss', version: '10.4.2' } as const

/** What pg-boss 10.4.2's `retry` really answers (its types say void). */
export type RetryAnswer = { jobs: string[]; requested: number; affected: number }

/**
 * The one statement `send` would run, with its values mapped by `mapValues`, instead of running
 * it. Throws when pg-boss sent none (the reach no longer holds).
 */
export async function captureStatement(
	send: (db: PgBoss.Db) => Promise<unknown>,
	mapValues: (values: unknown[]) => unknown[],
	what: string,
) {
	let statement: { text: string; values: unknown[] } | undefined
	await send({
		async executeSql(text: string, values: unknown[] = []) {
			statement = { text, values: mapValues(values) }
			return { rows: [{ id: null }] }
		},
	})
	if (!statement) throw new Error(`pg-boss sent no statement for ${what}`)
	return statement
}

/** Marks the promises of pg-boss's unawaited `complete` and `fail` handled (see 2. above). */
export function handleLostCompletions() {
	const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
		prototype: Record<string, (...args: unknown[]) => Promise<unknown>> & { [HANDLED]?: true }
	}
	if (manager.prototype[HANDLED]) return
	manager.prototype[HANDLED] = true
	for (const method of ['complete', 'fail']) {
		const original = manager.prototype[method]!
		const handled = function (this: unknown, ...args: unknown[]) {
			const result = original.apply(this, args)
			result.catch((error: unknown) =>
				console.error(`[queue] ${method}: ${error instanceof Error ? error.message : String(error)}`),
			)
			return result
		}
		// why: PgBoss exposes the manager's methods under their function names
		manager.prototype[method] = Object.defineProperty(handled, 'name', { value: method })
	}
}
const HANDLED = Symbol.for('reformas.pg-boss.completions-handled')
