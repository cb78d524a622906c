// Constants of the craftsman search (spec 001 §9).
export const SEARCH_RADIUS_KM = 50
export const SEARCH_PAGE_SIZE = 10
export const MAX_SEARCH_RADIUS_KM = 300
export const RATING_FILTERS = [5, 4, 3, 2, 1] as const
export const NO_CRAFTSMEN_MESSAGE = 'Actualmente no hay profesionales disponibles en esta ciudad'
