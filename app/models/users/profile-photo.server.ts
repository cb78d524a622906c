// The profile photo a client of /api sets (PUT /api/user): like every row that names a file, only
// the caller's own upload (or the photo already theirs). setProfilePhoto (the pages' function)
// stores it as a path, claims the upload and deletes the photo it replaces.
import { ownedUrls } from '#app/models/uploads/ownership.server.ts'

export const BAD_PHOTO = 'Imagen no válida'

/** Throws unless `url` is the caller's own upload or photo; called before anything is written. */
export async function checkOwnPhoto(userId: string, url: string) {
	await ownedUrls(userId, [url], BAD_PHOTO)
}
