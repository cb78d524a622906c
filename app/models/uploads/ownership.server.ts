// Who owns a stored file, and which rows may name it. Every upload is recorded (the Upload table)
// with its storage key and its owner: the signed-in user, the draft that stored it, or nobody yet
// (POST /api/upload without a token, claimed by the first account that names it). A row may only
// name files its owner uploaded, and the cleanup compares storage keys, never URLs: both sizes of an
// image (`-large`, `-small`) and every spelling of its URL are the same two files.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { type DocumentType } from '#app/generated/prisma/enums.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { getStorage, isPrivateKey, PRIVATE_FOLDER, publicUrl } from './storage.server.ts'

type Db = Prisma.TransactionClient | typeof prisma

/** Unclaimed uploads older than this are purged (a draft or an /api client had a day to use them). */
export const UNCLAIMED_UPLOAD_HOURS = 24
/** The registration draft's cookie lives 2 days: its documents are kept as long. */
export const REGISTRATION_DRAFT_DAYS = 2

const KEY = /^((?:[a-z0-9-]+\/)*[a-f0-9]{32})-(?:large|small)\.webp$/

/**
 * The storage key (of the large size) behind a URL this product made: `/imagenes/…`,
 * `/documentos/…`, either under SITE_ORIGIN, or the public bucket's URL. Null for anything else,
 * another host above all.
 */
export function storageKeyOf(url: string): string | null {
	const env = getEnv()
	let rest: string | null = null
	const bucket = env.S3_PUBLIC_URL?.replace(/\/$/, '')
	if (bucket && url.startsWith(`${bucket}/`)) rest = url.slice(bucket.length + 1)
	else {
		const origin = env.SITE_ORIGIN.replace(/\/$/, '')
		const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
		if (path.startsWith('/imagenes/')) rest = path.slice('/imagenes/'.length)
		else if (path.startsWith(`/${PRIVATE_FOLDER}/`)) rest = path.slice(1)
		// /imagenes/documentos/… names a private key through the public route: not a URL we make
		if (rest && path.startsWith('/imagenes/') && isPrivateKey(rest)) return null
	}
	const match = rest === null ? null : KEY.exec(rest)
	return match ? `${match[1]}-large.webp` : null
}

/**
 * The form a row keeps for an image URL: one of our stored files as its path (`/imagenes/…`, or
 * the public bucket's URL), never on SITE_ORIGIN, so moving the site's address breaks no row;
 * anything else as given. Absolute URLs are built at the edge that needs them (emails).
 */
export function storedImageUrl(url: string) {
	const key = storageKeyOf(url)
	return key ? publicUrl(key) : url
}

/** Both stored sizes of a key. */
export const sizesOf = (key: string) => [key, key.replace(/-large\.webp$/, '-small.webp')]

/** Every spelling a row may hold for the files of `key` (both sizes, with or without our origin). */
export function urlsOf(key: string) {
	const origin = getEnv().SITE_ORIGIN.replace(/\/$/, '')
	return sizesOf(key).flatMap((size) => {
		const url = publicUrl(size)
		return url.startsWith('/') ? [url, `${origin}${url}`] : [url]
	})
}

/**
 * Records a stored file and its owner. `claimed` when a row names it in the same request. Keys are
 * content hashes, so identical bytes share one file but never one record: the same content stored
 * again by the same user or draft stays their one record, and each upload without an owner (POST
 * /api/upload without a token) gets a record of its own, for the one account that claims it.
 */
export async function recordUpload(
	key: string,
	owner: { userId?: string | null; draftId?: string | null; documentType?: DocumentType; claimed?: boolean },
	db: Db = prisma,
) {
	const who = { userId: owner.userId ?? null, draftId: owner.draftId ?? null }
	const anonymous = who.userId === null && who.draftId === null
	const existing = anonymous
		? null
		: await db.upload.findFirst({ where: { key, ...who }, select: { id: true, key: true } })
	if (existing) return existing
	return db.upload.create({
		data: { key, ...who, documentType: owner.documentType ?? null, claimedAt: owner.claimed ? new Date() : null },
		select: { id: true, key: true },
	})
}

/**
 * Whether any row (profile photo, gallery, document, job, warranty claim, and unless `drafts` is false a job draft
 * or a registration draft) names the files of `key`.
 */
export async function isKeyReferenced(key: string, { drafts = true, db = prisma as Db } = {}) {
	const urls = urlsOf(key)
	const draftSince = new Date(Date.now() - REGISTRATION_DRAFT_DAYS * 86_400_000)
	const [users, profiles, documents, jobs, claims, [jobDrafts], registrationDrafts] = await Promise.all([
		db.user.count({ where: { profilePhoto: { in: urls } } }),
		db.craftsmanProfile.count({ where: { images: { hasSome: urls } } }),
		db.craftsmanDocument.count({ where: { url: { in: urls } } }),
		db.job.count({ where: { images: { hasSome: urls } } }),
		db.warrantyClaim.count({ where: { images: { hasSome: urls } } }),
		drafts
			? db.$queryRaw<Array<{ count: number }>>`
			SELECT count(*)::int AS count FROM "JobDraft" WHERE jsonb_typeof(data->'images') = 'array' AND (data->'images') ?| ${urls}::text[]`
			: [{ count: 0 }],
		drafts
			? db.upload.count({
					where: { key, documentType: { not: null }, draftId: { not: null }, createdAt: { gt: draftSince } },
				})
			: 0,
	])
	return users + profiles + documents + jobs + claims + jobDrafts!.count + registrationDrafts > 0
}

