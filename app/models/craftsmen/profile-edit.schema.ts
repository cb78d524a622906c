// Editing the company profile (/tablero/oficial/editarperfil and PUT /api/user/craftman).
import { z } from 'zod'
import { multiLine, singleLine } from '#app/lib/single-line.ts'
import { NAME_MAX_LENGTH, URL_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { NO_SERVICE } from './registration-steps.ts'
import { PersonalStep, ServicesStep } from './registration.schema.ts'
import { PROFILE_DOCUMENT_TYPES } from './document-labels.ts'
import { LegalNameSchema, TaxIdSchema } from '#app/lib/tax-id.ts'
import { MAX_GALLERY_IMAGES } from './profile-limits.ts'

export { MAX_GALLERY_IMAGES }
export const GALLERY_FULL = `Puedes tener como máximo ${MAX_GALLERY_IMAGES} imágenes en la galería`
export { NO_SERVICE }
export const UNKNOWN_SERVICE = 'Servicio desconocido'
export const LAST_DOCUMENT = 'Debes conservar al menos un documento'
export const BAD_DOCUMENT = 'Documento no válido'
export const NO_FILE = 'Elige una imagen'

export const CompanySchema = z.object({
	companyName: PersonalStep.shape.companyName,
	// optional: empty clears it (invoices show the buyer's NIF when there is one)
	taxId: TaxIdSchema.optional(),
	// the name on that NIF/CIF, for the invoices; empty clears it (they then name the account's name)
	legalName: LegalNameSchema.optional(),
	description: multiLine().trim().max(2000, 'La descripción no puede superar los 2000 caracteres').default(''),
})

export { ServicesStep as ServicesSchema }
export { documentLabel, PROFILE_DOCUMENT_TYPES } from './document-labels.ts'

export const DocumentTypeSchema = z.enum(
	PROFILE_DOCUMENT_TYPES.map((type) => type.value) as [
		'craft_card',
		'trade_licence',
		'identity',
		'liability_insurance',
	],
	{ error: 'Tipo de documento no válido' },
)

/** Only images this product stored (the /imagenes/ URLs storeImage returns). */
export const storedImageUrl = singleLine()
	.max(URL_MAX_LENGTH, 'Imagen no válida')
	.regex(/^(https?:\/\/[^/\s]+)?\/imagenes\/[a-z0-9/-]+\.webp$/, 'Imagen no válida')

/**
 * A verification document: only images this product stored (an upload's /imagenes/ URL, or the
 * /documentos/ URL it answers once private). Whose upload it is, is checked by the model.
 */
export const storedDocumentUrl = singleLine()
	.max(URL_MAX_LENGTH, BAD_DOCUMENT)
	.regex(/^(https?:\/\/[^/\s]+)?\/(imagenes|documentos)\/[a-z0-9/-]+\.webp$/, BAD_DOCUMENT)

/** How many verification documents a craftsman keeps at most. */
export const MAX_DOCUMENTS = 20

const DocumentListSchema = z
	.array(
		z.object({
			document_type: DocumentTypeSchema,
			document_link: storedDocumentUrl,
		}),
	)
	.min(1, LAST_DOCUMENT)
	.max(MAX_DOCUMENTS, `Como máximo ${MAX_DOCUMENTS} documentos`)

/** PUT /api/user/craftman: every field optional; the ones sent replace the stored ones. */
export const CraftsmanApiSchema = z.object({
	company_name: PersonalStep.shape.companyName.optional(),
	description: CompanySchema.shape.description.optional(),
	// null clears it
	tax_id: TaxIdSchema.nullable().optional(),
	services: z
		.array(singleLine().max(NAME_MAX_LENGTH, UNKNOWN_SERVICE), { error: NO_SERVICE })
		.min(1, NO_SERVICE)
		.max(37, 'Demasiados servicios')
		.optional(),
	images: z.array(storedImageUrl).max(MAX_GALLERY_IMAGES, GALLERY_FULL).optional(),
	// `documents` is the whole list; `document` adds the ones it names and removes none
	documents: DocumentListSchema.optional(),
	document: DocumentListSchema.optional(),
	profile_photo: storedImageUrl.nullable().optional(),
})
