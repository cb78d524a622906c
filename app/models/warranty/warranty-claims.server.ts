// Warranty claims (issue 43.5). The client of a finished job claims within its warranty (text and
// photos); the claim is posted into the conversation with the same craftsman, and his email, phone
// push and the reminder CLAIM_ANSWER_DAYS later are queued in the claim's own transaction. He answers
// «Resuelto» or «No procede» (with a reason); the client confirms or escalates; an admin decides an
// escalated claim with a message both read. The moves are CLAIM_MOVES (warranty-claim-states.ts),
// each written with its expected state in the where; every refusal is an AppError.
import { warrantyClaimEmail } from '#app/emails/templates/warranty-claim.server.tsx'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { postInJobConversation } from '#app/models/conversations/conversations.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { type NotificationRow, pushNotification } from '#app/models/notifications/notify.server.ts'
import { clip } from '#app/models/push/push-kinds.ts'
import { queuePushes } from '#app/models/push/queue-push.server.ts'
import { storeImages } from '#app/models/uploads/images.server.ts'
import { claimUploads, ownedUrls } from '#app/models/uploads/ownership.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { CLAIM_PHOTOS_MAX } from './warranty.schema.ts'
import { warrantyLabel, warrantyOf } from './warranty.ts'
import {
	allowedMoves,
	CLAIM_ANSWER_DAYS,
	CLAIM_MOVES,
	CLAIM_STATUS_LABELS,
	type ClaimActor,
	type ClaimMove,
	type ClaimStatus,
	UNFINISHED_CLAIM_STATUSES,
} from './warranty-claim-states.ts'

export const CLAIM_MESSAGES = {
	jobNotFound: 'Trabajo no encontrado',
	claimNotFound: 'Reclamación no encontrada',
	noWarranty: 'Este trabajo no tiene garantía',
	expired: 'La garantía de este trabajo ya ha vencido',
	unfinished: 'Ya tienes una reclamación abierta en este trabajo',
	tooManyPhotos: `Puedes adjuntar hasta ${CLAIM_PHOTOS_MAX} fotos`,
	badPhoto: 'Foto no válida: súbela antes con POST /api/upload',
	opened: 'Reclamación enviada al profesional',
	resolved: 'Has respondido: resuelto',
	rejected: 'Has respondido: no procede',
	confirmed: 'Reclamación cerrada',
	escalated: 'Reclamación enviada al equipo de Reformas',
	decided: 'Decisión enviada al cliente y al profesional',
	notWaitingFor: {
		craftsman: 'Esta reclamación ya no espera tu respuesta',
		client: 'Esta reclamación no admite esa acción ahora',
		admin: 'Esta reclamación ya está decidida o no está en revisión',
	} satisfies Record<ClaimActor, string>,
} as const

const origin = () => getEnv().SITE_ORIGIN

/** «Ana García»: a person's name as the other party reads it. */
const personName = (user: { name: string; lastName: string }) => [user.name, user.lastName].filter(Boolean).join(' ')

/** The accepted offer of a job (completed with it), its guarantee and its craftsman. */
export const hiredOfferSelect = {
	where: { status: { in: ['accepted', 'completed'] } },
	orderBy: { updatedAt: 'desc' },
	take: 1,
	select: {
		id: true,
		guaranteeMonths: true,
		craftsmanId: true,
		craftsman: { select: { name: true, lastName: true, email: true, craftsman: { select: { companyName: true } } } },
	},
} as const satisfies Prisma.Job$offersArgs

export const claimSelect = {
	id: true,
	status: true,
	text: true,
	images: true,
	answer: true,
	answeredAt: true,
	escalatedAt: true,
	decisionMessage: true,
	decidedAt: true,
	closedAt: true,
	conversationId: true,
	createdAt: true,
} as const

export type ClaimRow = Prisma.WarrantyClaimGetPayload<{ select: typeof claimSelect }>

/** A claim as pages and /api read it, with the moves `actor` may make now. */
export function presentClaim(claim: ClaimRow, actor: ClaimActor, now = new Date()) {
	return { ...claim, statusLabel: CLAIM_STATUS_LABELS[claim.status], moves: allowedMoves(actor, claim, now) }
}

