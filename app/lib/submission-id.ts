// A form's one-time id (docs/decisions/062-paperwork-forms-sent-once.md): the page's loader gives
// the form a fresh one, the form posts it hidden, and the model that creates a row keeps it beside
// the row. A second tap on a slow phone, or «Reintentar» after the answer was lost, posts the same
// id and finds the row the first send made: nothing is created twice, with or without JavaScript.
import { z } from 'zod'

export const SUBMISSION_ID_FIELD = 'submissionId'

/** A new id for a form a page renders (each load of the page gets its own). */
export const newSubmissionId = () => crypto.randomUUID()

const SubmissionId = z.uuid()

/** The id a posted form carries, or undefined (a page from before it, a hand-made post). */
export function submissionIdOf(form: FormData) {
	const parsed = SubmissionId.safeParse(form.get(SUBMISSION_ID_FIELD))
	return parsed.success ? parsed.data : undefined
}
