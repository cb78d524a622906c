// Spec constants of the public job feed (spec 001 §9).
export const PUBLIC_JOBS_PAGE_SIZE = 20
export const HOME_JOBS_COUNT = 3
export const MIN_DISTANCE_KM = 1
/** Wider than Spain, the Canaries included: a larger radius would mean «everywhere», which is no filter. */
export const MAX_DISTANCE_KM = 2500
