// Change annexes («anexos», docs/decisions/054-change-annexes.md): after the client accepted a quote,
// its craftsman sends lines added or changed with a reason; the client accepts (typed name, receipt,
// who/when/from where as keyed hashes, SHA-256 of the canonical annex naming the offer hash it
// amends) or rejects. The accepted offer itself never changes: the current total is the offer's
// plus its accepted annexes. Each refusal is one AppError.
import { type Role } from '#app/generated/prisma/enums.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { paths } from '#app/lib/paths.ts'
import { isUniqueViolation } from '#app/lib/unique-violation.server.ts'
import { originHashes } from '#app/models/account-traces/account-traces.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { annexHashSelect, annexSha256 } from './annex-hash.server.ts'
import { type AnnexAcceptanceInput, type AnnexInput } from './offer-annex.schema.ts'
import { toCents } from './offer-totals.ts'
import { getQuoteForViewer } from './quote-pdf.server.ts'
import { offerLink, titleOf } from './decide-offer.server.ts'

export const ANNEX_REFUSALS = {
	offerNotFound: 'Oferta no encontrada',
	annexNotFound: 'Anexo no encontrado',
	notAccepted: 'Solo se puede enviar un anexo después de que el cliente acepte el presupuesto',
	completed: 'El trabajo ya está terminado: no admite anexos',
	unknownLine: 'La línea que quieres cambiar no está en el presupuesto',
	lineAlreadyChanged: 'Esa línea del presupuesto ya se cambia en otro anexo',
	decided: 'Este anexo ya está decidido',
} as const

export const ANNEX_MESSAGES_DONE = {
	sent: 'Anexo enviado al cliente',
	accepted: 'Anexo aceptado',
	rejected: 'Anexo rechazado',
} as const

/** The quote an annex amends (with every annex), for one of its two parties or an admin. */
export async function getAnnexQuote(annexId: string, viewer: { id: string; role: Role }) {
	const annex = await prisma.offerAnnex.findUnique({ where: { id: annexId }, select: { offerId: true } })
	if (!annex) throw new AppError('not_found', ANNEX_REFUSALS.annexNotFound)
	const quote = await getQuoteForViewer(annex.offerId, viewer)
	const current = quote.details.annexes.find((one) => one.id === annexId)!
	return { quote, annex: current }
}

/**
 * Sends an annex to an accepted offer of `craftsmanId`. `submissionId` (the page's form): the same
 * form posted again (a second tap, a retry after a lost answer) answers the annex it already sent.
 */
export async function sendAnnex({
	craftsmanId,
	offerId,
	input,
	submissionId,
}: {
	craftsmanId: string
	offerId: string
	input: AnnexInput
	submissionId?: string
}) {
	const sent = submissionId ? await annexOfSubmission(craftsmanId, offerId, submissionId) : null
	if (sent) return sent
	const offer = await prisma.offer.findFirst({
		where: { id: offerId, craftsmanId },
		select: {
			id: true,
			status: true,
			job: { select: { id: true, ownerId: true, status: true, serviceTitle: true, otherTitle: true } },
			items: { select: { position: true } },
			annexes: {
				where: { status: { not: 'rejected' } },
				select: { items: { select: { replacesPosition: true } } },
			},
		},
	})
	if (!offer) throw new AppError('not_found', ANNEX_REFUSALS.offerNotFound)
	if (offer.status === 'completed' || offer.job.status === 'completed')
		throw new AppError('conflict', ANNEX_REFUSALS.completed)
	if (offer.status !== 'accepted') throw new AppError('conflict', ANNEX_REFUSALS.notAccepted)
	// replacement lines are never negative and each offer line is replaced once at most, so the
	// current total cannot fall below 0
	const offerLines = new Set(offer.items.map((item) => item.position))
	const changed = new Set(offer.annexes.flatMap((annex) => annex.items.flatMap((item) => item.replacesPosition ?? [])))
	const seen = new Set<number>()
	for (const [index, item] of input.items.entries()) {
		if (item.replacesPosition === undefined) continue
		const field = `items[${index}].replacesPosition`
		if (!offerLines.has(item.replacesPosition))
			throw new AppError('unprocessable', ANNEX_REFUSALS.unknownLine, { field })
		if (changed.has(item.replacesPosition) || seen.has(item.replacesPosition))
			throw new AppError('conflict', ANNEX_REFUSALS.lineAlreadyChanged, { field })
		seen.add(item.replacesPosition)
	}
	const annex = await prisma.offerAnnex
		.create({
			data: {
				offerId: offer.id,
				reason: input.reason,
				submissionId: submissionId ?? null,
				items: {
					create: input.items.map((item, position) => ({
						position,
						kind: item.kind,
						concept: item.concept,
						quantity: item.quantity,
						unit: item.unit,
						unitPriceCents: toCents(item.unitPrice),
						replacesPosition: item.replacesPosition ?? null,
					})),
				},
			},
			select: { id: true },
		})
		.catch((error: unknown) => {
			// the same form, twice at once: the other send made it
			if (submissionId && isUniqueViolation(error)) return null
			throw error
		})
	if (!annex) return (await annexOfSubmission(craftsmanId, offerId, submissionId!))!
	await notify(
		offer.job.ownerId,
		{
			text: `El profesional te ha enviado un anexo con cambios para «${titleOf(offer.job)}»`,
			link: paths.clientAnnex(offer.job.id, annex.id),
		},
		{ push: { kind: 'offer', title: 'Nuevo anexo' } },
	)
	return { annexId: annex.id, message: ANNEX_MESSAGES_DONE.sent }
}

