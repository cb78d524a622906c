// Spec constants of the public job feed (spec 001 §9).
export const PUBLIC_JOBS_PAGE_SIZE = 20
export const HOME_JOBS_COUNT = 3
export const MIN_DISTANCE_KM = 1
/** Wider than Spain, the Canaries included: a larger radius would mean «everywhere», which is no filter. */
export const MAX_DISTANCE_KM = 2500
/** A craftsman reveals at most this many clients' phones (new jobs) in any 24 hours: enough for real work, too few to harvest. */
export const PHONE_REVEALS_PER_DAY = 10
export const PHONE_REVEAL_WINDOW_MS = 24 * 60 * 60 * 1000
/** …and at most this many clients' emails (new jobs) in the same window, recorded the same way. */
export const EMAIL_REVEALS_PER_DAY = 10
/** The craftsman's feed without a saved filter: their own trades within this radius of their postal code. */
export const DEFAULT_LEAD_RADIUS_KM = 50
