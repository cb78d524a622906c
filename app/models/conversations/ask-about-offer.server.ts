// «Preguntar»: a client asks the craftsman about one of the offers on her job, before deciding.
// The question opens (or continues) the conversation with that craftsman about that job; the
// first message starts it, as any conversation (send-message.server.ts decides who may).
import { type Role } from '#app/generated/prisma/enums.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { startOrContinueConversation } from './send-message.server.ts'

export const OFFER_NOT_FOUND = 'Oferta no encontrada'

/**
 * One offer on a job of the client's (not withdrawn), with the conversation she already has with
 * its craftsman about that job, if any; null for anyone else's offer.
 */
export async function getOfferToAsk(clientId: string, offerId: string) {
	const offer = await prisma.offer.findFirst({
		where: { id: offerId, status: { not: 'withdrawn' }, job: { ownerId: clientId } },
		select: {
			id: true,
			price: true,
			jobId: true,
			craftsmanId: true,
			job: { select: { listingId: true, serviceTitle: true, otherTitle: true, service: { select: { name: true } } } },
			craftsman: { select: { craftsman: { select: { companyName: true } } } },
		},
	})
	if (!offer) return null
	const conversation = await prisma.conversation.findFirst({
		where: {
			jobId: offer.jobId,
			AND: [
				{ participants: { some: { userId: clientId } } },
				{ participants: { some: { userId: offer.craftsmanId } } },
			],
		},
		orderBy: { updatedAt: 'desc' },
		select: { id: true },
	})
	return {
		id: offer.id,
		price: offer.price.toNumber(),
		jobId: offer.jobId,
		jobTitle: jobTitle(offer.job, `Trabajo ${offer.job.listingId}`),
		craftsmanId: offer.craftsmanId,
		companyName: offer.craftsman.craftsman?.companyName ?? 'Profesional',
		conversationId: conversation?.id ?? null,
	}
}

/** The client's question about the offer: stored in the conversation with its craftsman about the job. */
export async function askAboutOffer({
	client,
	offerId,
	text,
	clientKey,
}: {
	client: { id: string; role: Role }
	offerId: string
	text: string
	clientKey?: string | null
}) {
	const offer = await getOfferToAsk(client.id, offerId)
	if (!offer) throw new AppError('not_found', OFFER_NOT_FOUND)
	return startOrContinueConversation({
		sender: client,
		receiverId: offer.craftsmanId,
		jobId: offer.jobId,
		text,
		clientKey,
	})
}
