import bcrypt from 'bcryptjs'
import { AppError } from '#app/lib/app-error.ts'
import { PASSWORD_TOO_LONG } from './auth.schema.ts'

const COST = 10
/** Past this, a password is refused unread: bcrypt uses 72 bytes, and hashing megabytes stalls the server. */
const MAX_PASSWORD_BYTES = 288 // 72 characters of up to 4 bytes each

const tooLong = (password: string) =>
	password.length > MAX_PASSWORD_BYTES || Buffer.byteLength(password) > MAX_PASSWORD_BYTES

export function hashPassword(password: string) {
	if (tooLong(password)) throw new AppError('bad_request', PASSWORD_TOO_LONG, { field: 'password' })
	return bcrypt.hash(password, COST)
}

export function verifyPassword(password: string, hash: string | null | undefined) {
	if (!hash || tooLong(password)) return Promise.resolve(false)
	return bcrypt.compare(password, hash)
}
