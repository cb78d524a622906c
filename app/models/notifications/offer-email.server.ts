// Email to the client for each new offer on one of their jobs: offers do not wait (no throttle).
import { newOfferEmail } from '#app/emails/templates/new-offer.server.tsx'
import { sendEmail } from '#app/emails/send.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { dashboardPath } from '#app/models/auth/roles.ts'

const euros = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: 2 })

/** Never throws: the offer is already stored and notified; a lost email must not undo that. */
export async function emailNewOffer({
	clientId,
	companyName,
	jobTitle,
	price,
}: {
	clientId: string
	companyName: string
	jobTitle: string
	price: number
}) {
	try {
		const client = await prisma.user.findFirst({
			where: { id: clientId, blockedAt: null },
			select: { email: true, name: true, role: true },
		})
		if (!client) return false
		const link = `${getEnv().SITE_ORIGIN}${dashboardPath(client.role)}`
		const email = newOfferEmail({ name: client.name, companyName, jobTitle, price: euros.format(price), link })
		await sendEmail({ to: client.email, ...email, tag: 'new-offer' })
		return true
	} catch (error) {
		console.warn('offer email failed', error)
		return false
	}
}
