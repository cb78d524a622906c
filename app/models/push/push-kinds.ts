// What a phone push can be about, and how long each may wait at the push service: a new lead is
// worth little after a day, a document reminder keeps for a week (TTL in seconds; Urgency as RFC
// 8030 names it, so a phone on low battery still wakes for a lead).
export const PUSH_KINDS = ['job-alert', 'message', 'offer', 'payment', 'document'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high'

export const PUSH_KIND_POLICY: Record<PushKind, { label: string; ttlSeconds: number; urgency: PushUrgency }> = {
	'job-alert': { label: 'Trabajos nuevos de tus alertas', ttlSeconds: 24 * 3600, urgency: 'high' },
	message: { label: 'Mensajes nuevos', ttlSeconds: 24 * 3600, urgency: 'high' },
	offer: { label: 'Ofertas aceptadas y decisiones de los trabajos', ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
	payment: { label: 'Pagos confirmados', ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
	document: { label: 'Documentos a punto de caducar', ttlSeconds: 7 * 24 * 3600, urgency: 'low' },
}

export const isPushKind = (value: string): value is PushKind => (PUSH_KINDS as readonly string[]).includes(value)

/** What a push says: small on purpose (a push payload is at most ~4 kB), never contact details. */
export type PushMessage = { title: string; body: string; url: string }

/** Cuts a text to `max` characters with an ellipsis (titles of jobs, bodies of messages). */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The `push` job: one message to one device. */
export type PushJob = PushMessage & { subscriptionId: string; kind: PushKind }
