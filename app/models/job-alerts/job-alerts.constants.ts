// The job alerts' words and limits, without zod: the alerts page shows them before its form's code
// (zod, conform) has loaded.
export const FREQUENCIES = ['immediately', 'daily'] as const
export type Frequency = (typeof FREQUENCIES)[number]
export const FREQUENCY_LABELS: Record<Frequency, string> = { immediately: 'Inmediatamente', daily: 'Resumen diario' }

export const MAX_RADIUS_KM = 500
export const PLACE_REQUIRED = 'Elige un lugar'
export const ZIP_MESSAGE = 'Escribe un código postal de 5 cifras'
export const FREQUENCY_MESSAGE = 'Elige la frecuencia'
export const ALERT_NOT_FOUND = 'Alerta no encontrada'
export const UNKNOWN_UNSUBSCRIBE_TOKEN = 'El enlace para cancelar la alerta no es válido o la alerta ya se ha eliminado'
