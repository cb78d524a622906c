// The email that follows a verification decision, links on SITE_ORIGIN. Enqueued in
// the decision's transaction: it goes out once the decision is committed, never without it.
import { craftsmanRefusedEmail } from '#app/emails/templates/craftsman-refused.server.tsx'
import { craftsmanVerifiedEmail } from '#app/emails/templates/craftsman-verified.server.tsx'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { paths } from '#app/lib/paths.ts'

type Target = { email: string; name: string; companyName: string }

export function enqueueVerificationDecisionEmail(
	tx: Prisma.TransactionClient,
	target: Target & ({ verified: true; message?: string } | { verified: false; reason: string }),
) {
	const origin = getEnv().SITE_ORIGIN
	const email = target.verified
		? craftsmanVerifiedEmail({
				name: target.name,
				companyName: target.companyName,
				link: `${origin}${paths.craftsmanHome()}`,
				message: target.message,
			})
		: craftsmanRefusedEmail({
				name: target.name,
				companyName: target.companyName,
				reason: target.reason,
				link: `${origin}${paths.craftsmanProfileEdit()}`,
			})
	const tag = target.verified ? 'craftsman-verified' : 'craftsman-refused'
	return enqueue(tx, 'email', { to: target.email, ...email, tag })
}
