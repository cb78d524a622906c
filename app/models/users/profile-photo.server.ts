// The profile photo a client of /api sets (PUT /api/user): only an image this product stored. The
// upload answers `secure_url` on our origin; the row keeps the path, as photos set through our
// own pages are kept, so that the orphan purge and account deletion find the file behind it.
import { AppError } from '#app/lib/app-error.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { imageKeys } from '#app/models/uploads/orphans.server.ts'
import { getStorage } from '#app/models/uploads/storage.server.ts'

export const BAD_PHOTO = 'Imagen no válida'

/** The stored path of `url` when it names an image we hold (absolute on our origin, or a path); throws otherwise. */
export async function storedPhotoPath(url: string) {
	const origin = getEnv().SITE_ORIGIN.replace(/\/$/, '')
	const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
	const keys = imageKeys(path)
	if (!keys || !(await getStorage().get(keys[0]!)))
		throw new AppError('bad_request', BAD_PHOTO, { field: 'profile_photo' })
	return path
}

/** Sets (a stored path) or clears (null) the caller's own photo. */
export async function setOwnPhoto(userId: string, path: string | null) {
	await prisma.user.update({ where: { id: userId }, data: { profilePhoto: path } })
}
