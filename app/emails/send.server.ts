// Sends an email through Resend when RESEND_API_KEY is set; otherwise writes it to the outbox.
import { Resend } from 'resend'
import { getEnv } from '#app/lib/env.server.ts'
import { writeToOutbox } from './outbox.server.ts'

export type Email = { to: string; subject: string; html: string; text: string; tag?: string }

export async function sendEmail(email: Email): Promise<{ id: string }> {
	const env = getEnv()
	if (!env.RESEND_API_KEY) return { id: writeToOutbox({ ...email, from: env.EMAIL_FROM }).id }
	const { to, subject, html, text } = email
	const resend = new Resend(env.RESEND_API_KEY)
	const { data, error } = await resend.emails.send({ from: env.EMAIL_FROM, to, subject, html, text })
	if (error || !data) throw new Error(`Resend: ${error?.message ?? 'no answer'}`)
	return { id: data.id }
}