/** The annex a form with `submissionId` already sent to this craftsman's offer, as sendAnnex answers it. */
async function annexOfSubmission(craftsmanId: string, offerId: string, submissionId: string) {
	const annex = await prisma.offerAnnex.findFirst({
		where: { offerId, submissionId, offer: { craftsmanId } },
		select: { id: true },
	})
	return annex ? { annexId: annex.id, message: ANNEX_MESSAGES_DONE.sent } : null
}

/**
 * A pending annex of a job of `clientId` that is not completed, or a refusal. `offerId` (the /api
 * path names it): an annex of another offer is not found either. `repeated`: the client already
 * made this very decision (a second tap, a retry after a lost answer), so there is nothing to do and
 * the answer is the first one's.
 */
async function findDecidableAnnex(
	clientId: string,
	annexId: string,
	decision: 'accepted' | 'rejected',
	offerId?: string,
) {
	const annex = await prisma.offerAnnex.findFirst({
		where: { id: annexId, offer: { job: { ownerId: clientId } }, ...(offerId === undefined ? {} : { offerId }) },
		select: {
			id: true,
			status: true,
			offer: {
				select: {
					id: true,
					craftsmanId: true,
					status: true,
					job: { select: { id: true, status: true, serviceTitle: true, otherTitle: true } },
				},
			},
		},
	})
	if (!annex) throw new AppError('not_found', ANNEX_REFUSALS.annexNotFound)
	if (annex.status === decision) return { ...annex, repeated: true }
	if (annex.offer.status === 'completed' || annex.offer.job.status === 'completed')
		throw new AppError('conflict', ANNEX_REFUSALS.completed)
	if (annex.status !== 'pending') throw new AppError('conflict', ANNEX_REFUSALS.decided)
	return { ...annex, repeated: false }
}

/** After a decision lost its race: the other one was this same decision (answered as done), or a refusal. */
async function decidedMeanwhile(annexId: string, decision: 'accepted' | 'rejected') {
	const now = await prisma.offerAnnex.findUnique({ where: { id: annexId }, select: { status: true } })
	if (now?.status !== decision) throw new AppError('conflict', ANNEX_REFUSALS.decided)
}

/** The client signs a pending annex: name, receipt, origin hashes and the annex's SHA-256. */
export async function acceptAnnex({
	clientId,
	annexId,
	offerId,
	acceptance,
}: {
	clientId: string
	annexId: string
	offerId?: string
	acceptance: AnnexAcceptanceInput | null
}) {
	const annex = await findDecidableAnnex(clientId, annexId, 'accepted', offerId)
	const done = { jobId: annex.offer.job.id, message: ANNEX_MESSAGES_DONE.accepted }
	if (annex.repeated) return done
	const won = await prisma.$transaction(async (tx) => {
		const row = await tx.offerAnnex.findUniqueOrThrow({ where: { id: annex.id }, select: annexHashSelect })
		const { count } = await tx.offerAnnex.updateMany({
			where: { id: annex.id, status: 'pending' },
			data: {
				status: 'accepted',
				decidedAt: new Date(),
				clientId,
				name: acceptance?.name ?? null,
				received: acceptance?.received ?? false,
				sha256: annexSha256(row),
				...originHashes(),
			},
		})
		return count === 1
	})
	if (!won) {
		await decidedMeanwhile(annex.id, 'accepted')
		return done
	}
	await notify(
		annex.offer.craftsmanId,
		{ text: `El cliente ha aceptado el anexo de «${titleOf(annex.offer.job)}»`, link: offerLink(annex.offer.id) },
		{ push: { kind: 'offer', title: 'Anexo aceptado' } },
	)
	return done
}

/** The client rejects a pending annex: who, when and from where are recorded; nothing is signed. */
export async function rejectAnnex({
	clientId,
	annexId,
	offerId,
}: {
	clientId: string
	annexId: string
	offerId?: string
}) {
	const annex = await findDecidableAnnex(clientId, annexId, 'rejected', offerId)
	const done = { jobId: annex.offer.job.id, message: ANNEX_MESSAGES_DONE.rejected }
	if (annex.repeated) return done
	const { count } = await prisma.offerAnnex.updateMany({
		where: { id: annex.id, status: 'pending' },
		data: { status: 'rejected', decidedAt: new Date(), clientId, ...originHashes() },
	})
	if (count !== 1) {
		await decidedMeanwhile(annex.id, 'rejected')
		return done
	}
	await notify(
		annex.offer.craftsmanId,
		{ text: `El cliente ha rechazado el anexo de «${titleOf(annex.offer.job)}»`, link: offerLink(annex.offer.id) },
		{ push: { kind: 'offer', title: 'Anexo rechazado' } },
	)
	return done
}
