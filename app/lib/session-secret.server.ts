import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * SESSION_SECRET when configured; otherwise a random secret made once and kept under .data/,
 * so a fresh clone is secure without configuration and sessions survive restarts.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir = '.data') {
	if (configured) return configured
	const file = path.join(dataDir, 'session-secret')
	if (existsSync(file)) return readFileSync(file, 'utf8').trim()
	mkdirSync(dataDir, { recursive: true })
	const secret = randomBytes(32).toString('hex')
	writeFileSync(file, secret, { mode: 0o600 })
	return secret
}
