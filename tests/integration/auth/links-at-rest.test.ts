// Issue 37 (M6): no working reset, verification or sign-in link rests in the queue's tables (nor,
// so, in a backup of them): the email job holds { kind, userId, tokenId } and the link is made
// when the email is sent. The emailed links still work, and a token replaced before its email
// went sends nothing.
import { expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { sendPasswordResetLink, startEmailVerification } from '#app/models/auth/account.server.ts'
import { sendSignInLink } from '#app/models/auth/sign-in-link.server.ts'
import { checkVerificationToken } from '#app/models/auth/verification.server.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'

/** Every row of every table of the queue's schema, as text (what a dump of it would hold). */
async function queueTablesText() {
	const tables = await prisma.$queryRawUnsafe<Array<{ name: string }>>(
		`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
		QUEUE_SCHEMA,
	)
	const texts = await Promise.all(
		tables.map(({ name }) =>
			prisma.$queryRawUnsafe<Array<{ row: string }>>(`SELECT t::text AS row FROM ${QUEUE_SCHEMA}."${name}" t`),
		),
	)
	return texts.flat().map((entry) => entry.row)
}

const linkIn = (to: string, path: string) => {
	const match = readOutbox(to)
		.map((email) => email.text.match(new RegExp(`${path}\\?token=([\\w-]+)`)))
		.find(Boolean)
	expect(match, `a ${path} link emailed to ${to}`).toBeTruthy()
	return match![1]!
}

test('the queue holds references, never the link; the link is made at sending and works', async () => {
	const user = await createUser({ emailVerified: false })
	await startEmailVerification(user)
	await sendPasswordResetLink({ email: user.email }, 'prueba-1')
	await sendSignInLink(user)
	const queued = await queueTablesText()
	expect(queued.join('\n')).not.toMatch(/token=/)
	expect(queued.filter((row) => row.includes(user.email))).toEqual([])

	await runQueuedJobs()
	const sent = [
		[linkIn(user.email, '/verificar-correo'), 'email_verification'],
		[linkIn(user.email, '/restablecer-contrasena'), 'password_reset'],
		[linkIn(user.email, '/entrar'), 'sign_in'],
	] as const
	expect(readOutbox(user.email)).toHaveLength(3)
	const after = (await queueTablesText()).join('\n')
	for (const [secret, purpose] of sent) {
		expect(after).not.toContain(secret)
		expect(await checkVerificationToken(secret, purpose)).toMatchObject({ status: 'valid', userId: user.id })
	}
	// nor does the token table hold it: only its hash
	const rows = await prisma.verificationToken.findMany({ where: { userId: user.id } })
	for (const [secret] of sent) expect(JSON.stringify(rows)).not.toContain(secret)
})

test('a link replaced (or expired) before its email went sends nothing; the newest goes', async () => {
	const user = await createUser({ emailVerified: false })
	await startEmailVerification(user)
	await startEmailVerification(user)
	await runQueuedJobs()
	expect(readOutbox(user.email)).toHaveLength(1)
	expect(await checkVerificationToken(linkIn(user.email, '/verificar-correo'), 'email_verification')).toMatchObject({
		status: 'valid',
	})

	const other = await createUser()
	await sendPasswordResetLink({ email: other.email }, 'prueba-2')
	await prisma.verificationToken.updateMany({
		where: { userId: other.id },
		data: { expiresAt: new Date(Date.now() - 1) },
	})
	await runQueuedJobs()
	expect(readOutbox(other.email)).toEqual([])
})
