// «Tu actividad», the craftsman's own figures: the periods, the thresholds and how they read.
// Isomorphic: the page and the tests share these words and numbers.
import { type OfferOutcomeReason } from '#app/generated/prisma/enums.ts'
import { formatNumber, onFirstUse } from '#app/lib/format.ts'

/** The periods the page switches between, in days back from now. */
export const ACTIVITY_PERIODS = [30, 90] as const
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number]

/** A trade's median among the province's craftsmen is shown only with this many behind it. */
export const MIN_PEER_CRAFTSMEN = 5

/** `?dias=` as a period; anything else is the first one. */
export function activityPeriod(value: string | null | undefined): ActivityPeriod {
	return ACTIVITY_PERIODS.find((days) => String(days) === value) ?? ACTIVITY_PERIODS[0]
}

export type PeerResponse = {
	serviceId: string
	serviceName: string
	province: string
	/** his own median on jobs of this trade (seconds), null without any */
	mineSeconds: number | null
	/** the median of the other craftsmen of the trade in his province; null below the threshold */
	peersSeconds: number | null
	/** how many other craftsmen have a response in the period */
	peerCraftsmen: number
}

export type Activity = {
	days: ActivityPeriod
	leadsMatched: number
	jobsViewed: number
	offersSent: number
	won: number
	lost: number
	pending: number
	lostReasons: Array<{ reason: OfferOutcomeReason | null; count: number }>
	/** won / (won + lost), null with nothing decided */
	winRate: number | null
	response: { medianSeconds: number; samples: number } | null
	peers: PeerResponse[]
	/** his won offers against the accepted-price medians: the median ratio as a percentage */
	wonVsMedian: { percent: number; offers: number } | null
}

const percentFormat = onFirstUse(() => new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 }))

/** «38 %». */
export const formatPercent = (ratio: number) => percentFormat().format(ratio)

/** A duration as people say it: «45 min», «3 h 20 min», «2 días y 4 h». */
export function formatDuration(seconds: number) {
	const minutes = Math.max(1, Math.round(seconds / 60))
	if (minutes < 60) return `${formatNumber(minutes)} min`
	const hours = Math.floor(minutes / 60)
	if (hours < 48) {
		const rest = minutes % 60
		return rest ? `${formatNumber(hours)} h ${formatNumber(rest)} min` : `${formatNumber(hours)} h`
	}
	const days = Math.floor(hours / 24)
	const restHours = hours % 24
	return restHours ? `${formatNumber(days)} días y ${formatNumber(restHours)} h` : `${formatNumber(days)} días`
}

/** «Tus ofertas ganadas: un 8 % por encima de la mediana», «…en la mediana». */
export function wonVsMedianText(percent: number) {
	if (percent === 0) return 'Tus ofertas ganadas: en la mediana de los precios aceptados'
	const direction = percent < 0 ? 'por debajo' : 'por encima'
	return `Tus ofertas ganadas: un ${formatNumber(Math.abs(percent))} % ${direction} de la mediana de los precios aceptados`
}
