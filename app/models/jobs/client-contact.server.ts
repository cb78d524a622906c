// A client's contact on a job (spec 001 §1): what a viewer sees (the rule is
// clientContactAccess in jobs.policy.ts), the recorded reveal of the phone with its daily limit,
// and, for the client, who revealed it.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { assertCraftsmanGate, craftsmanMayCall } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { JOB_NOT_FOUND } from '#app/models/offers/offers.server.ts'
import { jobVisibleTo, type Viewer } from './job-detail.server.ts'
import { clientContactAccess, mayRevealClientPhone, type ContactAccess } from './jobs.policy.ts'
import { EMAIL_REVEALS_PER_DAY, PHONE_REVEALS_PER_DAY, PHONE_REVEAL_WINDOW_MS } from './limits.ts'
import { formatDate } from '#app/lib/format.ts'

export const CONTACT_FIRST =
	'Para ver el teléfono del cliente, primero envíale un mensaje o una oferta sobre este trabajo.'

/** The refusal once the daily reveals are used up, saying when the next one is possible. */
export function revealLimitMessage(nextAt: Date) {
	return `Has visto ${PHONE_REVEALS_PER_DAY} teléfonos en las últimas 24 horas, el máximo diario. Podrás ver otro a partir del ${formatDate(nextAt, 'dayTime')}.`
}

/** Said where the email would be once the day's email reveals are used up. */
export function emailRevealLimitMessage(nextAt: Date) {
	return `Has visto el correo de ${EMAIL_REVEALS_PER_DAY} clientes en las últimas 24 horas, el máximo diario. Podrás ver otro a partir del ${formatDate(nextAt, 'dayTime')}.`
}

/**
 * The one rule of both reveal limits: of the reveals in the last 24 hours (oldest first), `perDay`
 * are allowed; past them, when the next one is. Null while one is still allowed.
 */
function nextRevealAt(recent: Array<{ createdAt: Date }>, perDay: number) {
	if (recent.length < perDay) return null
	return new Date(recent[recent.length - perDay]!.createdAt.getTime() + PHONE_REVEAL_WINDOW_MS)
}

/**
 * The client's email shown to a craftsman is a reveal like the phone: the first time a job's email
 * is shown to them it is recorded, and at most EMAIL_REVEALS_PER_DAY new jobs in 24 hours (counted
 * under a per-craftsman lock). Past the limit the email is withheld, with the reason.
 */
