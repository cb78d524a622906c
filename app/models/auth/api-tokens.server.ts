// Bearer tokens of the /api contract: an access token (short) and a refresh token (long).
// Only their sha256 is stored, so a database leak gives no usable token.
import { createHash, randomBytes } from 'node:crypto'
import { prisma } from '#app/lib/db.server.ts'
import { sessionUserSelect } from './sessions.server.ts'

export const ACCESS_TOKEN_MINUTES = 60
export const REFRESH_TOKEN_DAYS = 30

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

async function issue(userId: string, kind: 'access' | 'refresh', lifetimeMs: number) {
	const token = randomBytes(32).toString('base64url')
	await prisma.apiToken.create({
		data: { userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) },
	})
	return token
}

export async function issueTokens(userId: string) {
	return {
		accessToken: await issue(userId, 'access', ACCESS_TOKEN_MINUTES * 60_000),
		refreshToken: await issue(userId, 'refresh', REFRESH_TOKEN_DAYS * 86_400_000),
	}
}

async function findLiveToken(token: string, kind: 'access' | 'refresh') {
	const row = await prisma.apiToken.findUnique({
		where: { tokenHash: hashToken(token) },
		select: { id: true, kind: true, expiresAt: true, revokedAt: true, user: { select: sessionUserSelect } },
	})
	if (!row || row.kind !== kind || row.revokedAt || row.expiresAt < new Date() || row.user.blockedAt) return null
	return row
}

/** The user of `Authorization: Bearer <access token>`, or null. */
export async function getBearerUser(request: Request) {
	const match = request.headers.get('Authorization')?.match(/^Bearer\s+(\S+)$/i)
	if (!match) return null
	return (await findLiveToken(match[1], 'access'))?.user ?? null
}

/** A new token pair for a live refresh token; the old refresh token stops working (rotation). */
export async function refreshTokens(refreshToken: string) {
	const row = await findLiveToken(refreshToken, 'refresh')
	if (!row) return null
	const revoked = await prisma.apiToken.updateMany({
		where: { id: row.id, revokedAt: null },
		data: { revokedAt: new Date() },
	})
	if (revoked.count === 0) return null // used concurrently: only one caller wins
	return { user: row.user, ...(await issueTokens(row.user.id)) }
}
