// The admin's craftsman verification queue: who waits, what they sent, and the two
// decisions. A refusal keeps the profile 'unverified' with the reason stored, which the craftsman
// reads on their dashboard; a document change clears it (profile-edit.server.ts), so a fixed
// profile is back in the pending queue. Each decision and its audit row share one transaction.
import { AppError } from '#app/lib/app-error.ts'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { averageRating } from '#app/models/reviews/rating.ts'
import { type ReviewFilter } from './admin-actions.schema.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { enqueueVerificationDecisionEmail } from './verification-email.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { profileSelect } from '#app/models/users/users.server.ts'
import { paths } from '#app/lib/paths.ts'
import { visibleReviewWhere } from '#app/models/reviews/visible.server.ts'

export const VERIFICATION_MESSAGES = {
	notFound: 'No existe ningún oficial con ese identificador',
	alreadyVerified: 'Este oficial ya está verificado',
	verified: 'Oficial verificado. Le hemos avisado por notificación y correo.',
	refused: 'Verificación rechazada. Le hemos enviado el motivo.',
} as const

const FILTERS: Record<ReviewFilter, Prisma.CraftsmanProfileWhereInput> = {
	pendiente: { status: 'unverified', refusedReason: null },
	rechazado: { status: 'unverified', refusedReason: { not: null } },
	verificado: { status: 'verified' },
	todos: {},
}

/** The /api's `status` query: unverified (pending and refused), verified or all. */
export function filterForApiStatus(status: string | null): ReviewFilter | 'sin-verificar' {
	if (status === 'verified') return 'verificado'
	if (status === 'all') return 'todos'
	return 'sin-verificar'
}

const craftsmanSelect = {
	...profileSelect,
	blockedAt: true,
	createdAt: true,
	craftsman: {
		select: {
			id: true,
			status: true,
			companyName: true,
			companySlug: true,
			description: true,
			images: true,
			verifiedAt: true,
			refusedReason: true,
			createdAt: true,
			services: { select: { service: { select: { name: true } } } },
			documents: {
				orderBy: { createdAt: 'asc' },
				select: { id: true, type: true, url: true, createdAt: true, decision: true, decidedAt: true, expiresAt: true },
			},
			reviews: {
				where: visibleReviewWhere,
				orderBy: { createdAt: 'desc' },
				select: { id: true, comment: true, rating: true },
			},
		},
	},
} as const satisfies Prisma.UserSelect

function withRating<T extends { craftsman: { reviews: Array<{ rating: number }> } | null }>(user: T) {
	return { ...user, avgRating: averageRating(user.craftsman?.reviews.map((review) => review.rating) ?? []) }
}
export type CraftsmanForReview = ReturnType<
	typeof withRating<Prisma.UserGetPayload<{ select: typeof craftsmanSelect }>>
>

/** One page of craftsmen in `filter`, oldest registration first (the queue is first come, first served). */
export async function listCraftsmenForReview({
	filter,
	page,
	pageSize,
}: {
	filter: ReviewFilter | 'sin-verificar'
	page: number
	pageSize: number
}) {
	const profile = filter === 'sin-verificar' ? { status: 'unverified' as const } : FILTERS[filter]
	// an account its owner deleted is no one to review (account-deletion.server.ts)
	const where: Prisma.UserWhereInput = { role: 'oficial', deletedAt: null, craftsman: { is: profile } }
	const [users, total] = await Promise.all([
		prisma.user.findMany({
			where,
			orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
			skip: (page - 1) * pageSize,
			take: pageSize,
			select: craftsmanSelect,
		}),
		prisma.user.count({ where }),
	])
	return { users: users.map(withRating), total, totalPages: Math.ceil(total / pageSize) }
}

/** One craftsman by user id, with documents, gallery and reviews; null when there is none. */
export async function getCraftsmanForReview(userId: string) {
	const user = await prisma.user.findFirst({
		where: { id: userId, role: 'oficial', deletedAt: null, craftsman: { isNot: null } },
		select: craftsmanSelect,
	})
	return user ? withRating(user) : null
}

