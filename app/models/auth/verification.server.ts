// Single-use, expiring secrets sent by email (address verification, password reset).
// Only a hash is stored; a secret works once and only for its purpose.
import { createHash, randomBytes } from 'node:crypto'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { type TokenPurpose } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
	email_verification: 24 * 3_600_000,
	password_reset: 3_600_000,
	sign_in: 15 * 60_000,
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

/**
 * A new secret for `userId`; earlier unused secrets of the same purpose stop working. Inside the
 * caller's transaction, which also enqueues the email carrying the secret.
 */
export async function createVerificationToken(tx: Prisma.TransactionClient, userId: string, purpose: TokenPurpose) {
	const secret = randomBytes(32).toString('base64url')
	await tx.verificationToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } })
	await tx.verificationToken.create({
		data: {
			userId,
			purpose,
			tokenHash: hashSecret(secret),
			expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
		},
	})
	return secret
}

export type TokenCheck =
	{ status: 'valid'; userId: string; tokenId: string } | { status: 'used'; userId: string } | { status: 'invalid' }

/** What a secret is worth right now, without using it. */
export async function checkVerificationToken(secret: string, purpose: TokenPurpose): Promise<TokenCheck> {
	const token = await prisma.verificationToken.findUnique({ where: { tokenHash: hashSecret(secret) } })
	if (!token || token.purpose !== purpose || token.expiresAt < new Date()) return { status: 'invalid' }
	if (token.usedAt) return { status: 'used', userId: token.userId }
	return { status: 'valid', userId: token.userId, tokenId: token.id }
}

/** Uses a secret once: true only for the one caller that marked it used. */
export async function markTokenUsed(tokenId: string) {
	const { count } = await prisma.verificationToken.updateMany({
		where: { id: tokenId, usedAt: null },
		data: { usedAt: new Date() },
	})
	return count === 1
}
