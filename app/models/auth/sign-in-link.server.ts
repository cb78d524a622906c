// A single-use, short-lived sign-in link by email, for a client whose account was made by posting
// a job and who never set a password: asking her for one would be a dead end.
import { prisma } from '#app/lib/db.server.ts'
import { consumeRateLimit, enforceActionLimit } from '#app/lib/rate-limit.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { enqueueLinkEmail } from './emails.server.ts'
import { checkVerificationToken, createLinkToken, markTokenUsed } from './verification.server.ts'

export const SIGN_IN_LINK_SENT = 'Te hemos enviado un enlace para entrar'
// one email a minute per address is enough for someone waiting for it
const RESEND_AFTER_MS = 60_000

export async function sendSignInLink(user: { id: string; email: string; name: string; blockedAt?: Date | null }) {
	if (user.blockedAt) return
	await prisma.$transaction(async (tx) => {
		const recent = await tx.verificationToken.count({
			where: { userId: user.id, purpose: 'sign_in', createdAt: { gt: new Date(Date.now() - RESEND_AFTER_MS) } },
		})
		if (recent) return
		const tokenId = await createLinkToken(tx, user.id, 'sign_in')
		await enqueueLinkEmail(tx, { kind: 'sign-in', userId: user.id, tokenId })
	})
}

/** The answer to «Enviarme un enlace para entrar», the same for every address (issue 37, L2). */
export const SIGN_IN_LINK_REQUESTED =
	'Si ese correo es de una cuenta de cliente, te hemos enviado un enlace para entrar'

/**
 * The wizard's «Enviarme un enlace para entrar»: the request is queued whatever the address, and the
 * job decides (sendRequestedSignInLink), so neither the answer nor its time tells whose address it
 * is. Each request costs one of the address's `emailChecksByIp`.
 */
export async function requestSignInLink(email: string, { clientIp }: { clientIp: string }) {
	await enforceActionLimit('emailChecksByIp', clientIp)
	await prisma.$transaction((tx) => enqueue(tx, 'sign-in-link', { email: email.toLowerCase() }))
}

/**
 * The queued half: a link goes only to a client's account that is not blocked, at most one a
 * minute and `signInLinksByAccount` (3) an hour; anything else is dropped in silence.
 */
export async function sendRequestedSignInLink({ email }: { email: string }) {
	const user = await prisma.user.findUnique({
		where: { email: email.toLowerCase() },
		select: { id: true, email: true, name: true, role: true, blockedAt: true },
	})
	if (!user || user.role !== 'cliente' || user.blockedAt) return 'dropped'
	if (await consumeRateLimit('signInLinksByAccount', user.id)) return 'limited'
	await sendSignInLink(user)
	return 'sent'
}

export async function isSignInLinkUsable(secret: string) {
	return (await checkVerificationToken(secret, 'sign_in')).status === 'valid'
}

/** Uses the link once: the user to sign in, or null. */
export async function consumeSignInLink(secret: string) {
	const check = await checkVerificationToken(secret, 'sign_in')
	if (check.status !== 'valid' || !(await markTokenUsed(check.tokenId))) return null
	const user = await prisma.user.findUnique({ where: { id: check.userId }, select: { id: true, blockedAt: true } })
	if (!user || user.blockedAt) return null
	// the link came to her inbox: the address is hers
	await prisma.user.update({ where: { id: user.id }, data: { emailVerified: true } })
	return user.id
}