async function revealClientEmail(craftsmanId: string, jobId: string, now = new Date()) {
	return prisma.$transaction(async (tx) => {
		await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`email-reveal:${craftsmanId}`}))::text`
		const known = await tx.emailReveal.findUnique({
			where: { jobId_craftsmanId: { jobId, craftsmanId } },
			select: { id: true },
		})
		if (known) return null
		const recent = await tx.emailReveal.findMany({
			where: { craftsmanId, createdAt: { gt: new Date(now.getTime() - PHONE_REVEAL_WINDOW_MS) } },
			orderBy: { createdAt: 'asc' },
			select: { createdAt: true },
		})
		const nextAt = nextRevealAt(recent, EMAIL_REVEALS_PER_DAY)
		if (nextAt) return emailRevealLimitMessage(nextAt)
		await tx.emailReveal.create({ data: { jobId, craftsmanId, createdAt: now } })
		return null
	})
}

export type ClientContact = {
	access: ContactAccess
	/** whether «Ver teléfono» is offered (contacted, past the gate, not yet revealed) */
	mayReveal: boolean
	contact: { name: string; email: string; phone: string | null } | null
	revealedAt: Date | null
	/** why the email is not shown (the day's email reveals are used up); null when it is */
	emailWithheld: string | null
}

/** Whether the craftsman sent an offer on the job or a message in a conversation about it. */
async function hasContacted(db: Prisma.TransactionClient, craftsmanId: string, jobId: string) {
	const [offer, message] = await Promise.all([
		db.offer.findFirst({ where: { jobId, craftsmanId }, select: { id: true } }),
		db.message.findFirst({ where: { senderId: craftsmanId, conversation: { jobId } }, select: { id: true } }),
	])
	return Boolean(offer ?? message)
}

/** What of the client's contact `viewer` sees on a job they may see (from getJobForViewer). */
export async function getClientContact(viewer: Viewer, job: { id: string; ownerId: string }): Promise<ClientContact> {
	const craftsman = viewer.role === 'oficial' && viewer.id !== job.ownerId
	const [mayCall, contacted, reveal] = await Promise.all([
		craftsman ? craftsmanMayCall(viewer) : false,
		craftsman ? hasContacted(prisma, viewer.id, job.id) : false,
		craftsman
			? prisma.phoneReveal.findUnique({
					where: { jobId_craftsmanId: { jobId: job.id, craftsmanId: viewer.id } },
					select: { createdAt: true },
				})
			: null,
	])
	const facts = { ownerId: job.ownerId, craftsmanMayCall: mayCall, contacted, phoneRevealed: Boolean(reveal) }
	const access = clientContactAccess(viewer, facts)
	const mayReveal = access === 'contact' && mayRevealClientPhone(viewer, facts)
	if (access === 'none') return { access, mayReveal, contact: null, revealedAt: null, emailWithheld: null }
	// the contact is read only once the rule allows it; a craftsman's sight of the email is recorded
	const emailWithheld = craftsman ? await revealClientEmail(viewer.id, job.id) : null
	const row = await prisma.job.findUniqueOrThrow({
		where: { id: job.id },
		select: { contactName: true, contactEmail: true, contactPhone: true },
	})
	return {
		access,
		mayReveal,
		contact: {
			name: row.contactName,
			email: emailWithheld ? '' : row.contactEmail,
			phone: access === 'phone' ? row.contactPhone : null,
		},
		revealedAt: reveal?.createdAt ?? null,
		emailWithheld,
	}
}

/**
 * Reveals a job's phone to a craftsman and records who, which job and when (spec 001 §1). Needs
 * the gate and a previous contact; at most PHONE_REVEALS_PER_DAY new jobs in 24 hours, counted
 * under a per-craftsman lock so parallel reveals cannot pass the limit together. Revealing a job
 * again returns the phone without counting.
 */
export async function revealClientPhone({
	craftsman,
	jobId,
	now = new Date(),
}: {
	craftsman: Viewer
	jobId: string
	now?: Date
}) {
	await assertCraftsmanGate(craftsman, 'phone')
	const job = await prisma.job.findFirst({
		where: jobVisibleTo(craftsman, jobId),
		select: { id: true, ownerId: true, contactPhone: true },
	})
	if (!job) throw new AppError('not_found', JOB_NOT_FOUND)
	return prisma.$transaction(async (tx) => {
		await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`phone-reveal:${craftsman.id}`}))::text`
		const known = await tx.phoneReveal.findUnique({
			where: { jobId_craftsmanId: { jobId: job.id, craftsmanId: craftsman.id } },
			select: { createdAt: true },
		})
		if (known) return { phone: job.contactPhone, revealedAt: known.createdAt, counted: false }
		if (!(await hasContacted(tx, craftsman.id, job.id))) throw new AppError('forbidden', CONTACT_FIRST)
		const recent = await tx.phoneReveal.findMany({
			where: { craftsmanId: craftsman.id, createdAt: { gt: new Date(now.getTime() - PHONE_REVEAL_WINDOW_MS) } },
			orderBy: { createdAt: 'asc' },
			select: { createdAt: true },
		})
		const nextAt = nextRevealAt(recent, PHONE_REVEALS_PER_DAY)
		if (nextAt) {
			throw new AppError('too_many_requests', revealLimitMessage(nextAt), {
				details: { retryAfter: Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000)) },
			})
		}
		const created = await tx.phoneReveal.create({
			data: { jobId: job.id, craftsmanId: craftsman.id, createdAt: now },
			select: { createdAt: true },
		})
		return { phone: job.contactPhone, revealedAt: created.createdAt, counted: true }
	})
}

/** For a client's own jobs: who revealed the phone of each, oldest first. */
export async function listPhoneReveals(ownerId: string, jobIds: string[]) {
	const rows = await prisma.phoneReveal.findMany({
		where: { jobId: { in: jobIds }, job: { ownerId } },
		orderBy: { createdAt: 'asc' },
		select: {
			jobId: true,
			createdAt: true,
			craftsman: { select: { id: true, name: true, craftsman: { select: { companyName: true, companySlug: true } } } },
		},
	})
	const byJob = new Map<string, PhoneRevealEntry[]>()
	for (const row of rows) {
		const entry = {
			craftsmanId: row.craftsman.id,
			companyName: row.craftsman.craftsman?.companyName ?? row.craftsman.name,
			companySlug: row.craftsman.craftsman?.companySlug ?? null,
			revealedAt: row.createdAt,
		}
		byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), entry])
	}
	return byJob
}

export type PhoneRevealEntry = {
	craftsmanId: string
	companyName: string
	companySlug: string | null
	revealedAt: Date
}
