// The `push` job's payload: what a phone push can be about and what it says. The queue's own
// types (its job list names them; app/queue imports no model); each kind's policy and label are
// the push domain's (app/models/push/push-kinds.ts).
export const PUSH_KINDS = ['job-alert', 'message', 'offer', 'payment', 'document'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/** What a push says: small on purpose (a push payload is at most ~4 kB), never contact details. */
export type PushMessage = { title: string; body: string; url: string }

/** The `push` job: one message to one device. */
export type PushJob = PushMessage & { subscriptionId: string; kind: PushKind }
