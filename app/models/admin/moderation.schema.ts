// Isomorphic schemas of the moderation page: what is moderated and why.
import { z } from 'zod'
import { multiLine, singleLine } from '#app/lib/single-line.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { adminReason } from '#app/lib/admin-reason.ts'

/** The URL segment of each kind of content: /tablero/admin/moderacion/{trabajo|opinion}/{id}/eliminar */
export const MODERATION_KINDS = { trabajo: 'job', opinion: 'review' } as const
export type ModerationKind = (typeof MODERATION_KINDS)[keyof typeof MODERATION_KINDS]

const kind = z.enum(['trabajo', 'opinion'], { error: 'Acción no válida' }).transform((value) => MODERATION_KINDS[value])
const id = singleLine({ error: 'Acción no válida' }).min(1, 'Acción no válida').max(ID_MAX_LENGTH, 'Acción no válida')

export const ModerationActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('ocultar'), kind, id, reason: adminReason }),
	z.object({ intent: z.literal('mostrar'), kind, id }),
])

export const DeleteContentSchema = z.object({ reason: adminReason })

/** GET /api/admin/jobs: `filter` blocked (hidden) / unblocked (visible) / all; `search` as the page's box. */
export const AdminJobsQuerySchema = z.object({
	filter: z.enum(['all', 'blocked', 'unblocked'], { error: 'El filtro debe ser all, blocked o unblocked' }).optional(),
	search: singleLine().trim().max(100, 'Búsqueda demasiado larga').optional(),
})

/** PATCH /api/admin/jobs: hide (blocked: true, with the reason the owner is told) or show a job again. */
export const AdminJobBlockSchema = z.discriminatedUnion(
	'blocked',
	[
		z.object({ id, blocked: z.literal(true), reason: adminReason }),
		z.object({ id, blocked: z.literal(false), reason: multiLine().max(500).optional() }),
	],
	{ error: 'Indica blocked: true o false' },
)
