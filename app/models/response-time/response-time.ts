// A craftsman's response time, published with its formula (/ayuda/tiempo-de-respuesta).
// The numbers here are the formula's parameters: the page reads them, so text and code cannot drift.

export const RESPONSE_WINDOW_DAYS = 90
export const MIN_RESPONSE_SAMPLES = 5

export type ResponseTime = { medianSeconds: number; samples: number }

const HOUR = 3600

/** Bands of the label, in seconds; the first that holds the median is shown. */
const BANDS: Array<{ upTo: number; label: string }> = [
	{ upTo: 1 * HOUR, label: 'Suele responder en menos de 1 hora' },
	{ upTo: 2 * HOUR, label: 'Suele responder en menos de 2 horas' },
	{ upTo: 6 * HOUR, label: 'Suele responder en menos de 6 horas' },
	{ upTo: 24 * HOUR, label: 'Suele responder en menos de 1 día' },
	{ upTo: 72 * HOUR, label: 'Suele responder en menos de 3 días' },
]

/** The label, or null when there are fewer than MIN_RESPONSE_SAMPLES measured waits. */
export function responseTimeLabel(time: ResponseTime | null | undefined): string | null {
	if (!time || time.samples < MIN_RESPONSE_SAMPLES) return null
	return BANDS.find((band) => time.medianSeconds <= band.upTo)?.label ?? 'Suele tardar más de 3 días en responder'
}
