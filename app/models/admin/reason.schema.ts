// The reason an admin gives for a cancellation, a hidden or a deleted item: required, because
// the person affected is told it and the audit log keeps it (issue 8 §2).
import { z } from 'zod'

export const REASON_REQUIRED = 'Indica el motivo'

export const adminReason = z
	.string({ error: REASON_REQUIRED })
	.trim()
	.min(1, REASON_REQUIRED)
	.max(500, 'El motivo admite como mucho 500 caracteres')
