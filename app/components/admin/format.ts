// Small display rules shared by the admin pages.
import { PROFILE_DOCUMENT_TYPES } from '#app/models/craftsmen/profile-edit.schema.ts'

const DOCUMENT_LABELS: Record<string, string> = Object.fromEntries(
	PROFILE_DOCUMENT_TYPES.map((type) => [type.value, type.label]),
)

/** A verification document's kind, in Spanish («Carné de oficio»…). */
export const documentLabel = (type: string) => DOCUMENT_LABELS[type] ?? type

export function reviewState(craftsman: { status: string; refusedReason: string | null }) {
	if (craftsman.status === 'verified') return { label: 'Verificado', tone: 'ok' }
	return craftsman.refusedReason ? { label: 'Rechazado', tone: 'ko' } : { label: 'Pendiente de revisión', tone: 'wait' }
}
