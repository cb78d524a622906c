import bcrypt from 'bcryptjs'

const COST = 10

export function hashPassword(password: string) {
	return bcrypt.hash(password, COST)
}

export function verifyPassword(password: string, hash: string | null | undefined) {
	if (!hash) return Promise.resolve(false)
	return bcrypt.compare(password, hash)
}
