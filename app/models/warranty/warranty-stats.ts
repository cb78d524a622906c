// «Garantías atendidas n de m, respuesta mediana …» on a craftsman's public profile, published with
// its formula on /ayuda/garantias (as the response time is). The numbers here are the formula's
// parameters: the page reads them, so text and code cannot drift. Isomorphic.
import { CLAIM_ANSWER_DAYS } from './warranty-claim-states.ts'

/** Claims opened in this many days count. */
export const WARRANTY_STATS_WINDOW_DAYS = 730
/** The line shows only once this many claims count. */
export const MIN_WARRANTY_CLAIMS = 3
export const WARRANTY_HELP = '/ayuda/garantias'

export { CLAIM_ANSWER_DAYS }

/** m: claims that count; n: answered within CLAIM_ANSWER_DAYS; the median wait in seconds. */
export type WarrantyStats = { counted: number; answeredInTime: number; medianSeconds: number }

/** «menos de 1 hora», «5 horas», «3 días»: a wait as the profile reads it. */
export function formatWait(seconds: number) {
	const hours = seconds / 3600
	if (hours < 1) return 'menos de 1 hora'
	if (hours < 48) {
		const rounded = Math.round(hours)
		return `${rounded} ${rounded === 1 ? 'hora' : 'horas'}`
	}
	return `${Math.round(hours / 24)} días`
}

/** The profile's line, or null below MIN_WARRANTY_CLAIMS. */
export function warrantyStatsLabel(stats: WarrantyStats | null | undefined): string | null {
	if (!stats || stats.counted < MIN_WARRANTY_CLAIMS) return null
	return `Garantías atendidas ${stats.answeredInTime} de ${stats.counted}, respuesta mediana ${formatWait(stats.medianSeconds)}`
}
