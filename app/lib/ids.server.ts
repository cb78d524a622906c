import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * A row id for the rows written by hand-built SQL on the chat's path (a message, its
 * notification): the shape of Prisma's `cuid()` (25 characters, `c`, then the time in base 36 and
 * random characters), so they sort and look like every other id. `@paralleldrive/cuid2` hashes its
 * entropy with SHA-3 in JavaScript, about 0.2 ms an id: two a message were a tenth of a chat
 * instance's CPU (issue 45). 16 random base-36 characters carry about 82 bits.
 */
export function newRowId() {
	const time = Date.now().toString(36).padStart(8, '0').slice(-8)
	const bytes = randomBytes(16)
	let random = ''
	for (const byte of bytes) random += ALPHABET[byte % 36]
	return `c${time}${random}`
}
