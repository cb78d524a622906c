// The nightly purge: rows that can no longer be used. Sessions, API tokens and email
// links past their expiry; job drafts nobody can reach any more (an anonymous draft's cookie lives
// 7 days) or that a signed-in user left for 30 days; where accounts were seen from (AccountTrace),
// 90 days after it was last seen.
import { prisma } from '#app/lib/db.server.ts'
import { TRACE_RETENTION_DAYS } from '#app/models/account-traces/account-traces.server.ts'

export const ANONYMOUS_DRAFT_DAYS = 7
export const USER_DRAFT_DAYS = 30
// a used or expired email link is kept a day, so "already used" can still be told apart from "unknown"
const TOKEN_GRACE_MS = 86_400_000

export async function purgeExpired(now = new Date()) {
	const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
	const [sessions, apiTokens, verificationTokens, anonymousDrafts, userDrafts, traces] = await prisma.$transaction([
		prisma.session.deleteMany({ where: { expiresAt: { lt: now } } }),
		prisma.apiToken.deleteMany({ where: { expiresAt: { lt: now } } }),
		prisma.verificationToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - TOKEN_GRACE_MS) } } }),
		prisma.jobDraft.deleteMany({ where: { userId: null, updatedAt: { lt: daysAgo(ANONYMOUS_DRAFT_DAYS) } } }),
		prisma.jobDraft.deleteMany({ where: { userId: { not: null }, updatedAt: { lt: daysAgo(USER_DRAFT_DAYS) } } }),
		prisma.accountTrace.deleteMany({ where: { lastSeenAt: { lt: daysAgo(TRACE_RETENTION_DAYS) } } }),
	])
	return {
		sessions: sessions.count,
		apiTokens: apiTokens.count,
		verificationTokens: verificationTokens.count,
		jobDrafts: anonymousDrafts.count + userDrafts.count,
		accountTraces: traces.count,
	}
}
