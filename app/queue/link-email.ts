// What an email job stores instead of a secret-link email (the link is made when it is sent:
// app/models/auth/emails.server.ts). The queue's own type: its job list names it, and app/queue
// imports no model.
export type LinkEmailRef = {
	kind: 'verify-email' | 'verify-email-choose-password' | 'reset-password' | 'sign-in'
	userId: string
	tokenId: string
}
