// Small display rules shared by the admin pages.
export const adminDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' })

/** The 480 px variant stored beside every uploaded image (app/models/uploads/images.server.ts). */
export const thumbnail = (url: string) => url.replace('-large.webp', '-small.webp')

export const DOCUMENT_LABELS: Record<string, string> = { craft_card: 'Carné de oficio', trade_licence: 'Licencia de actividad' }

export function reviewState(craftsman: { status: string; refusedReason: string | null }) {
	if (craftsman.status === 'verified') return { label: 'Verificado', tone: 'ok' }
	return craftsman.refusedReason ? { label: 'Rechazado', tone: 'ko' } : { label: 'Pendiente de revisión', tone: 'wait' }
}
