// The audit log's filters, read from the query string (a GET form that works without JS).
// A malformed field is dropped, not an error: the page still lists everything else.
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'

const day = singleLine().regex(/^\d{4}-\d{2}-\d{2}$/)
const field = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

export const AuditFilterSchema = z.object({
	accion: field(singleLine().trim().min(1).max(60)),
	admin: field(singleLine().trim().min(1).max(40)),
	tipo: field(singleLine().trim().min(1).max(40)),
	desde: field(day),
	hasta: field(day),
	objetivo: field(singleLine().trim().min(1).max(60)),
	pagina: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export type AuditFilter = z.infer<typeof AuditFilterSchema>

export function readAuditFilter(searchParams: URLSearchParams): AuditFilter {
	const raw = Object.fromEntries([...searchParams].filter(([, value]) => value !== ''))
	return AuditFilterSchema.parse(raw)
}
