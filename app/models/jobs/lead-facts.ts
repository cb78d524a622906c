// What a craftsman needs to judge a job before spending time on it, as Spanish lines.
// One function per label, so the page and any other screen say the same thing.
import { formatDate, formatNumber } from '#app/lib/format.ts'
import { formatRelativeTime } from '#app/models/notifications/relative-time.ts'
import { offerPlacesLabel } from '#app/models/offers/offer-cap.ts'

export type LeadFacts = {
	postedAt: Date
	offerCount: number
	clientEmailVerified: boolean
	clientMemberSince: Date
	/** the client's other jobs posted before this one */
	pastJobs: number
	/** of those, the ones where the client accepted an offer */
	pastJobsHired: number
}

export function hiringHistoryLabel({ pastJobs, pastJobsHired }: Pick<LeadFacts, 'pastJobs' | 'pastJobsHired'>) {
	if (pastJobs === 0) return 'Es su primer trabajo publicado'
	const jobs = pastJobs === 1 ? 'trabajo anterior' : 'trabajos anteriores'
	return `Contrató a un profesional en ${formatNumber(pastJobsHired)} de ${formatNumber(pastJobs)} ${jobs}`
}

/** The facts as label/value pairs, in the order the job detail shows them. */
export function leadFactLines(facts: LeadFacts, now = new Date()) {
	return [
		{ label: 'Publicado', value: formatRelativeTime(facts.postedAt, now) },
		{ label: 'Ofertas hasta ahora', value: offerPlacesLabel(facts.offerCount) },
		{
			label: 'Correo del cliente',
			value: facts.clientEmailVerified ? 'Verificado' : 'Sin verificar',
		},
		{ label: 'Cliente desde', value: formatDate(facts.clientMemberSince, 'monthYear') },
		{ label: 'Historial del cliente', value: hiringHistoryLabel(facts) },
	]
}
