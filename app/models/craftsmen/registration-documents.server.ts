// The registration's documents (craft card, trade licence): stored as private images and recorded
// in the database under the draft's id (the cookie holds only that id), so every upload adds one
// row on its own: two documents uploading at once both stay, and the cookie never grows. The
// page's form and the upload endpoint used with JavaScript both come through here.
import { asAppError } from '#app/lib/app-error.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { PRIVATE_FOLDER, publicUrl } from '#app/models/uploads/storage.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { DOCUMENT_TYPES, type RegistrationDocument } from './registration.schema.ts'

/** Stores the files of `form` (fields craft_card, trade_licence) into the draft; stops at the first bad one. */
export async function storeRegistrationDocuments(draftId: string, form: FormData) {
	try {
		for (const { value: type } of DOCUMENT_TYPES) {
			for (const file of form.getAll(type)) {
				if (!(file instanceof File) || file.size === 0) continue
				await storeImage(new Uint8Array(await file.arrayBuffer()), {
					folder: PRIVATE_FOLDER,
					owner: { draftId, documentType: type },
				})
			}
		}
	} catch (error) {
		return { error: asAppError(error).message }
	}
	return { error: null }
}

/** The draft's documents, oldest first; the same file sent twice is one document. */
export async function listDraftDocuments(draftId: string | undefined): Promise<RegistrationDocument[]> {
	if (!draftId) return []
	const rows = await prisma.upload.findMany({
		where: { draftId, documentType: { in: ['craft_card', 'trade_licence'] } },
		orderBy: { createdAt: 'asc' },
		select: { id: true, key: true, documentType: true },
	})
	const seen = new Set<string>()
	return rows.flatMap((row) => {
		if (seen.has(row.key)) return []
		seen.add(row.key)
		return [{ id: row.id, type: row.documentType as RegistrationDocument['type'], url: publicUrl(row.key) }]
	})
}

/** «Quitar»: removes one document from the draft; its files go once nothing else names them. */
export async function removeDraftDocument(draftId: string | undefined, uploadId: string) {
	if (!draftId) return
	await prisma.$transaction(async (tx) => {
		const row = await tx.upload.findFirst({ where: { id: uploadId, draftId, userId: null }, select: { key: true } })
		if (!row) return
		await tx.upload.deleteMany({ where: { key: row.key, draftId, userId: null } })
		await enqueue(tx, 'delete-files', { urls: [publicUrl(row.key)] })
	})
}
