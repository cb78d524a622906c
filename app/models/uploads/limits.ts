/** Spec: every image under 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TOO_LARGE = 'El tamaño de la imagen no puede exceder los 5 MB'
export const NOT_AN_IMAGE = 'Solo se admiten imágenes (JPG, PNG, WebP, GIF, AVIF o HEIC)'
export const ACCEPTED_IMAGE_TYPES = 'image/*'
/**
 * Decoding cost grows with pixels, not bytes: a 249 KB PNG can declare 16000×16000 (256 MP) and
 * take seconds of CPU. 40 MP is above any phone camera (a 48 MP sensor saves 12 MP by default).
 */
export const MAX_IMAGE_PIXELS = 40_000_000
export const IMAGE_TOO_MANY_PIXELS = 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)'