/** Warranty and claims of the client's own jobs (the «Mis trabajos» cards, GET /api/jobpost). */
export async function warrantiesOfOwnJobs(clientId: string, jobIds: string[], now = new Date()) {
	if (!jobIds.length) return new Map<string, { warranty: ReturnType<typeof warrantyOf>; claims: ClaimRow[] }>()
	const jobs = await prisma.job.findMany({
		where: { id: { in: jobIds }, ownerId: clientId },
		select: {
			id: true,
			completedAt: true,
			status: true,
			offers: hiredOfferSelect,
			warrantyClaims: { orderBy: { createdAt: 'desc' }, select: claimSelect },
		},
	})
	return new Map(
		jobs.map((job) => [
			job.id,
			{
				warranty:
					job.status === 'completed'
						? warrantyOf({ completedAt: job.completedAt, guaranteeMonths: job.offers[0]?.guaranteeMonths }, now)
						: null,
				claims: job.warrantyClaims,
			},
		]),
	)
}

/** The warranty a finished job carries from its hired offer (none before it is done). */
export function hiredWarranty(
	job: { status: string; completedAt: Date | null },
	offer: { guaranteeMonths: number | null } | undefined,
	now: Date,
) {
	return job.status === 'completed' && offer
		? warrantyOf({ completedAt: job.completedAt, guaranteeMonths: offer.guaranteeMonths }, now)
		: null
}

/** The client's warranty page of one finished job of hers, or a refusal. */
export async function getWarrantyPage(clientId: string, jobId: string, now = new Date()) {
	const job = await prisma.job.findFirst({
		where: { id: jobId, ownerId: clientId },
		select: {
			id: true,
			listingId: true,
			serviceTitle: true,
			otherTitle: true,
			status: true,
			completedAt: true,
			offers: hiredOfferSelect,
			warrantyClaims: { orderBy: { createdAt: 'desc' }, select: claimSelect },
		},
	})
	if (!job) throw new AppError('not_found', CLAIM_MESSAGES.jobNotFound)
	const offer = job.offers[0]
	const warranty = hiredWarranty(job, offer, now)
	const unfinished = job.warrantyClaims.some((claim) =>
		(UNFINISHED_CLAIM_STATUSES as readonly ClaimStatus[]).includes(claim.status),
	)
	return {
		id: job.id,
		title: jobTitle(job, `Trabajo ${job.listingId}`),
		completedAt: job.completedAt,
		guaranteeMonths: offer?.guaranteeMonths ?? null,
		companyName: offer?.craftsman.craftsman?.companyName ?? null,
		warranty,
		warrantyLabel: warrantyLabel(warranty),
		canClaim: warranty?.state === 'active' && !unfinished,
		claims: job.warrantyClaims.map((claim) => presentClaim(claim, 'client', now)),
	}
}

/** Why the client may not claim on this job now (null: she may), read before any photo is stored. */
async function claimableJob(clientId: string, jobId: string, now: Date, db: Prisma.TransactionClient = prisma) {
	const job = await db.job.findFirst({
		where: { id: jobId, ownerId: clientId },
		select: {
			id: true,
			listingId: true,
			serviceTitle: true,
			otherTitle: true,
			status: true,
			completedAt: true,
			owner: { select: { name: true, lastName: true } },
			offers: hiredOfferSelect,
			warrantyClaims: { where: { status: { in: [...UNFINISHED_CLAIM_STATUSES] } }, select: { id: true } },
		},
	})
	if (!job) throw new AppError('not_found', CLAIM_MESSAGES.jobNotFound)
	const offer = job.offers[0]
	const warranty = hiredWarranty(job, offer, now)
	if (!warranty || !offer) throw new AppError('conflict', CLAIM_MESSAGES.noWarranty)
	if (warranty.state !== 'active') throw new AppError('conflict', CLAIM_MESSAGES.expired)
	if (job.warrantyClaims.length) throw new AppError('conflict', CLAIM_MESSAGES.unfinished)
	return { job, offer }
}

/**
 * «Reclamar en garantía»: the client of a finished job, within its warranty, with a text and up to
 * CLAIM_PHOTOS_MAX photos. One unfinished claim per job at a time. `submissionId` (the page's
 * form): the same form posted again (a second tap, a retry after a lost answer) answers the claim
 * it already made instead of a refusal as a second one.
 */
