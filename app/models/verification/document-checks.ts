// What each verification document proves, which ones the «Verificada» badge needs,
// and the reminder days before an expiry. Pure: read by the profile, the admin page and tests.
import { z } from 'zod'
import { type DocumentType } from '#app/generated/prisma/enums.ts'

/** «Qué hemos comprobado»: the item each approved document stands for. */
export const CHECKED_ITEM_LABELS: Record<DocumentType, string> = {
	craft_card: 'Carné de oficio',
	trade_licence: 'Licencia de actividad',
	identity: 'Identidad',
	liability_insurance: 'Seguro de responsabilidad civil',
}

/** Documents the badge stands on: when an approved one of these expires, the badge goes (verified-badge.server.ts). */
export const REQUIRED_DOCUMENT_TYPES: DocumentType[] = ['craft_card', 'trade_licence']

export const REMINDER_DAYS = [30, 7] as const

export const isExpired = (doc: { expiresAt: Date | null }, now: Date) => doc.expiresAt !== null && doc.expiresAt <= now

/** The approved, unexpired documents as checked items (label and date), never the document itself. */
export function checkedItems(
	documents: Array<{ type: DocumentType; decision: string; decidedAt: Date | null; expiresAt: Date | null }>,
	now = new Date(),
) {
	return documents
		.filter((doc) => doc.decision === 'approved' && doc.decidedAt && !isExpired(doc, now))
		.map((doc) => ({ label: CHECKED_ITEM_LABELS[doc.type], checkedAt: doc.decidedAt!, expiresAt: doc.expiresAt }))
}

/** The admin's decision on one document: approved or rejected, with an optional expiry date. */
export const DocumentDecisionSchema = z.object({
	decision: z.enum(['approved', 'rejected'], { error: 'Elige aprobar o rechazar' }),
	expiresAt: z.preprocess(
		(value) => (value === '' || value === null ? undefined : value),
		z.coerce
			.date({ error: 'Fecha de caducidad no válida' })
			.min(new Date('2000-01-01'), 'Fecha de caducidad no válida')
			.max(new Date('2100-01-01'), 'Fecha de caducidad no válida')
			.optional(),
	),
})
