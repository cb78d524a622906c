// The emails that carry a secret link. Enqueued in the transaction that stores the token, so a
// token never exists without its email, nor an email without its token. The job holds only a
// reference ({ kind, userId, tokenId }): the address, the name and the link are read and made
// when the email is sent (renderLinkEmail), so no working link sits in the queue's table or in
// a backup of it. A token used, replaced or expired by then sends nothing.
import { passwordChangedMessage } from '#app/emails/templates/password-changed.server.tsx'
import { resetPasswordMessage } from '#app/emails/templates/reset-password.server.tsx'
import { signInLinkMessage } from '#app/emails/templates/sign-in-link.server.tsx'
import { verifyEmailMessage } from '#app/emails/templates/verify-email.server.tsx'
import { type Email } from '#app/emails/send.server.ts'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { type TokenPurpose } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { type LinkEmailRef } from '#app/queue/link-email.ts'
import { usableLinkSecret } from './verification.server.ts'

const LINKS: Record<
	LinkEmailRef['kind'],
	{ purpose: TokenPurpose; path: string; render: (values: { name: string; link: string }) => Omit<Email, 'to'> }
> = {
	'verify-email': {
		purpose: 'email_verification',
		path: '/verificar-correo',
		render: (values) => ({ ...verifyEmailMessage(values), tag: 'verify-email' }),
	},
	'verify-email-choose-password': {
		purpose: 'email_verification',
		path: '/verificar-correo',
		render: (values) => ({ ...verifyEmailMessage({ ...values, choosePassword: true }), tag: 'verify-email' }),
	},
	'reset-password': {
		purpose: 'password_reset',
		path: '/restablecer-contrasena',
		render: (values) => ({ ...resetPasswordMessage(values), tag: 'reset-password' }),
	},
	'sign-in': {
		purpose: 'sign_in',
		path: '/entrar',
		render: (values) => ({ ...signInLinkMessage(values), tag: 'sign-in-link' }),
	},
}

/** Queues the email of a token made in `tx` (by createLinkToken); `key` makes a resend harmless. */
export function enqueueLinkEmail(tx: Prisma.TransactionClient, link: LinkEmailRef, key?: string) {
	return enqueue(tx, 'email', { link, key })
}

/** The email a reference stands for, made now; null when its token no longer works (or its user is gone). */
export async function renderLinkEmail(ref: LinkEmailRef): Promise<Email | null> {
	const { purpose, path, render } = LINKS[ref.kind]
	const [user, secret] = await Promise.all([
		prisma.user.findFirst({
			where: { id: ref.userId, blockedAt: null, deletedAt: null },
			select: { email: true, name: true },
		}),
		usableLinkSecret(ref.tokenId, ref.userId, purpose),
	])
	if (!user || !secret) return null
	const link = `${getEnv().SITE_ORIGIN}${path}?token=${encodeURIComponent(secret)}`
	return { to: user.email, ...render({ name: user.name, link }) }
}

/** The security notice after a password change, in the transaction that changes it. */
export function enqueuePasswordChangedEmail(
	tx: Prisma.TransactionClient,
	{ to, name, resetLink }: { to: string; name: string; resetLink: string },
) {
	return enqueue(tx, 'email', { to, ...passwordChangedMessage({ name, resetLink }), tag: 'password-changed' })
}
