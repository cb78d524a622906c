// The kinds of a craftsman's documents and their Spanish names, without zod: pages that only show
// documents (the admin's «Verificaciones») need these and none of the profile's schemas.
import { DOCUMENT_TYPES } from './registration-steps.ts'

/** Registration asks for the spec's two; the profile also takes identity and insurance. */
export const PROFILE_DOCUMENT_TYPES = [
	...DOCUMENT_TYPES,
	{ value: 'identity', label: 'Documento de identidad' },
	{ value: 'liability_insurance', label: 'Seguro de responsabilidad civil' },
] as const

const DOCUMENT_LABELS: Record<string, string> = Object.fromEntries(
	PROFILE_DOCUMENT_TYPES.map((type) => [type.value, type.label]),
)

/** A verification document's kind, in Spanish («Carné de oficio»…). */
export const documentLabel = (type: string) => DOCUMENT_LABELS[type] ?? type
