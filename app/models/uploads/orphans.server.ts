// Removing uploaded images nobody uses any more (a deleted account's photos and documents).
// Keys are content hashes, so two users may share one file: it goes only when no row names it.
import { prisma } from '#app/lib/db.server.ts'
import { getStorage, publicUrl } from './storage.server.ts'

/** The storage keys (both sizes) behind an image URL this product made; null for any other URL. */
export function imageKeys(url: string) {
	const base = publicUrl('')
	if (!url.startsWith(base)) return null
	const match = /^((?:[a-z0-9-]+\/)*[a-f0-9]+)-(?:large|small)\.webp$/.exec(url.slice(base.length))
	return match ? [`${match[1]}-large.webp`, `${match[1]}-small.webp`] : null
}

async function isReferenced(url: string) {
	const [users, profiles, documents, jobs] = await Promise.all([
		prisma.user.count({ where: { profilePhoto: url } }),
		prisma.craftsmanProfile.count({ where: { images: { has: url } } }),
		prisma.craftsmanDocument.count({ where: { url } }),
		prisma.job.count({ where: { images: { has: url } } }),
	])
	return users + profiles + documents + jobs > 0
}

/**
 * The `delete-files` job: deletes the files of these URLs that no row references. Idempotent (a
 * file already gone is nothing to do); a failure throws, and the queue retries the whole list.
 */
export async function deleteUnreferencedImages(urls: string[]) {
	const storage = getStorage()
	let deleted = 0
	for (const url of new Set(urls)) {
		const keys = imageKeys(url)
		if (!keys || (await isReferenced(url))) continue
		for (const key of keys) await storage.delete(key)
		deleted++
	}
	return { deleted }
}
