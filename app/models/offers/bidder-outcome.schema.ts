// The reason's schema apart from its labels: the pages that only show the labels load no zod.
import { z } from 'zod'
import { type OfferOutcomeReason } from '#app/generated/prisma/enums.ts'
import { OUTCOME_REASONS } from './bidder-outcome.ts'

/** The client's optional reason, from a form (empty means none) or /api. */
export const outcomeReasonField = z.preprocess(
	(value) => (value === '' || value === null ? undefined : value),
	z.enum(OUTCOME_REASONS as [OfferOutcomeReason, ...OfferOutcomeReason[]], { error: 'Motivo no válido' }).optional(),
)
