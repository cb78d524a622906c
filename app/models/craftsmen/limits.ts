// Constants of the craftsman search (spec 001 §9).
export const SEARCH_RADIUS_KM = 50
export const SEARCH_PAGE_SIZE = 10
export const MAX_SEARCH_RADIUS_KM = 300
export const RATING_FILTERS = [5, 4, 3, 2, 1] as const
export const NO_CRAFTSMEN_MESSAGE = 'Actualmente no hay profesionales disponibles en esta ciudad'

/**
 * Ranking by a Bayesian average: every craftsman starts as if they had
 * RATING_PRIOR_WEIGHT reviews of RATING_PRIOR stars, so one 5★ review (score 3.75) does not
 * outrank 4.5★ from twenty (4.3). score = (PRIOR × WEIGHT + sum of ratings) / (WEIGHT + count).
 * «Cómo funciona» prints these same numbers.
 */
export const RATING_PRIOR = 3.5
export const RATING_PRIOR_WEIGHT = 5
