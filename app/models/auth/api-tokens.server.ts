// Bearer tokens of the /api contract: an access token (short) and a refresh token (long).
// Only their sha256 is stored, so a database leak gives no usable token.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma, queryDirect } from '#app/lib/db.server.ts'
import { disconnectTokenFamily } from '#app/realtime/publish.server.ts'
import { setRequestUser } from '#app/lib/request-context.server.ts'
import { recordTrace } from '#app/models/account-traces/account-traces.server.ts'
import { secondFactorShortfall } from './two-factor.server.ts'
import { deviceOfRequest, endOtherSessions, type SessionStart, type sessionUserSelect } from './sessions.server.ts'

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

/** What a token family carries from its sign-in to every token a refresh issues. */
type Family = { id: string; startedAt: Date; secondFactorAt: Date | null; userAgent: string; ipAddress: string }

async function issue(db: Db, userId: string, family: Family, kind: 'access' | 'refresh', lifetimeMs: number) {
	const token = randomBytes(32).toString('base64url')
	await db.apiToken.create({
		data: {
			userId,
			familyId: family.id,
			familyStartedAt: family.startedAt,
			secondFactorAt: family.secondFactorAt,
			userAgent: family.userAgent,
			ipAddress: family.ipAddress,
			kind,
			tokenHash: hashToken(token),
			// never past the family's absolute end
			expiresAt: new Date(Math.min(Date.now() + lifetimeMs, familyEnd(family.startedAt))),
		},
	})
	return token
}

/** A family of tokens stops working this long after its sign-in, however often it is refreshed. */
export const TOKEN_FAMILY_DAYS = 90
const familyEnd = (startedAt: Date) => startedAt.getTime() + TOKEN_FAMILY_DAYS * DAY_MS

/**
 * A token pair that starts a new family (a sign-in): `secondFactor` says it passed a right code,
 * and a recovery code ends every other session and token family of the user.
 */
export async function issueTokens(userId: string, { secondFactor = false }: SessionStart = {}) {
	// where the app signs in from
	await recordTrace(userId)
	const now = new Date()
	const family = { id: randomUUID(), startedAt: now, secondFactorAt: secondFactor ? now : null, ...deviceOfRequest() }
	const pair = await issuePair(prisma, userId, family)
	if (secondFactor === 'recovery') await endOtherSessions(userId, { tokenFamilyId: family.id })
	return pair
}

async function issuePair(db: Db, userId: string, family: Family) {
	return {
		accessToken: await issue(db, userId, family, 'access', ACCESS_TOKEN_IDLE_DAYS * DAY_MS),
		refreshToken: await issue(db, userId, family, 'refresh', REFRESH_TOKEN_DAYS * DAY_MS),
	}
}

type SessionUser = Prisma.UserGetPayload<{ select: typeof sessionUserSelect }>
type TokenRow = {
	id: string
	kind: string
	familyId: string
	familyStartedAt: Date
	secondFactorAt: Date | null
	userAgent: string
	ipAddress: string
	expiresAt: Date
	revokedAt: Date | null
} & {
	[K in keyof SessionUser as `user_${K}`]: SessionUser[K]
}

/**
 * The token and its user, whatever their state, in one statement (every /api call asks: Prisma
 * reads a relation with a query of its own).
 */
async function findToken(token: string) {
	// every /api call reads this: run without Prisma's runtime (direct-query.server.ts)
	const [row] = await queryDirect<TokenRow>(
		`/* prepared */
		SELECT t."id", t."kind", t."familyId", t."familyStartedAt", t."secondFactorAt", t."userAgent", t."ipAddress",
		       t."expiresAt", t."revokedAt",
		       u."id" AS "user_id", u."email" AS "user_email", u."name" AS "user_name",
		       u."lastName" AS "user_lastName", u."role"::text AS "user_role", u."blockedAt" AS "user_blockedAt",
		       u."emailVerified" AS "user_emailVerified"
		FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId"
		WHERE t."tokenHash" = $1`,
		[hashToken(token)],
	)
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
		family: {
			id: row.familyId,
			startedAt: row.familyStartedAt,
			secondFactorAt: row.secondFactorAt,
			userAgent: row.userAgent,
			ipAddress: row.ipAddress,
		},
		expiresAt: row.expiresAt,
		revokedAt: row.revokedAt,
		user,
	}
}

/** Whether `row` is a `kind` token still in force, of a family not past its end, of a user not blocked. */
function isLive(row: NonNullable<Awaited<ReturnType<typeof findToken>>>, kind: 'access' | 'refresh') {
	const now = Date.now()
	return (
		row.kind === kind &&
		!row.revokedAt &&
		row.expiresAt.getTime() >= now &&
		familyEnd(row.family.startedAt) > now &&
		!row.user.blockedAt
	)
}

/** The live access token of `Authorization: Bearer <access token>`: its user and family, or null. */
export async function getBearerToken(request: Request) {
	const match = request.headers.get('Authorization')?.match(/^Bearer\s+(\S+)$/i)
	if (!match) return null
	const row = await findToken(match[1])
	if (!row || !isLive(row, 'access')) return null
	const slid = Math.min(Date.now() + ACCESS_TOKEN_IDLE_DAYS * DAY_MS, familyEnd(row.family.startedAt))
	let expiresAt = row.expiresAt
	if (slid - row.expiresAt.getTime() > SLIDE_EVERY_MS) {
		// the last use, to the hour, moves with the expiry (no write per request)
		const { count } = await prisma.apiToken.updateMany({
			where: { id: row.id, revokedAt: null },
			data: { expiresAt: new Date(slid), lastUsedAt: new Date() },
		})
		if (count === 1) expiresAt = new Date(slid)
	}
	setRequestUser(row.user.id) // for the request's log line
	return { user: row.user, familyId: row.family.id, secondFactorAt: row.family.secondFactorAt, expiresAt }
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

/**
 * The user of `Authorization: Bearer <access token>`, or null: for calls open to anyone that give a
 * caller more (an admin sees anyone's details). An admin's token whose sign-in lacked the second
 * factor is nobody here, as it is refused where a caller is required (requireApiCaller).
 */
export async function getBearerUser(request: Request) {
	const caller = await getBearerToken(request)
	if (!caller || (await secondFactorShortfall(caller.user, caller.secondFactorAt))) return null
	return caller.user
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
		if (row?.kind === 'refresh' && row.revokedAt) await revokeFamily(row.family.id)
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
		return revoked.count === 1 ? issuePair(tx, row.user.id, row.family) : null
	})
	if (!pair) {
		await revokeFamily(row.family.id) // used twice at the same moment: a replay, not a refresh
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
