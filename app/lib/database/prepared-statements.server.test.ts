import { expect, test } from 'vitest'
import { statementName } from './prepared-statements.server.ts'

test('only a statement that begins with the marker is named, and always with the same name', () => {
	const marked = '\n\t\t/* prepared */ SELECT 1 WHERE $1 = $1'
	const name = statementName({ sql: marked })
	expect(name).toMatch(/^p_[0-9a-f]{24}$/)
	expect(statementName({ sql: marked })).toBe(name)
	expect(statementName({ sql: '/* prepared */ SELECT 2' })).not.toBe(name)
	expect(statementName({ sql: 'SELECT 1 /* prepared */' })).toBe('')
	expect(statementName({ sql: 'SELECT 1' })).toBe('')
})
