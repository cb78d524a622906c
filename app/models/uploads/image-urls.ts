// How a stored image's URLs relate, for pages and the server alike: storeImage (images.server.ts)
// writes two sizes side by side, `…-large.webp` (the URL stored) and `…-small.webp` (480 px).

/** The 480 px variant of a stored image, for thumbnails and lists. */
export const thumbnailUrl = (url: string) => url.replace('-large.webp', '-small.webp')
