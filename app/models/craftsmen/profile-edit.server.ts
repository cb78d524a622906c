// The craftsman edits their own company profile. Every query is scoped by the caller's user id,
// so nobody can change another's profile. Decisions (docs/features.md 'Profile and account'):
// - the slug follows the company name; old slugs are not kept, so old links answer 404;
// - a document change sends a verified profile back to review: verification vouches for the
//   documents on file, not for ones added later.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { findService } from '#app/models/services/services.server.ts'
import { toCompanySlug } from './company-slug.ts'
import { GALLERY_FULL, LAST_DOCUMENT, MAX_GALLERY_IMAGES, NO_SERVICE, UNKNOWN_SERVICE } from './profile-edit.schema.ts'
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
	{ companyName, description, taxId }: { companyName?: string; description?: string; taxId?: string | null },
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
		data: { companyName, companySlug, description, taxId },
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

export async function setGalleryImages(userId: string, urls: string[]) {
	if (urls.length > MAX_GALLERY_IMAGES) throw new AppError('bad_request', GALLERY_FULL, { field: 'images' })
	await prisma.craftsmanProfile.update({ where: { userId }, data: { images: [...new Set(urls)] } })
}

export async function removeGalleryImage(userId: string, url: string) {
	const { images } = await ownProfile(userId)
	await prisma.craftsmanProfile.update({ where: { userId }, data: { images: images.filter((image) => image !== url) } })
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
		select: { id: true },
	})
	if (!document) return false
	if (count <= 1) throw new AppError('bad_request', LAST_DOCUMENT, { field: 'documents' })
	await prisma.$transaction([
		prisma.craftsmanDocument.delete({ where: { id: document.id } }),
		prisma.craftsmanProfile.update({ where: { id }, data: backToReview }),
	])
	return true
}

/** Replaces all documents (PUT /api/user/craftman); an identical list changes nothing. */
export async function replaceDocuments(userId: string, documents: Array<{ type: DocumentType; url: string }>) {
	if (documents.length === 0) throw new AppError('bad_request', LAST_DOCUMENT, { field: 'documents' })
	const { id } = await ownProfile(userId)
	const current = await prisma.craftsmanDocument.findMany({
		where: { craftsmanId: id },
		select: { type: true, url: true },
	})
	const key = (list: Array<{ type: string; url: string }>) =>
		list
			.map((doc) => `${doc.type} ${doc.url}`)
			.sort()
			.join('\n')
	if (key(current) === key(documents)) return
	await prisma.$transaction([
		prisma.craftsmanDocument.deleteMany({ where: { craftsmanId: id } }),
		prisma.craftsmanDocument.createMany({
			data: documents.map((doc) => ({ craftsmanId: id, type: doc.type, url: doc.url })),
		}),
		prisma.craftsmanProfile.update({ where: { id }, data: backToReview }),
	])
}

export async function setProfilePhoto(userId: string, url: string | null) {
	await prisma.user.update({ where: { id: userId }, data: { profilePhoto: url } })
}

/** The caller's own company slug (the 'Ver perfil como cliente' link), or null for non-craftsmen. */
export async function getOwnCompanySlug(userId: string) {
	return (
		(await prisma.craftsmanProfile.findUnique({ where: { userId }, select: { companySlug: true } }))?.companySlug ??
		null
	)
}