type Decision = { adminId: string; userId: string }

/**
 * Verifies an unverified craftsman; `message` (the /api admin clients send one) goes into his email.
 * Refused (nothing changes) when unknown or already verified.
 */
export async function verifyCraftsman({ adminId, userId, message }: Decision & { message?: string }, now = new Date()) {
	const target = await decide(
		userId,
		async (tx, profile) => {
			await tx.craftsmanProfile.update({
				where: { id: profile.id },
				data: { status: 'verified', verifiedAt: now, refusedReason: null },
			})
			await recordAdminAction(
				{
					actorId: adminId,
					action: 'craftsman.verify',
					targetType: 'user',
					targetId: userId,
					details: {
						companyName: profile.companyName,
						previousRefusedReason: profile.refusedReason,
						...(message ? { message } : {}),
					},
				},
				tx,
			)
		},
		{ verified: true, message },
	)
	await tellCraftsman(target, { verified: true })
	return { message: VERIFICATION_MESSAGES.verified }
}

/** Refuses an unverified craftsman's documents with a reason they will read. Same refusals as verify. */
export async function refuseCraftsman({ adminId, userId, reason }: Decision & { reason: string }) {
	const target = await decide(
		userId,
		async (tx, profile) => {
			await tx.craftsmanProfile.update({ where: { id: profile.id }, data: { refusedReason: reason } })
			await recordAdminAction(
				{
					actorId: adminId,
					action: 'craftsman.refuse',
					targetType: 'user',
					targetId: userId,
					details: { companyName: profile.companyName, reason },
				},
				tx,
			)
		},
		{ verified: false, reason },
	)
	await tellCraftsman(target, { verified: false, reason })
	return { message: VERIFICATION_MESSAGES.refused }
}

type ProfileRow = { id: string; companyName: string; refusedReason: string | null }

type Verdict = { verified: true; message?: string } | { verified: false; reason: string }

async function decide(
	userId: string,
	change: (tx: Prisma.TransactionClient, profile: ProfileRow) => Promise<void>,
	verdict: Verdict,
) {
	return prisma.$transaction(async (tx) => {
		// the row lock makes two admins deciding at once run one after the other: the second sees the first's state
		const [locked] = await tx.$queryRaw<Array<{ id: string }>>`
			SELECT cp.id FROM "CraftsmanProfile" cp JOIN "User" u ON u.id = cp."userId"
			WHERE cp."userId" = ${userId} AND u.role = 'oficial' AND u."deletedAt" IS NULL FOR UPDATE OF cp`
		if (!locked) throw new AppError('not_found', VERIFICATION_MESSAGES.notFound)
		const profile = await tx.craftsmanProfile.findUniqueOrThrow({
			where: { id: locked.id },
			select: {
				id: true,
				status: true,
				companyName: true,
				refusedReason: true,
				user: { select: { id: true, email: true, name: true } },
			},
		})
		if (profile.status === 'verified') throw new AppError('conflict', VERIFICATION_MESSAGES.alreadyVerified)
		await change(tx, profile)
		await enqueueVerificationDecisionEmail(tx, { ...profile.user, companyName: profile.companyName, ...verdict })
		return { ...profile.user, companyName: profile.companyName }
	})
}

// After the commit: a lost notification must not undo the decision (the email is already queued).
async function tellCraftsman(target: { id: string; companyName: string }, decision: Verdict) {
	const text = decision.verified
		? `Hemos verificado tu perfil de ${target.companyName}. Ya puedes enviar ofertas cuando tengas una suscripción activa.`
		: `No hemos podido verificar tu perfil de ${target.companyName}: ${decision.reason}`
	await notify(target.id, { text, link: decision.verified ? paths.craftsmanHome() : paths.craftsmanProfileEdit() })
}
