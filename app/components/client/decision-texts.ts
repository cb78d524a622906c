// The questions the client answers before deciding, the same in the dialog and on the
// confirmation page that replaces it without JavaScript.
import { formatEuros } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'

export function acceptConfirmation(offer: { companyName: string; price: number; otherPending: number }) {
	const others =
		offer.otherPending === 0
			? ''
			: offer.otherPending === 1
				? ' La otra oferta pendiente se rechazará y no podrás elegirla después.'
				: ` Las otras ${offer.otherPending} ofertas pendientes se rechazarán y no podrás elegirlas después.`
	return {
		title: `¿Aceptar la oferta de ${offer.companyName} por ${formatEuros(offer.price)}?`,
		body: `El trabajo quedará asignado a ${offer.companyName}.${others}`,
		confirmLabel: 'Sí, aceptar la oferta',
	}
}

export function completeConfirmation(job: { jobTitle: string; companyName: string | null }) {
	return {
		title: `¿Marcar «${job.jobTitle}» como terminado?`,
		body: `Hazlo cuando el trabajo esté hecho: no se puede deshacer. Después podrás valorar a ${job.companyName ?? 'el profesional'}.`,
		confirmLabel: 'Sí, está terminado',
	}
}

export function closeConfirmation(job: { jobTitle: string; pending: number }) {
	const pending =
		job.pending === 0
			? ''
			: job.pending === 1
				? ' La oferta pendiente se rechazará y su profesional recibirá el aviso.'
				: ` Las ${job.pending} ofertas pendientes se rechazarán y sus profesionales recibirán el aviso.`
	return {
		title: `¿Cerrar «${job.jobTitle}»?`,
		body: `No recibirás más ofertas y no se puede deshacer.${pending}`,
		confirmLabel: 'Sí, cerrar el trabajo',
	}
}

export const CONFIRMATION_PATH = paths.clientConfirmDecision()

/** The confirmation page of an unconfirmed decision (what a post without JavaScript lands on). */
export function confirmationPath(
	decision:
		| { intent: 'aceptar'; offerId: string; reason?: string | null }
		| { intent: 'terminar'; jobId: string }
		| { intent: 'cerrar'; jobId: string; reason?: string | null },
) {
	const motivo: Record<string, string> = 'reason' in decision && decision.reason ? { motivo: decision.reason } : {}
	const query: Record<string, string> =
		decision.intent === 'aceptar'
			? { accion: 'aceptar', oferta: decision.offerId, ...motivo }
			: decision.intent === 'cerrar'
				? { accion: 'cerrar', trabajo: decision.jobId, ...motivo }
				: { accion: 'terminar', trabajo: decision.jobId }
	return `${CONFIRMATION_PATH}?${new URLSearchParams(query)}`
}
