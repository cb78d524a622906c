// The actions of /tablero/oficial/editarperfil (and the personal-data form of /tablero/cliente/perfil):
// one function per section (intent). Bad input answers 400 with the Spanish message and changes nothing.
import { type SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { z } from 'zod'
import {
	BAD_DOCUMENT,
	CompanySchema,
	DocumentTypeSchema,
	GALLERY_FULL,
	NO_FILE,
	ServicesSchema,
} from '#app/models/craftsmen/profile-edit.schema.ts'
import {
	addDocument,
	addGalleryImages,
	galleryRoom,
	removeDocument,
	removeGalleryImage,
	setProfilePhoto,
	updateCompany,
	updateServices,
} from '#app/models/craftsmen/profile-edit.server.ts'
import { fillOnlyPlace } from '#app/models/postal-codes/postal-codes.server.ts'
import { storeImages } from '#app/models/uploads/images.server.ts'
import { filesOf } from '#app/models/uploads/upload-form.server.ts'
import { ClientDataSchema, CraftsmanDataSchema } from '#app/models/users/personal-data.schema.ts'
import { updatePersonalData } from '#app/models/users/personal-data.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { type AppError } from '#app/lib/app-error.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { isFindingPlace, placesOfTypedZip } from '#app/components/places/find-place.server.ts'

export const SAVED = 'Cambios guardados'

const done = async (request: Request, text = SAVED) =>
	redirectWithToast(new URL(request.url).pathname, { type: 'success', text })

const uploadError = (intent: string, message: string) => data({ intent, uploadError: message }, { status: 400 })

/** An upload section's refusal: its message beside the section (the page shows `uploadError`), 400. */
const refusedUpload = (intent: string) => (refusal: AppError) => uploadError(intent, refusal.message)

// an upload section's fields are its files, which the door hands over as they came (form.formData)
const filesOnly = () => z.object({})

export async function submitPersonal(
	request: Request,
	form: FormData,
	{ userId, craftsman }: { userId: string; craftsman: boolean },
) {
	const places = await placesOfTypedZip(form, 'zipCode')
	const finding = isFindingPlace(form)
	if (!finding) await fillOnlyPlace(form, { zip: 'zipCode', place: 'postalCodeId' })
	// «Buscar» without JavaScript: the typed code's places beside the form as typed; nothing is saved
	const found = (submission: { reply: (options: { resetForm: boolean }) => SubmissionResult<string[]> }) => ({
		intent: 'personal',
		result: submission.reply({ resetForm: false }),
		places,
	})
	return formAction(form, {
		schema: craftsman ? CraftsmanDataSchema : ClientDataSchema,
		extra: { intent: 'personal', places },
		invalid: (submission) =>
			finding ? found(submission) : data({ intent: 'personal', places, result: submission.reply() }, { status: 400 }),
		run: async (value, door) => {
			if (finding) return found(door.submission)
			await updatePersonalData(userId, value)
			return done(request)
		},
	})
}

export async function submitCompany(request: Request, form: FormData, userId: string) {
	return formAction(form, {
		schema: CompanySchema,
		extra: { intent: 'company' },
		run: async (company) => {
			// the page always sends the field: empty means «no NIF» (the API leaves it out to keep it)
			await updateCompany(userId, { ...company, taxId: company.taxId ?? null, legalName: company.legalName || null })
			return done(request)
		},
	})
}

export async function submitServices(request: Request, form: FormData, userId: string) {
	return formAction(form, {
		schema: ServicesSchema,
		extra: { intent: 'services' },
		refusal: { field: 'services' },
		run: async ({ services }) => {
			await updateServices(userId, services)
			return done(request)
		},
	})
}

export async function submitGallery(request: Request, form: FormData, userId: string) {
	return formAction(form, {
		schema: filesOnly(),
		refused: refusedUpload('gallery'),
		run: async (_value, door) => {
			const files = filesOf(door.formData, 'images')
			if (files.length === 0) return uploadError('gallery', NO_FILE)
			if (files.length > (await galleryRoom(userId))) return uploadError('gallery', GALLERY_FULL)
			await addGalleryImages(userId, await storeImages(files, { folder: 'galeria', owner: { userId, claimed: true } }))
			return done(request)
		},
	})
}

export async function submitRemoveImage(request: Request, form: FormData, userId: string) {
	await removeGalleryImage(userId, String(form.get('image') ?? ''))
	return done(request, 'Imagen eliminada')
}

export async function submitDocument(request: Request, form: FormData, userId: string) {
	return formAction(form, {
		schema: z.object({ documentType: DocumentTypeSchema }),
		invalid: (submission) =>
			uploadError('document', submission.error?.documentType?.[0] ?? 'Tipo de documento no válido'),
		refused: refusedUpload('document'),
		run: async ({ documentType }, door) => {
			const file = filesOf(door.formData, 'document')[0]
			if (!file) return uploadError('document', NO_FILE)
			const [url] = await storeImages([file], { folder: 'documentos', owner: { userId, claimed: true } })
			await addDocument(userId, documentType, url!)
			return done(request, 'Documento añadido; tu perfil vuelve a revisión')
		},
	})
}

export async function submitRemoveDocument(request: Request, form: FormData, userId: string) {
	return formAction(form, {
		schema: z.object({ documentId: z.string().max(ID_MAX_LENGTH, BAD_DOCUMENT).optional() }),
		invalid: () => uploadError('document', BAD_DOCUMENT),
		refused: refusedUpload('document'),
		run: async ({ documentId }) => {
			await removeDocument(userId, documentId ?? '')
			return done(request, 'Documento eliminado; tu perfil vuelve a revisión')
		},
	})
}

export async function submitPhoto(request: Request, form: FormData, userId: string) {
	if (form.get('remove') === '1') {
		await setProfilePhoto(userId, null)
		return done(request)
	}
	return formAction(form, {
		schema: filesOnly(),
		refused: refusedUpload('photo'),
		run: async (_value, door) => {
			const file = filesOf(door.formData, 'photo')[0]
			if (!file) return uploadError('photo', NO_FILE)
			const [url] = await storeImages([file], { folder: 'perfiles', owner: { userId, claimed: true } })
			await setProfilePhoto(userId, url!)
			return done(request)
		},
	})
}
