// Removing stored files nobody uses any more: a deleted account's photos and documents, a removed
// or replaced document, a public copy made private, uploads never claimed. The check is by storage
// key, never by URL: both sizes share one key, and keys are content hashes, so two users may share
// one file: it goes only when no row names it in any spelling, and no one uploaded it in the last day.
import { prisma } from '#app/lib/db.server.ts'
import { isKeyReferenced, sizesOf, storageKeyOf, UNCLAIMED_UPLOAD_HOURS } from './ownership.server.ts'
import { getStorage } from './storage.server.ts'

const hoursAgo = (hours: number, now = new Date()) => new Date(now.getTime() - hours * 3_600_000)

/** The storage keys (both sizes) behind an image URL this product made; null for any other URL. */
export function imageKeys(url: string) {
	const key = storageKeyOf(url)
	return key ? sizesOf(key) : null
}

async function deleteKeyIfUnused(key: string, now = new Date()) {
	if (await isKeyReferenced(key)) return false
	// a fresh upload of the same content (someone else's, not named by a row yet) keeps the file
	const fresh = await prisma.upload.count({
		where: { key, claimedAt: null, createdAt: { gt: hoursAgo(UNCLAIMED_UPLOAD_HOURS, now) } },
	})
	if (fresh) return false
	const storage = getStorage()
	for (const size of sizesOf(key)) await storage.delete(size)
	await prisma.upload.deleteMany({ where: { key } })
	return true
}

/**
 * The `delete-files` job: deletes the files of these URLs that no row references. Idempotent (a
 * file already gone is nothing to do); a failure throws, and the queue retries the whole list.
 */
export async function deleteUnreferencedImages(urls: string[]) {
	let deleted = 0
	const keys = new Set(urls.map(storageKeyOf).filter((key): key is string => key !== null))
	for (const key of keys) if (await deleteKeyIfUnused(key)) deleted++
	return { deleted }
}

/**
 * The scheduled `purge-uploads` job: uploads no row ever claimed, older than a day (a draft left
 * behind, an /api upload never used), are deleted unless something names them after all.
 */
export async function purgeUnclaimedUploads(now = new Date()) {
	const stale = await prisma.upload.findMany({
		where: { claimedAt: null, createdAt: { lt: hoursAgo(UNCLAIMED_UPLOAD_HOURS, now) } },
		select: { key: true },
		distinct: ['key'],
	})
	let deleted = 0
	for (const { key } of stale) {
		if (await deleteKeyIfUnused(key, now)) deleted++
		// named by a lasting row after all: in use, no longer the sweep's (a draft's photo is checked again)
		else if (await isKeyReferenced(key, { drafts: false }))
			await prisma.upload.updateMany({
				where: { key, claimedAt: null, createdAt: { lt: hoursAgo(UNCLAIMED_UPLOAD_HOURS, now) } },
				data: { claimedAt: now },
			})
	}
	return { deleted }
}
