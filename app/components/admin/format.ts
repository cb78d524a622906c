// Small display rules shared by the admin pages.
export function reviewState(craftsman: { status: string; refusedReason: string | null }) {
	if (craftsman.status === 'verified') return { label: 'Verificado', tone: 'ok' }
	return craftsman.refusedReason ? { label: 'Rechazado', tone: 'ko' } : { label: 'Pendiente de revisión', tone: 'wait' }
}
