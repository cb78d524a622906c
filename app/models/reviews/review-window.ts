// How long the author may edit or delete her review: 30 days from writing it (Ley 10/2025's
// 30 natural days for a review; docs/decisions/044-review-disputes-and-30-days.md). Shared by
// the model and the pages that state the deadline.
export const REVIEW_EDIT_DAYS = 30
export const REVIEW_EDIT_WINDOW_MS = REVIEW_EDIT_DAYS * 86_400_000