export async function openWarrantyClaim(
	{
		clientId,
		jobId,
		text,
		photos = [],
		imageUrls = [],
		submissionId,
	}: {
		clientId: string
		jobId: string
		text: string
		photos?: File[]
		imageUrls?: string[]
		submissionId?: string
	},
	now = new Date(),
) {
	const opened = (claimId: string) => ({ claimId, jobId, message: CLAIM_MESSAGES.opened })
	const made = submissionId ? await claimOfSubmission(prisma, clientId, jobId, submissionId) : null
	if (made) return opened(made)
	if (photos.length + imageUrls.length > CLAIM_PHOTOS_MAX)
		throw new AppError('bad_request', CLAIM_MESSAGES.tooManyPhotos, { field: 'photos' })
	await claimableJob(clientId, jobId, now)
	// /api sends the addresses POST /api/upload answered: only the client's own uploads
	const named = imageUrls.length ? await ownedUrls(clientId, imageUrls, CLAIM_MESSAGES.badPhoto) : []
	const images = [
		...(photos.length
			? await storeImages(photos, { folder: 'garantias', owner: { userId: clientId, claimed: true } })
			: []),
		...named,
	]
	const { claim, notification } = await prisma.$transaction(async (tx) => {
		// the job row is locked: two claims sent at once cannot both pass the one-at-a-time check
		await tx.$queryRaw`SELECT "id" FROM "Job" WHERE "id" = ${jobId} FOR UPDATE`
		// the same form sent twice at once: the first holder of the lock made it
		const twin = submissionId ? await claimOfSubmission(tx, clientId, jobId, submissionId) : null
		if (twin) return { claim: { id: twin }, notification: null }
		const { job, offer } = await claimableJob(clientId, jobId, now, tx)
		const title = jobTitle(job, `Trabajo ${job.listingId}`)
		const companyName = offer.craftsman.craftsman?.companyName ?? personName(offer.craftsman)
		const posted = await postInJobConversation(tx, {
			jobId,
			senderId: clientId,
			receiverId: offer.craftsmanId,
			text: `Reclamación en garantía: ${text}`,
		})
		if (named.length) await claimUploads(tx, clientId, named)
		const claim = await tx.warrantyClaim.create({
			data: {
				jobId,
				offerId: offer.id,
				clientId,
				craftsmanId: offer.craftsmanId,
				conversationId: posted.conversationId,
				text,
				images,
				createdAt: now,
				submissionId: submissionId ?? null,
			},
			select: { id: true },
		})
		const link = paths.craftsmanWarrantyClaims(claim.id)
		const notice = `Reclamación en garantía de «${title}»: responde en ${CLAIM_ANSWER_DAYS} días`
		const notification = await tellInTransaction(tx, offer.craftsmanId, notice, link, 'Reclamación en garantía')
		await enqueue(tx, 'email', {
			to: offer.craftsman.email,
			tag: 'warranty-claim',
			key: `warranty-claim:${claim.id}`,
			...warrantyClaimEmail({
				name: companyName,
				subject: `Reclamación en garantía: ${title}`,
				lead: `${personName(job.owner)} ha reclamado en garantía el trabajo «${title}». Responde «Resuelto» o «No procede» en ${CLAIM_ANSWER_DAYS} días; la conversación con el cliente sigue abierta.`,
				quote: text,
				link: `${origin()}${link}`,
				button: 'Responder a la reclamación',
			}),
		})
		// the clock: a reminder if he has not answered by then
		await enqueue(
			tx,
			'warranty-reminder',
			{ claimId: claim.id },
			{ startAfter: new Date(now.getTime() + CLAIM_ANSWER_DAYS * 86_400_000) },
		)
		return { claim, notification }
	})
	if (notification) pushNotification(notification)
	return opened(claim.id)
}

/** The claim a form with `submissionId` already made on this client's job, or null. */
async function claimOfSubmission(db: Prisma.TransactionClient, clientId: string, jobId: string, submissionId: string) {
	const claim = await db.warrantyClaim.findFirst({ where: { jobId, clientId, submissionId }, select: { id: true } })
	return claim?.id ?? null
}

/** A notification and its phone push, both in `tx`; push the returned row after the commit. */
async function tellInTransaction(
	tx: Prisma.TransactionClient,
	userId: string,
	text: string,
	link: string,
	pushTitle: string,
): Promise<NotificationRow> {
	const row = await tx.notification.create({ data: { userId, text, link }, select: { id: true } })
	await queuePushes(tx, 'offer', [{ userId, message: { title: pushTitle, body: clip(text, 200), url: link } }])
	return { id: row.id, userId, text, link }
}

