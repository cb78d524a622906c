import { sendEmail } from '#app/emails/send.server.ts'
import { resetPasswordMessage } from '#app/emails/templates/reset-password.server.tsx'
import { verifyEmailMessage } from '#app/emails/templates/verify-email.server.tsx'

type LinkEmail = { to: string; name: string; link: string }

export function sendVerificationEmail({ to, name, link }: LinkEmail) {
	return sendEmail({ to, ...verifyEmailMessage({ name, link }), tag: 'verify-email' })
}

export function sendPasswordResetEmail({ to, name, link }: LinkEmail) {
	return sendEmail({ to, ...resetPasswordMessage({ name, link }), tag: 'reset-password' })
}
