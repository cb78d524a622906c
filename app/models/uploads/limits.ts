/** Spec: every image under 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TOO_LARGE = 'El tamaño de la imagen no puede exceder los 5 MB'
export const NOT_AN_IMAGE = 'Solo se admiten imágenes (JPG, PNG, WebP, GIF, AVIF o HEIC)'
export const ACCEPTED_IMAGE_TYPES = 'image/*'