type MoveInput = { claimId: string; actorId: string; move: ClaimMove; now?: Date }

/** The claim's parties and job, for the messages of a move. */
const partiesSelect = {
	id: true,
	jobId: true,
	status: true,
	createdAt: true,
	text: true,
	answer: true,
	clientId: true,
	craftsmanId: true,
	client: { select: { name: true, lastName: true, email: true } },
	craftsman: { select: { name: true, lastName: true, email: true, craftsman: { select: { companyName: true } } } },
	job: { select: { listingId: true, serviceTitle: true, otherTitle: true } },
} as const

/** Who may move a claim: the client, the craftsman, or (no owner) an admin. */
function ownerWhere(actor: ClaimActor, actorId: string): Prisma.WarrantyClaimWhereInput {
	if (actor === 'client') return { clientId: actorId }
	if (actor === 'craftsman') return { craftsmanId: actorId }
	return {}
}

/**
 * Writes one move: its `from` and the actor's ownership in the where, so a claim of someone else
 * is not found and a claim in another state is refused. An unanswered claim may be escalated only
 * once its clock ran out. Null when the claim is already where this move takes it (the same tap
 * twice, a retry after a lost answer): nothing is written and nobody is told again.
 */
async function writeMove(
	tx: Prisma.TransactionClient,
	{ claimId, actorId, move, now = new Date() }: MoveInput,
	data: Prisma.WarrantyClaimUpdateManyMutationInput,
) {
	const rule = CLAIM_MOVES[move]
	const owner = ownerWhere(rule.by, actorId)
	const claim = await tx.warrantyClaim.findFirst({ where: { id: claimId, ...owner }, select: partiesSelect })
	if (!claim) throw new AppError('not_found', CLAIM_MESSAGES.claimNotFound)
	if (claim.status === rule.to) return null
	if (!allowedMoves(rule.by, claim, now).includes(move))
		throw new AppError('conflict', CLAIM_MESSAGES.notWaitingFor[rule.by])
	const { count } = await tx.warrantyClaim.updateMany({
		where: { id: claimId, ...owner, status: { in: [...rule.from] } },
		data: { ...data, status: rule.to },
	})
	if (count === 1) return claim
	// another request moved it first: the same move is done, any other is a refusal
	const meanwhile = await tx.warrantyClaim.findUnique({ where: { id: claimId }, select: { status: true } })
	if (meanwhile?.status === rule.to) return null
	throw new AppError('conflict', CLAIM_MESSAGES.notWaitingFor[rule.by])
}

const companyOf = (claim: {
	craftsman: { name: string; lastName: string; craftsman: { companyName: string } | null }
}) => claim.craftsman.craftsman?.companyName ?? personName(claim.craftsman)

const titleOfClaim = (claim: { job: { listingId: number; serviceTitle: string | null; otherTitle: string | null } }) =>
	jobTitle(claim.job, `Trabajo ${claim.job.listingId}`)

/** The craftsman answers an open claim of his: «Resuelto» (a note optional) or «No procede» (a reason). */
export async function answerWarrantyClaim({
	craftsmanId,
	claimId,
	move,
	answer,
	now = new Date(),
}: {
	craftsmanId: string
	claimId: string
	move: 'resolve' | 'reject'
	answer?: string | null
	now?: Date
}) {
	const note = answer?.trim() || null
	if (move === 'reject' && !note)
		throw new AppError('bad_request', 'Explica al cliente por qué no procede', { field: 'answer' })
	const notification = await prisma.$transaction(async (tx) => {
		const claim = await writeMove(tx, { claimId, actorId: craftsmanId, move, now }, { answer: note, answeredAt: now })
		if (!claim) return null
		const title = titleOfClaim(claim)
		const verdict = move === 'resolve' ? 'Resuelto' : 'No procede'
		await postInJobConversation(tx, {
			jobId: claim.jobId,
			senderId: craftsmanId,
			receiverId: claim.clientId,
			text: `Respuesta a la reclamación en garantía: ${verdict}${note ? `. ${note}` : ''}`,
		})
		const link = paths.clientWarranty(claim.jobId, claimId)
		const text = `${companyOf(claim)} ha respondido «${verdict}» a tu reclamación de «${title}»: confírmalo o escálalo`
		await enqueue(tx, 'email', {
			to: claim.client.email,
			tag: 'warranty-answered',
			key: `warranty-answered:${claimId}`,
			...warrantyClaimEmail({
				name: claim.client.name,
				subject: `Respuesta a tu reclamación: ${verdict}`,
				lead: `${companyOf(claim)} ha respondido «${verdict}» a tu reclamación en garantía de «${title}». Si estás de acuerdo, confírmalo; si no, puedes pedir que lo revise el equipo de Reformas.`,
				quote: note,
				link: `${origin()}${link}`,
				button: 'Ver la reclamación',
			}),
		})
		return tellInTransaction(tx, claim.clientId, text, link, 'Respuesta a tu reclamación')
	})
	if (notification) pushNotification(notification)
	return { message: move === 'resolve' ? CLAIM_MESSAGES.resolved : CLAIM_MESSAGES.rejected }
}