/**
 * The URLs a caller wants to store on their own rows, each checked to be a file they uploaded (or
 * an unclaimed upload, which becomes theirs), or one their rows already name. `userId` null: an
 * account being created, which may only name unclaimed uploads. Answers the canonical URL of each
 * (the large size on our own address), in order; refuses the whole list with `message`.
 */
export async function ownedUrls(
	userId: string | null,
	urls: string[],
	message: string,
	{ draftId, jobId }: { draftId?: string | null; jobId?: string } = {},
) {
	const keys = urls.map((url) => storageKeyOf(url))
	if (keys.some((key) => key === null)) throw new AppError('bad_request', message)
	for (const key of new Set(keys as string[])) {
		const owned = await prisma.upload.count({
			where: {
				key,
				OR: [...(userId ? [{ userId }] : []), ...(draftId ? [{ draftId }] : []), { userId: null, draftId: null }],
			},
		})
		if (owned) continue
		if (!userId || !(await namedByOwnRows(userId, key, jobId))) throw new AppError('bad_request', message)
	}
	return (keys as string[]).map((key) => publicUrl(key))
}

/**
 * Files the user's rows already name (stored before uploads had owners, or by the job wizard's
 * draft): keeping them is no claim. `jobId`: the job being edited, whose own photos stay.
 */
async function namedByOwnRows(userId: string, key: string, jobId?: string) {
	const urls = urlsOf(key)
	const [user, profile, documents, job] = await Promise.all([
		prisma.user.count({ where: { id: userId, profilePhoto: { in: urls } } }),
		prisma.craftsmanProfile.count({ where: { userId, images: { hasSome: urls } } }),
		prisma.craftsmanDocument.count({ where: { url: { in: urls }, craftsman: { userId } } }),
		jobId ? prisma.job.count({ where: { id: jobId, ownerId: userId, images: { hasSome: urls } } }) : 0,
	])
	return user + profile + documents + job > 0
}

/**
 * Marks the user's uploads of these URLs as theirs and in use (called in the transaction that
 * stores the rows). A key the user has no record of takes one record without an owner, and only
 * one: another anonymous upload of the same bytes stays for whoever uploaded it (SKIP LOCKED: two
 * registrations at once never take the same record).
 */
export async function claimUploads(db: Db, userId: string, urls: string[]) {
	const keys = [...new Set(urls.map(storageKeyOf).filter((key): key is string => key !== null))]
	const now = new Date()
	for (const key of keys) {
		const own = await db.upload.updateMany({ where: { key, userId }, data: { claimedAt: now } })
		if (own.count) continue
		await db.$executeRaw`
			UPDATE "Upload" SET "userId" = ${userId}, "claimedAt" = ${now}
			WHERE id = (SELECT id FROM "Upload" WHERE key = ${key} AND "userId" IS NULL AND "draftId" IS NULL
				ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)`
	}
}

/**
 * A verification document named through /api is a public upload (`subidas/…`): its files are
 * copied under the private folder. The caller stores the private URL and, in the same
 * transaction, calls adoptPrivateCopies (the public copy is then deleted by the queue).
 */
export async function copyToPrivate(url: string) {
	const key = storageKeyOf(url)!
	if (isPrivateKey(key)) return { url: publicUrl(key), privateKey: key, publicCopy: null }
	const privateKey = `${PRIVATE_FOLDER}/${key.split('/').pop()}`
	const storage = getStorage()
	const [fromSizes, toSizes] = [sizesOf(key), sizesOf(privateKey)]
	for (const [index, from] of fromSizes.entries()) {
		if (await storage.get(toSizes[index]!)) continue
		const file = await storage.get(from)
		if (!file) throw new AppError('bad_request', 'Documento no válido')
		await storage.put(toSizes[index]!, file.body, file.contentType)
	}
	return { url: publicUrl(privateKey), privateKey, publicCopy: publicUrl(key) }
}

/**
 * In the transaction that stores documents made by copyToPrivate: the private copies become the
 * user's, the public uploads are forgotten; answers the public URLs for the caller to queue for
 * deletion.
 */
export async function adoptPrivateCopies(
	db: Db,
	userId: string,
	copies: Array<Awaited<ReturnType<typeof copyToPrivate>>>,
) {
	const now = new Date()
	for (const copy of copies) {
		if (await db.upload.count({ where: { key: copy.privateKey, userId } })) continue
		await db.upload.create({ data: { key: copy.privateKey, userId, claimedAt: now } })
	}
	const publicCopies = copies.flatMap((copy) => (copy.publicCopy ? [copy.publicCopy] : []))
	// the caller's anonymous upload of each public copy becomes theirs, then is let go: another
	// upload of the same bytes keeps its own record (and so the file) for its uploader
	await claimUploads(db, userId, publicCopies)
	await releaseUploads(db, userId, publicCopies)
	await claimUploads(
		db,
		userId,
		copies.map((copy) => copy.url),
	)
	return publicCopies
}

/** Forgets the user's upload records of these URLs, so that their files can go once no row or other upload names them. */
export async function releaseUploads(db: Db, userId: string, urls: string[]) {
	const keys = [...new Set(urls.map(storageKeyOf).filter((key): key is string => key !== null))]
	if (keys.length) await db.upload.deleteMany({ where: { key: { in: keys }, userId } })
}
