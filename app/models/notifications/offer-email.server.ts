// Email to the client for each new offer on one of their jobs: offers do not wait (no throttle).
// Enqueued in the offer's transaction.
import { newOfferEmail } from '#app/emails/templates/new-offer.server.tsx'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { dashboardPath } from '#app/models/auth/roles.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { formatEuros } from '#app/lib/format.ts'

/** False when the client cannot be emailed (blocked or gone). */
export async function enqueueNewOfferEmail(
	tx: Prisma.TransactionClient,
	{
		clientId,
		companyName,
		jobTitle,
		price,
	}: { clientId: string; companyName: string; jobTitle: string; price: number },
) {
	const client = await tx.user.findFirst({
		where: { id: clientId, blockedAt: null },
		select: { email: true, name: true, role: true },
	})
	if (!client) return false
	const link = `${getEnv().SITE_ORIGIN}${dashboardPath(client.role)}`
	const email = newOfferEmail({ name: client.name, companyName, jobTitle, price: formatEuros(price), link })
	await enqueue(tx, 'email', { to: client.email, ...email, tag: 'new-offer' })
	return true
}
