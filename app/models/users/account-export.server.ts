// A user downloads their data (GDPR art. 15 and 20). Everything the product keeps
// about them; of other people only what the user already sees in the product (names, companies).
// Never password or token hashes, nor the secret of alert unsubscribe links.
import { prisma } from '#app/lib/db.server.ts'
import { jobTitle, type TitledJob } from '#app/models/job-rules/job-title.ts'
import { exportPaperwork } from './account-export-paperwork.server.ts'

const place = { select: { code: true, placeName: true, province: true } } as const
const otherPerson = { select: { name: true, craftsman: { select: { companyName: true } } } } as const
const name = (user: { name: string; craftsman: { companyName: string } | null } | null) =>
	user ? (user.craftsman?.companyName ?? user.name) : 'Usuario eliminado'

export async function exportAccountData(userId: string) {
	const [user, jobs, offers, conversations, reviewsWritten, notifications, subscriptions, jobAlerts, savedFilter] =
		await Promise.all([
			prisma.user.findUniqueOrThrow({
				where: { id: userId },
				select: {
					id: true,
					email: true,
					role: true,
					name: true,
					lastName: true,
					phone: true,
					streetAddress: true,
					profilePhoto: true,
					emailVerified: true,
					preferredDistanceKm: true,
					preferredCategories: true,
					createdAt: true,
					updatedAt: true,
					postalCode: place,
					craftsman: {
						select: {
							companyName: true,
							companySlug: true,
							description: true,
							status: true,
							verifiedAt: true,
							images: true,
							createdAt: true,
							services: { select: { service: { select: { name: true } } } },
							documents: { select: { type: true, url: true, createdAt: true } },
							reviews: {
								// a review held for an admin is not the craftsman's to see until it is released
								where: { heldAt: null },
								select: {
									rating: true,
									comment: true,
									createdAt: true,
									hiddenAt: true,
									author: { select: { name: true } },
								},
								orderBy: { createdAt: 'asc' },
							},
						},
					},
				},
			}),
			prisma.job.findMany({
				where: { ownerId: userId },
				orderBy: { createdAt: 'asc' },
				select: {
					listingId: true,
					serviceTitle: true,
					otherTitle: true,
					squareMeters: true,
					rooms: true,
					floors: true,
					description: true,
					images: true,
					workingSchedule: true,
					contactName: true,
					contactEmail: true,
					contactPhone: true,
					status: true,
					createdAt: true,
					updatedAt: true,
					service: { select: { name: true } },
					postalCode: place,
					offers: {
						select: { price: true, status: true, createdAt: true, craftsman: otherPerson },
						orderBy: { createdAt: 'asc' },
					},
				},
			}),
			prisma.offer.findMany({
				where: { craftsmanId: userId },
				orderBy: { createdAt: 'asc' },
				select: {
					price: true,
					status: true,
					createdAt: true,
					job: { select: { listingId: true, serviceTitle: true, otherTitle: true } },
				},
			}),
			prisma.conversation.findMany({
				where: { participants: { some: { userId } } },
				orderBy: { createdAt: 'asc' },
				select: {
					createdAt: true,
					job: { select: { listingId: true, serviceTitle: true, otherTitle: true } },
					participants: { where: { userId: { not: userId } }, select: { user: otherPerson } },
					messages: {
						where: { senderId: userId },
						orderBy: { createdAt: 'asc' },
						select: { text: true, createdAt: true },
					},
				},
			}),
			prisma.review.findMany({
				where: { authorId: userId },
				orderBy: { createdAt: 'asc' },
				select: {
					rating: true,
					comment: true,
					createdAt: true,
					updatedAt: true,
					craftsman: { select: { companyName: true } },
				},
			}),
			prisma.notification.findMany({
				where: { userId },
				orderBy: { createdAt: 'asc' },
				select: { text: true, link: true, readAt: true, createdAt: true },
			}),
			prisma.subscription.findMany({
				where: { userId },
				orderBy: { createdAt: 'asc' },
				select: {
					status: true,
					startDate: true,
					endDate: true,
					createdAt: true,
					plan: { select: { name: true, durationInDays: true } },
					payment: {
						select: {
							paymentId: true,
							amountCents: true,
							method: true,
							status: true,
							confirmedAt: true,
							createdAt: true,
							// The invoice of a confirmed payment (its PDF is on «Pagos»)
							invoice: { select: { number: true, issuedAt: true, totalCents: true } },
						},
					},
				},
			}),
			prisma.jobAlert.findMany({
				where: { userId },
				orderBy: { createdAt: 'asc' },
				select: { radiusKm: true, categories: true, frequency: true, createdAt: true, postalCode: place },
			}),
			prisma.savedFilter.findUnique({
				where: { userId },
				select: { categories: true, distanceKm: true, updatedAt: true, postalCode: place },
			}),
		])
	// signed quotes, change annexes and warranty claims (docs/decisions/055)
	const paperwork = await exportPaperwork(userId)
	const title = (job: TitledJob | null) => (job ? jobTitle(job, null) : null)
	const { craftsman, ...profile } = user
	return {
		exportedAt: new Date().toISOString(),
		profile,
		craftsmanProfile: craftsman
			? {
					companyName: craftsman.companyName,
					publicProfile: `/oficial/${craftsman.companySlug}`,
					description: craftsman.description,
					status: craftsman.status,
					verifiedAt: craftsman.verifiedAt,
					createdAt: craftsman.createdAt,
					services: craftsman.services.map((s) => s.service.name),
					documents: craftsman.documents,
					gallery: craftsman.images,
				}
			: null,
		jobs: jobs.map(({ offers: jobOffers, service, ...job }) => ({
			...job,
			service: service.name,
			offers: jobOffers.map((offer) => ({
				price: offer.price.toString(),
				status: offer.status,
				createdAt: offer.createdAt,
				from: name(offer.craftsman),
			})),
		})),
		offersSent: offers.map((offer) => ({
			price: offer.price.toString(),
			status: offer.status,
			createdAt: offer.createdAt,
			job: offer.job ? { listingId: offer.job.listingId, title: title(offer.job) } : null,
		})),
		conversations: conversations.map((conversation) => ({
			startedAt: conversation.createdAt,
			job: conversation.job ? { listingId: conversation.job.listingId, title: title(conversation.job) } : null,
			with: conversation.participants.map((p) => name(p.user)),
			messagesWritten: conversation.messages,
		})),
		reviewsWritten: reviewsWritten.map((review) => ({ ...review, craftsman: review.craftsman.companyName })),
		reviewsReceived: (craftsman?.reviews ?? []).map((review) => ({
			rating: review.rating,
			comment: review.comment,
			createdAt: review.createdAt,
			hidden: Boolean(review.hiddenAt),
			author: review.author?.name ?? 'Anónimo',
		})),
		notifications,
		subscriptions,
		jobAlerts,
		savedFilter,
		...paperwork,
	}
}
