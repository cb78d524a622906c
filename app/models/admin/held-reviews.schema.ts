// Isomorphic schema of the held reviews' queue: publish or reject one held review.
import { z } from 'zod'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { singleLine } from '#app/lib/single-line.ts'

export const HeldReviewDecisionSchema = z.object({
	intent: z.enum(['publicar', 'rechazar'], { error: 'Acción no válida' }),
	id: singleLine({ error: 'Acción no válida' }).min(1, 'Acción no válida').max(ID_MAX_LENGTH, 'Acción no válida'),
})
