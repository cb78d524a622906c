// The reason an admin gives for a cancellation, a hidden or a deleted item: required, because
// the person affected is told it and the audit log keeps it.
import { multiLine } from './single-line.ts'

export const REASON_REQUIRED = 'Indica el motivo'

export const adminReason = multiLine({ error: REASON_REQUIRED })
	.trim()
	.min(1, REASON_REQUIRED)
	.max(500, 'El motivo admite como mucho 500 caracteres')
