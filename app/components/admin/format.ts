// Small display rules shared by the admin pages.
import { PROFILE_DOCUMENT_TYPES } from '#app/models/craftsmen/profile-edit.schema.ts'

/** The 480 px variant stored beside every uploaded image (app/models/uploads/images.server.ts). */
export const thumbnail = (url: string) => url.replace('-large.webp', '-small.webp')

export const DOCUMENT_LABELS: Record<string, string> = Object.fromEntries(
	PROFILE_DOCUMENT_TYPES.map((type) => [type.value, type.label]),
)

export function reviewState(craftsman: { status: string; refusedReason: string | null }) {
	if (craftsman.status === 'verified') return { label: 'Verificado', tone: 'ok' }
	return craftsman.refusedReason ? { label: 'Rechazado', tone: 'ko' } : { label: 'Pendiente de revisión', tone: 'wait' }
}
