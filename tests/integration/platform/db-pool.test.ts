// The pg pool under Prisma survives PostgreSQL dropping connections (the fault suite: a
// killed postmaster took an instance down with an unhandled 'error' on a connection in transit).
import { expect, test } from 'vitest'
import { createPool } from '#app/lib/prisma-client.server.ts'

test('a connection the server drops while it is checked out fails its next query, and the pool goes on', async () => {
	const pool = createPool(process.env.DATABASE_URL!, 2)
	try {
		// checked out and idle: the pool's own listener is off, as in the gap before a transaction's
		const client = await pool.connect()
		const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
		// the server sends this idle connection "terminating connection" (FATAL 57P01), as on a crash
		await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
		// without a listener for the connection's life, that 'error' is thrown and the test run fails
		await expect.poll(() => (client as unknown as { _queryable: boolean })._queryable).toBe(false)
		await expect(client.query('SELECT 1')).rejects.toThrow()
		client.release()
		expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
	} finally {
		await pool.end()
	}
})