/** The client confirms the answer (the claim closes) or escalates it to an admin. */
export async function replyToWarrantyClaim({
	clientId,
	claimId,
	move,
	now = new Date(),
}: {
	clientId: string
	claimId: string
	move: 'confirm' | 'escalate'
	now?: Date
}) {
	const notification = await prisma.$transaction(async (tx) => {
		const claim = await writeMove(
			tx,
			{ claimId, actorId: clientId, move, now },
			move === 'confirm' ? { closedAt: now } : { escalatedAt: now },
		)
		if (!claim) return null
		const title = titleOfClaim(claim)
		const text =
			move === 'confirm'
				? `${personName(claim.client)} ha confirmado tu respuesta a la reclamación de «${title}»: cerrada`
				: `${personName(claim.client)} ha pedido que el equipo de Reformas revise la reclamación de «${title}»`
		return tellInTransaction(
			tx,
			claim.craftsmanId,
			text,
			paths.craftsmanWarrantyClaims(claimId),
			'Reclamación en garantía',
		)
	})
	if (notification) pushNotification(notification)
	return { message: move === 'confirm' ? CLAIM_MESSAGES.confirmed : CLAIM_MESSAGES.escalated }
}

/** An admin decides an escalated claim, for the client or for the craftsman, with a message both read. */
export async function decideWarrantyClaim({
	adminId,
	claimId,
	forClient,
	message,
	now = new Date(),
}: {
	adminId: string
	claimId: string
	forClient: boolean
	message: string
	now?: Date
}) {
	const notifications = await prisma.$transaction(async (tx) => {
		const move = forClient ? 'uphold' : 'dismiss'
		const claim = await writeMove(
			tx,
			{ claimId, actorId: adminId, move, now },
			{ decisionMessage: message, decidedAt: now, decidedById: adminId, closedAt: now },
		)
		if (!claim) return []
		await recordAdminAction(
			{
				actorId: adminId,
				action: forClient ? 'warranty.claim_upheld' : 'warranty.claim_dismissed',
				targetType: 'warranty_claim',
				targetId: claimId,
				details: { message, jobId: claim.jobId },
			},
			tx,
		)
		const title = titleOfClaim(claim)
		const verdict = forClient ? 'a favor del cliente' : 'a favor del profesional'
		const parties = [
			{
				id: claim.clientId,
				name: claim.client.name,
				email: claim.client.email,
				link: paths.clientWarranty(claim.jobId, claimId),
			},
			{
				id: claim.craftsmanId,
				name: companyOf(claim),
				email: claim.craftsman.email,
				link: paths.craftsmanWarrantyClaims(claimId),
			},
		]
		const rows: NotificationRow[] = []
		for (const party of parties) {
			await enqueue(tx, 'email', {
				to: party.email,
				tag: 'warranty-decided',
				key: `warranty-decided:${claimId}:${party.id}`,
				...warrantyClaimEmail({
					name: party.name,
					subject: `Reclamación en garantía decidida ${verdict}`,
					lead: `El equipo de Reformas ha revisado la reclamación en garantía de «${title}» y la ha decidido ${verdict}. Su mensaje:`,
					quote: message,
					link: `${origin()}${party.link}`,
					button: 'Ver la reclamación',
				}),
			})
			rows.push(
				await tellInTransaction(
					tx,
					party.id,
					`Reclamación de «${title}» decidida ${verdict}: ${message}`,
					party.link,
					'Reclamación decidida',
				),
			)
		}
		return rows
	})
	notifications.forEach(pushNotification)
	return { message: CLAIM_MESSAGES.decided }
}

