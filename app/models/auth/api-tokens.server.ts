// Bearer tokens of the /api contract: an access token (short) and a refresh token (long).
// Only their sha256 is stored, so a database leak gives no usable token.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { disconnectTokenFamily } from '#app/realtime/publish.server.ts'
import { setRequestUser } from '#app/lib/request-context.server.ts'
import { recordTrace } from '#app/models/reviews/review-holds.server.ts'
import { type sessionUserSelect } from './sessions.server.ts'

/**
 * An access token lives this long from its last use (sliding): a client that never calls refresh
 * stays signed in while it is used. Logout, a password change and a block still end it at once.
 */
export const ACCESS_TOKEN_IDLE_DAYS = 30
export const REFRESH_TOKEN_DAYS = 30
/** A token's expiry is pushed forward at most once per this long (not a write per request). */
const SLIDE_EVERY_MS = 3_600_000
const DAY_MS = 86_400_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

type Db = Prisma.TransactionClient | typeof prisma

async function issue(db: Db, userId: string, familyId: string, kind: 'access' | 'refresh', lifetimeMs: number) {
	const token = randomBytes(32).toString('base64url')
	await db.apiToken.create({
		data: { userId, familyId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) },
	})
	return token
}

/** A token pair; a sign-in starts a new family, a refresh continues its own. */
export async function issueTokens(userId: string, familyId?: string, db: Db = prisma) {
	// a sign-in (a new family; a refresh runs inside its transaction): where the app signs in from
	if (!familyId) await recordTrace(userId)
	const family = familyId ?? randomUUID()
	return {
		accessToken: await issue(db, userId, family, 'access', ACCESS_TOKEN_IDLE_DAYS * DAY_MS),
		refreshToken: await issue(db, userId, family, 'refresh', REFRESH_TOKEN_DAYS * DAY_MS),
	}
}

type SessionUser = Prisma.UserGetPayload<{ select: typeof sessionUserSelect }>
type TokenRow = { id: string; kind: string; familyId: string; expiresAt: Date; revokedAt: Date | null } & {
	[K in keyof SessionUser as `user_${K}`]: SessionUser[K]
}

/**
 * The token and its user, whatever their state, in one statement (every /api call asks: Prisma
 * reads a relation with a query of its own).
 */
async function findToken(token: string) {
	const [row] = await prisma.$queryRaw<TokenRow[]>`
		SELECT t."id", t."kind", t."familyId", t."expiresAt", t."revokedAt",
		       u."id" AS "user_id", u."email" AS "user_email", u."name" AS "user_name",
		       u."lastName" AS "user_lastName", u."role"::text AS "user_role", u."blockedAt" AS "user_blockedAt",
		       u."emailVerified" AS "user_emailVerified"
		FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId"
		WHERE t."tokenHash" = ${hashToken(token)}`
	if (!row) return null
	const user: SessionUser = {
		id: row.user_id,
		email: row.user_email,
		name: row.user_name,
		lastName: row.user_lastName,
		role: row.user_role,
		blockedAt: row.user_blockedAt,
		emailVerified: row.user_emailVerified,
	}
	return {
		id: row.id,
		kind: row.kind,
		familyId: row.familyId,
		expiresAt: row.expiresAt,
		revokedAt: row.revokedAt,
		user,
	}
}

/** Whether `row` is a `kind` token still in force, of a user not blocked. */
function isLive(row: NonNullable<Awaited<ReturnType<typeof findToken>>>, kind: 'access' | 'refresh') {
	return row.kind === kind && !row.revokedAt && row.expiresAt >= new Date() && !row.user.blockedAt
}

/** The live access token of `Authorization: Bearer <access token>`: its user and family, or null. */
export async function getBearerToken(request: Request) {
	const match = request.headers.get('Authorization')?.match(/^Bearer\s+(\S+)$/i)
	if (!match) return null
	const row = await findToken(match[1])
	if (!row || !isLive(row, 'access')) return null
	const slid = Date.now() + ACCESS_TOKEN_IDLE_DAYS * DAY_MS
	let expiresAt = row.expiresAt
	if (slid - row.expiresAt.getTime() > SLIDE_EVERY_MS) {
		const { count } = await prisma.apiToken.updateMany({
			where: { id: row.id, revokedAt: null },
			data: { expiresAt: new Date(slid) },
		})
		if (count === 1) expiresAt = new Date(slid)
	}
	setRequestUser(row.user.id) // for the request's log line
	return { user: row.user, familyId: row.familyId, expiresAt }
}

/**
 * When the access token `token` stops working if it is not used again, or null when it no longer
 * works (revoked, expired, its user blocked). Asking does not count as a use: an open socket
 * re-checks its token with this and must not keep it alive.
 */
export async function accessTokenExpiry(token: string) {
	const row = await findToken(token)
	return row && isLive(row, 'access') ? row.expiresAt : null
}

/** The user of `Authorization: Bearer <access token>`, or null. */
export async function getBearerUser(request: Request) {
	return (await getBearerToken(request))?.user ?? null
}

/**
 * A new token pair for a live refresh token; the old refresh token stops working (rotation).
 * A refresh token used a second time (stolen, or replayed) ends its whole family: the thief's
 * pair and the owner's newer one alike, so whoever holds the newer one must sign in again.
 */
export async function refreshTokens(refreshToken: string) {
	const row = await findToken(refreshToken)
	if (!row || !isLive(row, 'refresh')) {
		// a rotated refresh token used again: a replay, so the whole family ends
		if (row?.kind === 'refresh' && row.revokedAt) await revokeFamily(row.familyId)
		return null
	}
	// the old token is spent and the new pair stored in one transaction: a second use of the same
	// token waits on the row lock until this commits, then finds it spent and ends the family, the
	// pair issued here included
	const pair = await prisma.$transaction(async (tx) => {
		const revoked = await tx.apiToken.updateMany({
			where: { id: row.id, revokedAt: null },
			data: { revokedAt: new Date() },
		})
		return revoked.count === 1 ? issueTokens(row.user.id, row.familyId, tx) : null
	})
	if (!pair) {
		await revokeFamily(row.familyId) // used twice at the same moment: a replay, not a refresh
		return null
	}
	return { user: row.user, ...pair }
}

/**
 * Ends every token of a family (logout through /api, a replayed refresh token), and closes the
 * sockets opened with them on every instance: a socket never outlives its token.
 */
export async function revokeFamily(familyId: string) {
	await prisma.$transaction([
		prisma.apiToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } }),
		// the devices this sign-in subscribed stop hearing of the account (push sends check it too)
		prisma.pushSubscription.deleteMany({ where: { tokenFamilyId: familyId } }),
	])
	disconnectTokenFamily(familyId)
}
