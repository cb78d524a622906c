// The craftsman edits their own company profile. Every query is scoped by the caller's user id,
// so nobody can change another's profile. Decisions (docs/features.md 'Profile and account'):
// - the slug follows the company name; old slugs are not kept, so old links answer 404;
// - a document change sends a verified profile back to review: verification vouches for the
//   documents on file, not for ones added later.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { findService } from '#app/models/services/services.server.ts'
import { adoptPrivateCopies, claimUploads, copyToPrivate, ownedUrls } from '#app/models/uploads/ownership.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { toCompanySlug } from './company-slug.ts'
import {
	BAD_DOCUMENT,
	GALLERY_FULL,
	LAST_DOCUMENT,
	MAX_DOCUMENTS,
	MAX_GALLERY_IMAGES,
	NO_SERVICE,
	UNKNOWN_SERVICE,
} from './profile-edit.schema.ts'
import { COMPANY_TAKEN } from './registration.server.ts'

type DocumentType = 'craft_card' | 'trade_licence' | 'identity' | 'liability_insurance'

const ownProfile = (userId: string) =>
	prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId }, select: { id: true, status: true, images: true } })

/** Everything the edit page shows, of the caller's own profile. */
export function getOwnCompanyProfile(userId: string) {
	return prisma.craftsmanProfile.findUniqueOrThrow({
		where: { userId },
		select: {
			companyName: true,
			companySlug: true,
			taxId: true,
			legalName: true,
			status: true,
			description: true,
			images: true,
			services: { select: { serviceId: true } },
			documents: { orderBy: { createdAt: 'asc' }, select: { id: true, type: true, url: true } },
		},
	})
}

export async function updateCompany(
	userId: string,
	{
		companyName,
		description,
		taxId,
		legalName,
	}: { companyName?: string; description?: string; taxId?: string | null; legalName?: string | null },
) {
	let companySlug: string | undefined
	if (companyName !== undefined) {
		companySlug = toCompanySlug(companyName)
		const other = companySlug
			? await prisma.craftsmanProfile.findFirst({
					where: { companySlug, userId: { not: userId } },
					select: { id: true },
				})
			: null
		if (other || !companySlug) throw new AppError('bad_request', COMPANY_TAKEN, { field: 'companyName' })
	}
	return prisma.craftsmanProfile.update({
		where: { userId },
		data: { companyName, companySlug, description, taxId, legalName },
		select: { companySlug: true },
	})
}

/** Service ids, slugs or names (the old client sends names) → ids; unknown ones are refused. */
export async function resolveServiceIds(references: string[]) {
	if (references.length === 0) throw new AppError('bad_request', NO_SERVICE, { field: 'services' })
	const ids = new Set<string>()
	for (const reference of references) {
		const service = await findService(reference)
		if (!service) throw new AppError('bad_request', UNKNOWN_SERVICE, { field: 'services' })
		ids.add(service.id)
	}
	return [...ids]
}

export async function updateServices(userId: string, references: string[]) {
	const serviceIds = await resolveServiceIds(references)
	const { id } = await ownProfile(userId)
	await prisma.$transaction([
		prisma.craftsmanService.deleteMany({ where: { craftsmanId: id } }),
		prisma.craftsmanService.createMany({ data: serviceIds.map((serviceId) => ({ craftsmanId: id, serviceId })) }),
	])
}

/** How many more gallery images fit; checked before storing anything. */
export async function galleryRoom(userId: string) {
	return MAX_GALLERY_IMAGES - (await ownProfile(userId)).images.length
}

export async function addGalleryImages(userId: string, urls: string[]) {
	const { images } = await ownProfile(userId)
	if (images.length + urls.length > MAX_GALLERY_IMAGES)
		throw new AppError('bad_request', GALLERY_FULL, { field: 'images' })
	await prisma.craftsmanProfile.update({
		where: { userId },
		data: { images: [...images, ...urls.filter((url) => !images.includes(url))] },
	})
}

/** Files a row stopped naming: deleted by the queue once no row names them (in the same transaction). */
async function dropFiles(tx: Parameters<Parameters<typeof prisma.$transaction>[0]>[0], urls: string[]) {
	if (urls.length) await enqueue(tx, 'delete-files', { urls: [...new Set(urls)] })
}

/** PUT /api/user/craftman: only the caller's own uploads (or images already theirs); the ones left out are deleted. */
export async function setGalleryImages(userId: string, urls: string[]) {
	if (urls.length > MAX_GALLERY_IMAGES) throw new AppError('bad_request', GALLERY_FULL, { field: 'images' })
	const images = [...new Set(await ownedUrls(userId, urls, 'Imagen no válida'))]
	const before = await ownProfile(userId)
	await prisma.$transaction(async (tx) => {
		await claimUploads(tx, userId, images)
		await tx.craftsmanProfile.update({ where: { userId }, data: { images } })
		await dropFiles(
			tx,
			before.images.filter((image) => !images.includes(image)),
		)
	})
}

