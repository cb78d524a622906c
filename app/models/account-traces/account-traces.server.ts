// Where an account was seen from (docs/decisions/019-attack-findings.md): an AccountTrace is a
// keyed hash (HMAC with the session secret) of the address, of an IPv6 address's /64 or of the
// device id, recorded when a session or an /api token pair is made, when an offer is sent and when a
// review is written; kept 90 days after it was last seen (the nightly purge,
// app/models/maintenance/purge-expired.server.ts). Below auth, offers and reviews, which all record
// traces; the review holds read them.
import { createHmac } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { clientKey } from '#app/lib/client-key.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { currentContext, type RequestOrigin } from '#app/lib/request-context.server.ts'
import { resolveSessionSecret } from '#app/lib/session-secret.server.ts'

export const TRACE_RETENTION_DAYS = 90

// 'net': an IPv6 address's /64, what one subscriber gets (a second address of the same line matches)
export type TraceKind = 'ip' | 'net' | 'device'

let traceKey: Buffer | undefined
function keyedHash(kind: TraceKind, value: string) {
	// a key of its own derived from the session secret: the hashes say nothing without it
	traceKey ??= createHmac('sha256', resolveSessionSecret(getEnv().SESSION_SECRET)).update('account-trace').digest()
	return createHmac('sha256', traceKey).update(`${kind}:${value}`).digest('base64url')
}

/**
 * The address as one person's: IPv4-mapped IPv6 as IPv4; none for an unknown or loopback one
 * (the machine itself, a proxy that forwards nothing, or the tests: it says nothing about who).
 */
function personalAddress(ip: string) {
	const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip
	if (!address || address === 'unknown' || address === '::1' || address.startsWith('127.')) return null
	return address.toLowerCase()
}

function tracesOf(origin: RequestOrigin | undefined) {
	if (!origin) return []
	const address = personalAddress(origin.ip)
	const traces: Array<{ kind: TraceKind; hash: string }> = []
	if (address) traces.push({ kind: 'ip', hash: keyedHash('ip', address) })
	if (address?.includes(':')) traces.push({ kind: 'net', hash: keyedHash('net', clientKey(address)) })
	if (origin.deviceId) traces.push({ kind: 'device', hash: keyedHash('device', origin.deviceId) })
	return traces
}

/**
 * Where the current request comes from as keyed hashes (the address and the device), for a record
 * that must say «from where» without keeping the address: a signed offer acceptance.
 */
export function originHashes(origin = currentContext()?.origin) {
	const traces = tracesOf(origin)
	return {
		ipHash: traces.find((trace) => trace.kind === 'ip')?.hash ?? null,
		deviceHash: traces.find((trace) => trace.kind === 'device')?.hash ?? null,
	}
}

/** A trace already recorded is written again at most once per this long (its lastSeenAt moves). */
export const TRACE_REFRESH_MS = 3_600_000
// why: each sign-in and offer recorded its traces with a write; the same user from the same place
// within the hour changes nothing the holds or the 90-day purge read, so this process skips it.
// Bounded: a burst of sign-ins from new places cannot grow it without limit.
const recentlyRecorded = new LRUCache<string, number>({ max: 20_000 })

/**
 * Records where the current request comes from (its context's `origin`) for `userId`, at most
 * once per TRACE_REFRESH_MS for each trace in this process. Nothing outside a request. Never fails
 * the work it accompanies: a failure is logged.
 */
export async function recordTrace(userId: string, origin = currentContext()?.origin, now = new Date()) {
	const keyOf = (trace: { kind: TraceKind; hash: string }) => `${userId}:${trace.kind}:${trace.hash}`
	const traces = tracesOf(origin).filter((trace) => {
		const recordedAt = recentlyRecorded.get(keyOf(trace))
		return recordedAt === undefined || now.getTime() - recordedAt >= TRACE_REFRESH_MS
	})
	if (traces.length === 0) return
	const rows = traces.map(
		(trace) => Prisma.sql`(gen_random_uuid()::text, ${userId}, ${trace.kind}, ${trace.hash}, ${now}, ${now})`,
	)
	try {
		await prisma.$executeRaw`
			INSERT INTO "AccountTrace" ("id", "userId", "kind", "hash", "firstSeenAt", "lastSeenAt")
			VALUES ${Prisma.join(rows)}
			ON CONFLICT ("userId", "kind", "hash") DO UPDATE SET "lastSeenAt" = excluded."lastSeenAt"`
		for (const trace of traces) recentlyRecorded.set(keyOf(trace), now.getTime())
	} catch (error) {
		logger().warn({ err: error }, 'account trace not recorded')
	}
}

/** The keyed hash of an address as an 'ip' trace holds it; null for one that says nothing about who. */
export function addressTraceHash(ip: string) {
	const address = personalAddress(ip)
	return address ? keyedHash('ip', address) : null
}
