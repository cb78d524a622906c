// The kinds of background work, their payloads and their retry policy: one list, read by the
// enqueue function, the workers, the admin page and the queue installer.
import { type Email } from '#app/emails/send.server.ts'
import { type LinkEmailRef } from './link-email.ts'
import { type PushJob } from './push-job.ts'

export type JobPayloads = {
	/**
	 * One rendered email, or a reference to a secret-link email made when sent (never the link
	 * itself: app/models/auth/emails.server.ts). `key` makes resending harmless (provider
	 * idempotency, outbox file name).
	 */
	email: (Email | { link: LinkEmailRef }) & { key?: string }
	/** presence and throttle checked when it runs (app/models/conversations/message-email.server.ts) */
	'message-email': { conversationId: string; messageId: string; receiverId: string }
	/** one email for the offers of one job and minute still pending (offer-email.server.ts) */
	'new-offer-email': { jobId: string; from: string; to: string }
	/** match a published job against the alerts and push every match */
	'job-alerts': { jobId: string }
	/** the emails of a job's immediate alerts, once its pushes are queued */
	'job-alert-emails': { jobId: string }
	/** a reset request: the link is made and emailed when the address has an account, else nothing */
	'password-reset': { email: string }
	/** the wizard's «Enviarme un enlace para entrar»: a link only to a client's account, else nothing */
	'sign-in-link': { email: string }
	/** one phone push to one device (app/models/push/send-push.server.ts) */
	push: PushJob
	/** files of a deleted account, each removed only when no row references it */
	'delete-files': { urls: string[] }
	// scheduled (app/queue/schedules.ts); idempotent sweeps
	/** one digest email per craftsman of the day's matches (`POST /api/jobalert/send_alert` runs it on demand) */
	'job-alerts-digest': Record<string, never>
	/** a plan ending in 7 days, in 1 day, ended: email + notification, once each (`PlanReminder` rows) */
	'plan-reminders': Record<string, never>
	/** a transfer order unpaid for 3 days is reminded once; unpaid for 14 days it is cancelled */
	'pending-orders': Record<string, never>
	/** expired sessions, tokens and email links; job drafts untouched for 7 days (30 when signed in) */
	'purge-expired': Record<string, never>
	/** ask undecided clients, close the jobs left undecided */
	'undecided-jobs': Record<string, never>
	/** remind craftsmen 30 and 7 days before a verification document expires */
	'document-expiry': Record<string, never>
	/** uploads no row named within a day (a draft left behind, an /api upload never used) */
	'purge-uploads': Record<string, never>
	/** rewrite the price statistics of accepted offers (the price guides) */
	'price-stats': Record<string, never>
	/** a warranty claim still unanswered after CLAIM_ANSWER_DAYS: remind the craftsman, tell the client */
	'warranty-reminder': { claimId: string }
	/** «Modo vacaciones» ends by itself on its date */
	'lift-pauses': Record<string, never>
}

export type JobKind = keyof JobPayloads

type QueuePolicy = {
	label: string
	retryLimit: number
	/** seconds; doubled on every retry when retryBackoff (pg-boss adds jitter) */
	retryDelay: number
	retryBackoff: boolean
	/** an active job older than this is failed and retried: a worker killed mid-job loses nothing */
	expireInSeconds: number
}

// Emails: 12 retries from 30 s with back-off cover a provider outage of about a day.
export const JOB_POLICIES: Record<JobKind, QueuePolicy> = {
	email: { label: 'Correo', retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
	'message-email': {
		label: 'Aviso de mensaje',
		retryLimit: 5,
		retryDelay: 10,
		retryBackoff: true,
		expireInSeconds: 60,
	},
	'new-offer-email': {
		label: 'Aviso de ofertas nuevas',
		retryLimit: 5,
		retryDelay: 10,
		retryBackoff: true,
		expireInSeconds: 60,
	},
	'job-alerts': {
		label: 'Alertas de trabajo',
		retryLimit: 8,
		retryDelay: 10,
		retryBackoff: true,
		expireInSeconds: 300,
	},
	'job-alert-emails': {
		label: 'Correos de alertas',
		retryLimit: 8,
		retryDelay: 10,
		retryBackoff: true,
		expireInSeconds: 300,
	},
	'password-reset': {
		label: 'Restablecer contraseña',
		retryLimit: 5,
		retryDelay: 10,
		retryBackoff: true,
		expireInSeconds: 60,
	},
	'sign-in-link': {
		label: 'Enlace para entrar',
		retryLimit: 5,
		retryDelay: 10,
		retryBackoff: true,
		expireInSeconds: 60,
	},
	// a lead is worth little late: quick retries for a push service's hiccup, for about an hour
	push: { label: 'Avisos en el móvil', retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
	'delete-files': {
		label: 'Borrado de archivos',
		retryLimit: 8,
		retryDelay: 60,
		retryBackoff: true,
		expireInSeconds: 600,
	},
	'job-alerts-digest': {
		label: 'Resumen diario de alertas',
		retryLimit: 5,
		retryDelay: 60,
		retryBackoff: true,
		expireInSeconds: 900,
	},
	'plan-reminders': {
		label: 'Avisos de fin de plan',
		retryLimit: 3,
		retryDelay: 60,
		retryBackoff: true,
		expireInSeconds: 600,
	},
	'pending-orders': {
		label: 'Pedidos pendientes de pago',
		retryLimit: 3,
		retryDelay: 60,
		retryBackoff: true,
		expireInSeconds: 600,
	},
	'purge-expired': {
		label: 'Limpieza de caducados',
		retryLimit: 3,
		retryDelay: 300,
		retryBackoff: true,
		expireInSeconds: 900,
	},
	'undecided-jobs': {
		label: 'Trabajos sin decisión',
		retryLimit: 3,
		retryDelay: 300,
		retryBackoff: true,
		expireInSeconds: 900,
	},
	'document-expiry': {
		label: 'Avisos de documentos que caducan',
		retryLimit: 3,
		retryDelay: 300,
		retryBackoff: true,
		expireInSeconds: 900,
	},
	'purge-uploads': {
		label: 'Limpieza de subidas sin usar',
		retryLimit: 3,
		retryDelay: 300,
		retryBackoff: true,
		expireInSeconds: 900,
	},
	'price-stats': {
		label: 'Estadísticas de precios',
		retryLimit: 3,
		retryDelay: 300,
		retryBackoff: true,
		expireInSeconds: 900,
	},
	'warranty-reminder': {
		label: 'Reclamaciones en garantía sin respuesta',
		retryLimit: 5,
		retryDelay: 60,
		retryBackoff: true,
		expireInSeconds: 120,
	},
	'lift-pauses': {
		label: 'Fin del modo vacaciones',
		retryLimit: 3,
		retryDelay: 60,
		retryBackoff: true,
		expireInSeconds: 300,
	},
}

export const JOB_KINDS = Object.keys(JOB_POLICIES) as JobKind[]

export const isJobKind = (value: string): value is JobKind => value in JOB_POLICIES
