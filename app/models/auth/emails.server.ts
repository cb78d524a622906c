// The two emails that carry a secret link. Enqueued in the transaction that stores the token, so
// a token never exists without its email, nor an email without its token. The link stays in the
// job row until pg-boss deletes it (7 days); it expires long before (24 h and 1 h).
import { passwordChangedMessage } from '#app/emails/templates/password-changed.server.tsx'
import { resetPasswordMessage } from '#app/emails/templates/reset-password.server.tsx'
import { verifyEmailMessage } from '#app/emails/templates/verify-email.server.tsx'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { enqueue } from '#app/queue/queue.server.ts'

type LinkEmail = { to: string; name: string; link: string }

export function enqueueVerificationEmail(
	tx: Prisma.TransactionClient,
	{ to, name, link, choosePassword = false }: LinkEmail & { choosePassword?: boolean },
) {
	return enqueue(tx, 'email', { to, ...verifyEmailMessage({ name, link, choosePassword }), tag: 'verify-email' })
}

export function enqueuePasswordResetEmail(
	tx: Prisma.TransactionClient,
	{ to, name, link, key }: LinkEmail & { key?: string },
) {
	return enqueue(tx, 'email', { to, ...resetPasswordMessage({ name, link }), tag: 'reset-password', key })
}

/** The security notice after a password change, in the transaction that changes it. */
export function enqueuePasswordChangedEmail(
	tx: Prisma.TransactionClient,
	{ to, name, resetLink }: { to: string; name: string; resetLink: string },
) {
	return enqueue(tx, 'email', { to, ...passwordChangedMessage({ name, resetLink }), tag: 'password-changed' })
}
