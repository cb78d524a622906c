// Sends an email through Resend when RESEND_API_KEY is set; otherwise writes it to the outbox.
// Called by the queue's email job (app/queue/), never inside a request.
import { Resend } from 'resend'
import { getEnv } from '#app/lib/env.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { emailsSent } from '#app/lib/metrics.server.ts'
import { writeToOutbox } from './outbox.server.ts'

/** A file sent with the email; `content` is base64 (it travels in the queue's JSON payload). */
export type EmailAttachment = { filename: string; content: string; contentType: string }

export type Email = {
	to: string
	subject: string
	html: string
	text: string
	tag?: string
	attachments?: EmailAttachment[]
}

// why: a provider that accepts the connection and never answers would hold the job until pg-boss
// expires it; failing sooner lets the retry (with back-off) try again.
const PROVIDER_TIMEOUT_MS = 15_000

/** `idempotencyKey`: the same key twice sends one email (Resend's Idempotency-Key; one outbox file). */
export async function sendEmail(email: Email, options: { idempotencyKey?: string } = {}) {
	try {
		const sent = await deliver(email, options)
		emailsSent.inc({ result: 'sent' })
		// the tag, never the address: logs hold no personal data
		logger().info({ tag: email.tag }, 'email sent')
		return sent
	} catch (error) {
		emailsSent.inc({ result: 'failed' })
		throw error
	}
}

async function deliver(email: Email, { idempotencyKey }: { idempotencyKey?: string }) {
	const env = getEnv()
	if (!env.RESEND_API_KEY) return { id: writeToOutbox({ ...email, from: env.EMAIL_FROM }, { key: idempotencyKey }).id }
	const { to, subject, html, text, attachments } = email
	const resend = new Resend(env.RESEND_API_KEY)
	const { data, error } = await resend.emails.send(
		{ from: env.EMAIL_FROM, to, subject, html, text, attachments },
		{ idempotencyKey, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) },
	)
	if (error || !data) throw new Error(`Resend: ${error?.message ?? 'no answer'}`)
	return { id: data.id }
}
