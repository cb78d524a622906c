// What a phone push can be about, and how long each may wait at the push service: a new lead is
// worth little after a day, a document reminder keeps for a week (TTL in seconds; Urgency as RFC
// 8030 names it, so a phone on low battery still wakes for a lead).
import { PUSH_KINDS, type PushKind } from '#app/queue/push-job.ts'

// the kinds, the message and the job are the queue's payload (app/queue/push-job.ts)
export { PUSH_KINDS, type PushJob, type PushKind, type PushMessage } from '#app/queue/push-job.ts'

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high'

export const PUSH_KIND_POLICY: Record<PushKind, { label: string; ttlSeconds: number; urgency: PushUrgency }> = {
	'job-alert': { label: 'Trabajos nuevos de tus alertas', ttlSeconds: 24 * 3600, urgency: 'high' },
	message: { label: 'Mensajes nuevos', ttlSeconds: 24 * 3600, urgency: 'high' },
	offer: { label: 'Ofertas aceptadas y decisiones de los trabajos', ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
	payment: { label: 'Pagos confirmados', ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
	document: { label: 'Documentos a punto de caducar', ttlSeconds: 7 * 24 * 3600, urgency: 'low' },
}

export const isPushKind = (value: string): value is PushKind => (PUSH_KINDS as readonly string[]).includes(value)

/** Cuts a text to `max` characters with an ellipsis (titles of jobs, bodies of messages). */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
