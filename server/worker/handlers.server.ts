// What each kind of job does. Every handler is idempotent: pg-boss delivers at least once (a
// worker killed mid-job leaves the job to expire and run again).
import { sendEmail } from '#app/emails/send.server.ts'
import { sendPasswordResetLink } from '#app/models/auth/account.server.ts'
import { sendRequestedSignInLink } from '#app/models/auth/sign-in-link.server.ts'
import { renderLinkEmail } from '#app/models/auth/emails.server.ts'
import { deliverJobAlerts, emailImmediateAlerts, sendDailyDigests } from '#app/models/job-alerts/match.server.ts'
import { purgeExpired } from '#app/models/maintenance/purge-expired.server.ts'
import { handlePendingOrders, sendPlanReminders } from '#app/models/subscriptions/reminders.server.ts'
import { emailNewMessageIfOffline } from '#app/models/conversations/message-email.server.ts'
import { runUndecidedJobs } from '#app/models/offers/undecided-jobs.server.ts'
import { deleteUnreferencedImages, purgeUnclaimedUploads } from '#app/models/uploads/orphans.server.ts'
import { sendDocumentExpiryReminders } from '#app/models/verification/document-checks.server.ts'
import { refreshPriceStats } from '#app/models/prices/prices.server.ts'
import { emailNewOffers } from '#app/models/offers/offer-email.server.ts'
import { sendPush } from '#app/models/push/send-push.server.ts'
import { liftEndedPauses } from '#app/models/craftsmen/pause.server.ts'
import { remindUnansweredClaim } from '#app/models/warranty/warranty-claims.server.ts'
import { type JobKind, type JobPayloads } from '#app/queue/jobs.ts'

type Handler<K extends JobKind> = (data: JobPayloads[K], job: { id: string }) => Promise<unknown>

export const JOB_HANDLERS: { [K in JobKind]: Handler<K> } = {
	// the key (or the job id, the same on every retry) is the provider's idempotency key
	email: async ({ key, ...data }, job) => {
		const email = 'link' in data ? await renderLinkEmail(data.link) : data
		// a link whose token was used, replaced or expired before it could be sent: nothing to send
		if (!email) return { outcome: 'stale' }
		return sendEmail(email, { idempotencyKey: key ?? `job-${job.id}` })
	},
	'message-email': (data) => emailNewMessageIfOffline(data).then((outcome) => ({ outcome })),
	'new-offer-email': (data) => emailNewOffers(data).then((outcome) => ({ outcome })),
	'job-alerts': ({ jobId }) => deliverJobAlerts(jobId),
	'job-alert-emails': ({ jobId }) => emailImmediateAlerts(jobId),
	'password-reset': (data, job) => sendPasswordResetLink(data, job.id).then((outcome) => ({ outcome })),
	'sign-in-link': (data) => sendRequestedSignInLink(data).then((outcome) => ({ outcome })),
	push: (data) => sendPush(data).then((outcome) => ({ outcome })),
	'delete-files': ({ urls }) => deleteUnreferencedImages(urls),
	'job-alerts-digest': () => sendDailyDigests(),
	'plan-reminders': () => sendPlanReminders(),
	'pending-orders': () => handlePendingOrders(),
	'purge-expired': () => purgeExpired(),
	'undecided-jobs': () => runUndecidedJobs(),
	'document-expiry': () => sendDocumentExpiryReminders(),
	'purge-uploads': () => purgeUnclaimedUploads(),
	'price-stats': () => refreshPriceStats(),
	'lift-pauses': () => liftEndedPauses(),
	'warranty-reminder': ({ claimId }) => remindUnansweredClaim(claimId).then((reminded) => ({ reminded })),
}
