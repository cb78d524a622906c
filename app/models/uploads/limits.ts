/** Spec: every image under 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TOO_LARGE = 'El tamaño de la imagen no puede exceder los 5 MB'
/**
 * Without JavaScript a phone's photo arrives as taken (often 5 to 15 MB): the pages' own forms take
 * up to 20 MB per photo and shrink it on the server as the browser does with JavaScript, to at
 * most SHRUNK_LONGEST_SIDE px in JPEG (a departure from the spec's 5 MB: docs/decisions/020-new-user-on-a-phone.md).
 */
export const MAX_PHONE_PHOTO_BYTES = 20 * 1024 * 1024
export const PHONE_PHOTO_TOO_LARGE = 'Cada foto puede tener hasta 20 MB: elige una más pequeña'
/** The pages' posts are read in memory: their body limit allows this many 20 MB photos at once. */
export const MAX_PHONE_PHOTOS_PER_POST = 4
/** What a page without JavaScript says before a photo is chosen. */
export const PHONE_PHOTO_LIMIT_HINT = `Hasta 20 MB por foto y ${MAX_PHONE_PHOTOS_PER_POST} fotos grandes por envío: las de tu móvil valen.`
export const SHRUNK_LONGEST_SIDE = 2000
export const SHRUNK_JPEG_QUALITY = 0.85
export const NOT_AN_IMAGE = 'Solo se admiten imágenes (JPG, PNG, WebP, GIF, AVIF o HEIC)'
export const ACCEPTED_IMAGE_TYPES = 'image/*'
/**
 * Decoding cost grows with pixels, not bytes: a 249 KB PNG can declare 16000×16000 (256 MP) and
 * take seconds of CPU. 40 MP is above any phone camera (a 48 MP sensor saves 12 MP by default).
 */
export const MAX_IMAGE_PIXELS = 40_000_000
export const IMAGE_TOO_MANY_PIXELS = 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)'
