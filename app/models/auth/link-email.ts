// What an email job stores instead of a secret-link email (the link is made when it is sent:
// emails.server.ts). Apart from that module, so the queue's job list can name it without a cycle.
export type LinkEmailRef = {
	kind: 'verify-email' | 'verify-email-choose-password' | 'reset-password' | 'sign-in'
	userId: string
	tokenId: string
}
