// A single-use, short-lived sign-in link by email, for a client whose account was made by posting
// a job and who never set a password: asking her for one would be a dead end.
import { prisma } from '#app/lib/db.server.ts'
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