export async function removeGalleryImage(userId: string, url: string) {
	const { images } = await ownProfile(userId)
	if (!images.includes(url)) return
	await prisma.$transaction(async (tx) => {
		await tx.craftsmanProfile.update({ where: { userId }, data: { images: images.filter((image) => image !== url) } })
		await dropFiles(tx, [url])
	})
}

// a refusal's reason goes too: the changed documents wait for a new review (pending, not refused)
const backToReview = { status: 'unverified', verifiedAt: null, refusedReason: null } as const

export async function addDocument(userId: string, type: DocumentType, url: string) {
	const { id } = await ownProfile(userId)
	await prisma.$transaction([
		prisma.craftsmanDocument.create({ data: { craftsmanId: id, type, url } }),
		prisma.craftsmanProfile.update({ where: { id }, data: backToReview }),
	])
}

export async function removeDocument(userId: string, documentId: string) {
	const { id } = await ownProfile(userId)
	const count = await prisma.craftsmanDocument.count({ where: { craftsmanId: id } })
	const document = await prisma.craftsmanDocument.findFirst({
		where: { id: documentId, craftsmanId: id },
		select: { id: true, url: true },
	})
	if (!document) return false
	if (count <= 1) throw new AppError('bad_request', LAST_DOCUMENT, { field: 'documents' })
	// the privacy policy states no retention for verification documents: the file goes with its row
	await prisma.$transaction(async (tx) => {
		await tx.craftsmanDocument.delete({ where: { id: document.id } })
		await tx.craftsmanProfile.update({ where: { id }, data: backToReview })
		await dropFiles(tx, [document.url])
	})
	return true
}

/**
 * Adds documents and removes none (PUT /api/user/craftman `document`: a craftsman sends one new
 * document from the messages page). A link already on file is not added twice.
 */
export async function addDocuments(userId: string, links: Array<{ type: DocumentType; url: string }>) {
	const { id } = await ownProfile(userId)
	const current = await prisma.craftsmanDocument.findMany({
		where: { craftsmanId: id },
		orderBy: { createdAt: 'asc' },
		select: { type: true, url: true },
	})
	const onFile = new Set(current.map((doc) => doc.url))
	const merged = [...current, ...links.filter((doc) => !onFile.has(doc.url))]
	if (merged.length > MAX_DOCUMENTS)
		throw new AppError('bad_request', `Como máximo ${MAX_DOCUMENTS} documentos`, { field: 'documents' })
	await replaceDocuments(userId, merged)
}

/**
 * Replaces all documents (PUT /api/user/craftman); an identical list changes nothing. Each link
 * must be the caller's own upload; one uploaded publicly (POST /api/upload) becomes private: moved
 * under documentos/, the stored link the private one, the public copy deleted. The documents left
 * out are deleted with their files.
 */
export async function replaceDocuments(userId: string, links: Array<{ type: DocumentType; url: string }>) {
	if (links.length === 0) throw new AppError('bad_request', LAST_DOCUMENT, { field: 'documents' })
	const owned = await ownedUrls(
		userId,
		links.map((doc) => doc.url),
		BAD_DOCUMENT,
	)
	const { id } = await ownProfile(userId)
	const copies = await Promise.all(owned.map(copyToPrivate))
	const documents = links.map((doc, index) => ({ type: doc.type, url: copies[index]!.url }))
	const current = await prisma.craftsmanDocument.findMany({
		where: { craftsmanId: id },
		select: { type: true, url: true },
	})
	const key = (list: Array<{ type: string; url: string }>) =>
		list
			.map((doc) => `${doc.type} ${doc.url}`)
			.sort()
			.join('\n')
	if (key(current) === key(documents) && copies.every((copy) => !copy.publicCopy)) return
	const kept = new Set(documents.map((doc) => doc.url))
	await prisma.$transaction(async (tx) => {
		const publicCopies = await adoptPrivateCopies(tx, userId, copies)
		await tx.craftsmanDocument.deleteMany({ where: { craftsmanId: id } })
		await tx.craftsmanDocument.createMany({
			data: documents.map((doc) => ({ craftsmanId: id, type: doc.type, url: doc.url })),
		})
		await tx.craftsmanProfile.update({ where: { id }, data: backToReview })
		await dropFiles(tx, [...current.map((doc) => doc.url).filter((url) => !kept.has(url)), ...publicCopies])
	})
}

/** The caller's own upload (or photo already theirs), or null; the photo replaced is deleted. */
export async function setProfilePhoto(userId: string, url: string | null) {
	const [photo] = url === null ? [null] : await ownedUrls(userId, [url], 'Imagen no válida')
	const before = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { profilePhoto: true } })
	if (before.profilePhoto === photo) return
	await prisma.$transaction(async (tx) => {
		if (photo) await claimUploads(tx, userId, [photo])
		await tx.user.update({ where: { id: userId }, data: { profilePhoto: photo } })
		await dropFiles(tx, before.profilePhoto ? [before.profilePhoto] : [])
	})
}

/** The caller's own company slug (the 'Ver perfil como cliente' link), or null for non-craftsmen. */
export async function getOwnCompanySlug(userId: string) {
	return (
		(await prisma.craftsmanProfile.findUnique({ where: { userId }, select: { companySlug: true } }))?.companySlug ??
		null
	)
}
