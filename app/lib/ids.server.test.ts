import { expect, test } from 'vitest'
import { newRowId } from './ids.server.ts'

test('a row id has the shape of a Prisma cuid and does not repeat', () => {
	const ids = Array.from({ length: 10_000 }, newRowId)
	for (const id of ids.slice(0, 100)) expect(id).toMatch(/^c[0-9a-z]{24}$/)
	expect(new Set(ids).size).toBe(ids.length)
})
