import { gunzipSync } from 'node:zlib'
import bcrypt from 'bcryptjs'
import { AppError } from '#app/lib/app-error.ts'
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG } from './auth.schema.ts'

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

let commonPasswords: Promise<Set<string>> | undefined

/**
 * The offline list of common and leaked passwords (the 100,000 most used, see
 * scripts/build-common-passwords.ts), decoded into a Set on the first check only: the module is
 * loaded then too, so processes that never set a password never pay for it.
 */
function loadCommonPasswords() {
	return (commonPasswords ??= import('./data/common-passwords.server.ts').then(
		({ COMMON_PASSWORDS_GZIP_BASE64 }) =>
			new Set(gunzipSync(Buffer.from(COMMON_PASSWORDS_GZIP_BASE64, 'base64')).toString('utf8').split('\n')),
	))
}

/** Whether `password` is on the list (compared case-insensitively: «Password1» is «password1»). */
export async function isCommonPassword(password: string) {
	return (await loadCommonPasswords()).has(password.toLowerCase())
}

/**
 * The hash of a password the user is choosing now (registration, reset, change, first password):
 * refused on `field` when it is a common or leaked one. The schema checked every other rule.
 */
export async function hashNewPassword(password: string, field = 'newPassword') {
	if (await isCommonPassword(password)) throw new AppError('bad_request', PASSWORD_TOO_COMMON, { field })
	return hashPassword(password)
}
