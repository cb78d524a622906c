// The email that follows a verification decision (issue 8 §2), links on SITE_ORIGIN.
import { sendEmail } from '#app/emails/send.server.ts'
import { craftsmanRefusedEmail } from '#app/emails/templates/craftsman-refused.server.tsx'
import { craftsmanVerifiedEmail } from '#app/emails/templates/craftsman-verified.server.tsx'
import { getEnv } from '#app/lib/env.server.ts'

type Target = { email: string; name: string; companyName: string }

/** Never throws: the decision is already stored and notified; a lost email must not undo that. */
export async function emailVerificationDecision(
	target: Target & ({ verified: true } | { verified: false; reason: string }),
) {
	try {
		const origin = getEnv().SITE_ORIGIN
		const email = target.verified
			? craftsmanVerifiedEmail({
					name: target.name,
					companyName: target.companyName,
					link: `${origin}/tablero/oficial`,
				})
			: craftsmanRefusedEmail({
					name: target.name,
					companyName: target.companyName,
					reason: target.reason,
					link: `${origin}/tablero/oficial/editarperfil`,
				})
		await sendEmail({ to: target.email, ...email, tag: target.verified ? 'craftsman-verified' : 'craftsman-refused' })
		return true
	} catch (error) {
		console.warn('verification email failed', error)
		return false
	}
}
