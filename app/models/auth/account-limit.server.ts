// How many accounts one network address may open (docs/security.md «Limits»). Only what abuse
// needs is counted: accounts opened from the address in the last 24 hours whose owner never
// confirmed the email. A mobile carrier puts many phones behind one address; people who confirm
// their email use up nothing, while a script that makes throwaway accounts is stopped at five.
// Counted in the database (the address's keyed 'ip' trace, written with the account), under a lock
// per address, so two simultaneous sign-ups cannot both take the last place.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { waitInWords } from '#app/lib/rate-limit.server.ts'
import { addressTraceHash } from '#app/models/account-traces/account-traces.server.ts'

export const UNCONFIRMED_ACCOUNTS_PER_ADDRESS = 5
const WINDOW_MS = 24 * 60 * 60 * 1000

type Db = Prisma.TransactionClient | typeof prisma

/** null while the address may open another account, else the seconds until one of its places frees up. */
export async function accountLimitWait(ip: string, { db = prisma as Db, now = new Date() } = {}) {
	const hash = addressTraceHash(ip)
	if (!hash) return null
	const since = new Date(now.getTime() - WINDOW_MS)
	const rows = await db.$queryRaw<Array<{ createdAt: Date }>>`
		SELECT u."createdAt" FROM "User" u
		JOIN "AccountTrace" t ON t."userId" = u.id AND t.kind = 'ip' AND t.hash = ${hash}
		WHERE u."createdAt" >= ${since} AND u."emailVerified" = false
		ORDER BY u."createdAt" DESC
		LIMIT ${UNCONFIRMED_ACCOUNTS_PER_ADDRESS}`
	if (rows.length < UNCONFIRMED_ACCOUNTS_PER_ADDRESS) return null
	// the oldest of the counted accounts leaves the window first
	return Math.max(60, Math.ceil((rows.at(-1)!.createdAt.getTime() + WINDOW_MS - now.getTime()) / 1000))
}

/** Said before any typing (the wizard's first and email steps, the registration's first step). */
export function accountLimitNotice(wait: number) {
	return (
		`Desde tu conexión se han creado hoy ${UNCONFIRMED_ACCOUNTS_PER_ADDRESS} cuentas que aún no han confirmado su correo, ` +
		`el máximo. Si ya tienes cuenta, inicia sesión (o escribe su correo en el paso del correo); si has creado una, ` +
		`confirma su correo con el enlace que te enviamos. Si no, podrás crear otra dentro de ${waitInWords(wait)}.`
	)
}

/**
 * What a page that opens an account says before any typing (the job wizard's first and email steps,
 * the registration's first two): the notice while the address has used its places, else null.
 */
export async function accountLimitAnnouncement(ip: string) {
	const wait = await accountLimitWait(ip)
	return wait === null ? null : accountLimitNotice(wait)
}

/**
 * Inside the transaction that creates the account: refuses when the address has used its places
 * (`keep` says what the refusal keeps, e.g. the wizard's draft), else records the new account's
 * address so that it counts until its email is confirmed.
 */
export async function claimAccountPlace(tx: Prisma.TransactionClient, ip: string, keep = '') {
	const hash = addressTraceHash(ip)
	if (!hash) return { record: async () => {} }
	await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`account-limit:${hash}`}))`
	const wait = await accountLimitWait(ip, { db: tx })
	if (wait !== null)
		throw new AppError('too_many_requests', `${accountLimitNotice(wait)}${keep ? ` ${keep}` : ''}`, {
			details: { retryAfter: wait },
		})
	return {
		record: async (userId: string) => {
			await tx.accountTrace.create({ data: { userId, kind: 'ip', hash } })
		},
	}
}
