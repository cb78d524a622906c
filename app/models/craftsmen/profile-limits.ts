// Limits of a craftsman's profile that pages show without loading the profile's schemas (zod).

/** The most photos a profile's gallery holds. */
export const MAX_GALLERY_IMAGES = 12
