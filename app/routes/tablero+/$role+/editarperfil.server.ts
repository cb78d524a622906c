// The actions of /tablero/oficial/editarperfil (and the personal-data form of /tablero/cliente/perfil):
// one function per section (intent). Bad input answers 400 with the Spanish message and changes nothing.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
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
import { attempt, formAction, settleForm } from '#app/lib/form-action.server.ts'
import { isFindingPlace, placesOfTypedZip } from '#app/components/places/find-place.server.ts'

export const SAVED = 'Cambios guardados'

const done = async (request: Request, text = SAVED) =>
	redirectWithToast(new URL(request.url).pathname, { type: 'success', text })

const uploadError = (intent: string, message: string) => data({ intent, uploadError: message }, { status: 400 })

export async function submitPersonal(
	request: Request,
	form: FormData,
	{ userId, craftsman }: { userId: string; craftsman: boolean },
) {
	const schema = craftsman ? CraftsmanDataSchema : ClientDataSchema
	const places = await placesOfTypedZip(form, 'zipCode')
	const finding = isFindingPlace(form)
	if (!finding) await fillOnlyPlace(form, { zip: 'zipCode', place: 'postalCodeId' })
	const submission = parseWithZod(form, { schema })
	if (finding) return { intent: 'personal', result: submission.reply({ resetForm: false }), places }
	if (submission.status !== 'success')
		return data({ intent: 'personal', result: submission.reply(), places }, { status: 400 })
	const value = submission.value
	return settleForm(
		submission,
		async () => {
			await updatePersonalData(userId, value)
			return done(request)
		},
		{ extra: { intent: 'personal', places } },
	)
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
	const files = filesOf(form, 'images')
	if (files.length === 0) return uploadError('gallery', NO_FILE)
	if (files.length > (await galleryRoom(userId))) return uploadError('gallery', GALLERY_FULL)
	return attempt(
		async () => {
			await addGalleryImages(userId, await storeImages(files, { folder: 'galeria', owner: { userId, claimed: true } }))
			return done(request)
		},
		(refusal) => uploadError('gallery', refusal.message),
	)
}

export async function submitRemoveImage(request: Request, form: FormData, userId: string) {
	await removeGalleryImage(userId, String(form.get('image') ?? ''))
	return done(request, 'Imagen eliminada')
}

export async function submitDocument(request: Request, form: FormData, userId: string) {
	const type = DocumentTypeSchema.safeParse(form.get('documentType'))
	if (!type.success) return uploadError('document', type.error.issues[0]?.message ?? 'Tipo de documento no válido')
	const file = filesOf(form, 'document')[0]
	if (!file) return uploadError('document', NO_FILE)
	const documentType = type.data
	return attempt(
		async () => {
			const [url] = await storeImages([file], { folder: 'documentos', owner: { userId, claimed: true } })
			await addDocument(userId, documentType, url!)
			return done(request, 'Documento añadido; tu perfil vuelve a revisión')
		},
		(refusal) => uploadError('document', refusal.message),
	)
}

export async function submitRemoveDocument(request: Request, form: FormData, userId: string) {
	return attempt(
		async () => {
			await removeDocument(userId, String(form.get('documentId') ?? ''))
			return done(request, 'Documento eliminado; tu perfil vuelve a revisión')
		},
		(refusal) => uploadError('document', refusal.message),
	)
}

export async function submitPhoto(request: Request, form: FormData, userId: string) {
	if (form.get('remove') === '1') {
		await setProfilePhoto(userId, null)
		return done(request)
	}
	const file = filesOf(form, 'photo')[0]
	if (!file) return uploadError('photo', NO_FILE)
	return attempt(
		async () => {
			const [url] = await storeImages([file], { folder: 'perfiles', owner: { userId, claimed: true } })
			await setProfilePhoto(userId, url!)
			return done(request)
		},
		(refusal) => uploadError('photo', refusal.message),
	)
}
