// Single-use, expiring secrets sent by email (address verification, password reset, sign-in).
// Neither the database nor the queue holds a working secret: a token's secret is an HMAC of its
// id under the server's secret (SESSION_SECRET, never in the database), the row keeps only its
// hash, and the email job carries the id, so the link is made when the email is sent. A backup
// or a read of the queue's table therefore opens no account.
import { createHash, createHmac } from 'node:crypto'
import { createId } from '@paralleldrive/cuid2'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { type TokenPurpose } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { resolveSessionSecret } from '#app/lib/session-secret.server.ts'

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
	email_verification: 24 * 3_600_000,
	password_reset: 3_600_000,
	sign_in: 15 * 60_000,
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** The secret of the link for token `tokenId` (the same every time: a retried email sends the same link). */
export function linkSecret(tokenId: string) {
	return createHmac('sha256', resolveSessionSecret(getEnv().SESSION_SECRET))
		.update(`email-link:${tokenId}`)
		.digest('base64url')
}

/**
 * A new token for `userId`; earlier unused tokens of the same purpose stop working. Inside the
 * caller's transaction, which also enqueues the email that will carry its link (by id).
 */
export async function createLinkToken(tx: Prisma.TransactionClient, userId: string, purpose: TokenPurpose) {
	const id = createId()
	await tx.verificationToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } })
	await tx.verificationToken.create({
		data: {
			id,
			userId,
			purpose,
			tokenHash: hashSecret(linkSecret(id)),
			expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
		},
	})
	return id
}

/** A new token's secret at once (tests; the app sends links through the email job). */
export async function createVerificationToken(tx: Prisma.TransactionClient, userId: string, purpose: TokenPurpose) {
	return linkSecret(await createLinkToken(tx, userId, purpose))
}

/** The secret of a token still usable for `purpose` by `userId` (an email job about to send it), else null. */
export async function usableLinkSecret(tokenId: string, userId: string, purpose: TokenPurpose) {
	const token = await prisma.verificationToken.findFirst({
		where: { id: tokenId, userId, purpose, usedAt: null, expiresAt: { gt: new Date() } },
		select: { id: true },
	})
	return token ? linkSecret(token.id) : null
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