/** The claims a craftsman received, the ones waiting for him first. */
export async function listCraftsmanClaims(craftsmanId: string, now = new Date()) {
	const claims = await prisma.warrantyClaim.findMany({
		where: { craftsmanId },
		orderBy: [{ createdAt: 'desc' }],
		take: 100,
		select: {
			...claimSelect,
			jobId: true,
			client: { select: { name: true, lastName: true } },
			job: { select: { listingId: true, serviceTitle: true, otherTitle: true } },
		},
	})
	return claims
		.map((claim) => ({
			...presentClaim(claim, 'craftsman', now),
			clientName: personName(claim.client),
			jobTitle: titleOfClaim(claim),
		}))
		.sort((a, b) => Number(b.moves.length > 0) - Number(a.moves.length > 0))
}

export const ESCALATED_PAGE_SIZE = 20

/** Escalated claims waiting for an admin, the longest waiting first. */
export async function listEscalatedClaims({ page }: { page: number }) {
	const where = { status: 'escalated' } as const
	const [claims, total] = await Promise.all([
		prisma.warrantyClaim.findMany({
			where,
			orderBy: [{ escalatedAt: 'asc' }, { id: 'asc' }],
			skip: (page - 1) * ESCALATED_PAGE_SIZE,
			take: ESCALATED_PAGE_SIZE,
			select: {
				...claimSelect,
				jobId: true,
				client: { select: { name: true, lastName: true, email: true } },
				craftsman: {
					select: { name: true, lastName: true, craftsman: { select: { companyName: true, companySlug: true } } },
				},
				job: { select: { listingId: true, serviceTitle: true, otherTitle: true } },
			},
		}),
		prisma.warrantyClaim.count({ where }),
	])
	return {
		total,
		claims: claims.map((claim) => ({
			...claim,
			jobTitle: titleOfClaim(claim),
			clientName: `${personName(claim.client)} · ${claim.client.email}`,
			companyName: companyOf(claim),
			companySlug: claim.craftsman.craftsman?.companySlug ?? null,
		})),
	}
}

/**
 * The reminder job, CLAIM_ANSWER_DAYS after a claim: when it is still unanswered, the craftsman is
 * reminded (email and notification) and the client told she may now escalate it. Once only
 * (`remindedAt` is the claim); idempotent for a retried job.
 */
export async function remindUnansweredClaim(claimId: string, now = new Date()) {
	const notifications = await prisma.$transaction(async (tx) => {
		const { count } = await tx.warrantyClaim.updateMany({
			where: { id: claimId, status: 'open', remindedAt: null },
			data: { remindedAt: now },
		})
		if (count !== 1) return []
		const claim = await tx.warrantyClaim.findUniqueOrThrow({ where: { id: claimId }, select: partiesSelect })
		const title = titleOfClaim(claim)
		const link = paths.craftsmanWarrantyClaims(claimId)
		await enqueue(tx, 'email', {
			to: claim.craftsman.email,
			tag: 'warranty-reminder',
			key: `warranty-reminder:${claimId}`,
			...warrantyClaimEmail({
				name: companyOf(claim),
				subject: `Reclamación sin respuesta: ${title}`,
				lead: `La reclamación en garantía de «${title}» del ${formatDate(claim.createdAt)} sigue sin respuesta. El cliente ya puede pedir que la revise el equipo de Reformas.`,
				quote: claim.text,
				link: `${origin()}${link}`,
				button: 'Responder a la reclamación',
			}),
		})
		return [
			await tellInTransaction(
				tx,
				claim.craftsmanId,
				`La reclamación de «${title}» sigue sin respuesta`,
				link,
				'Reclamación sin respuesta',
			),
			await tellInTransaction(
				tx,
				claim.clientId,
				`${companyOf(claim)} no ha respondido a tu reclamación de «${title}» en ${CLAIM_ANSWER_DAYS} días: puedes escalarla`,
				paths.clientWarranty(claim.jobId, claimId),
				'Reclamación sin respuesta',
			),
		]
	})
	notifications.forEach(pushNotification)
	return notifications.length > 0
}
