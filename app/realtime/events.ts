// The socket contract (spec 000 §7), shared by the server and the browser. Sockets only push:
// every write goes over HTTP first, and a push only tells the page what to reload.

/** Pushed to the receiver's sockets after a message is stored. */
export type MessagePush = {
	convId: string
	message: { _id: string; text: string; sender: string | null; seenBy: string[]; createdAt: string }
	receiver: string
}

/** Pushed to a user's sockets after a notification for them is stored. */
export type NotificationPush = { _id: string; text: string; link: string | null }

/** Pushed to every socket, anonymous ones too, after a public job is published, changed or closed. */
export type PublicEventPush = { type: 'job'; action: 'published' | 'updated' | 'closed'; jobId: string }

/** Pushed to the craftsman and the author after a review is written, edited or answered. */
export type ReviewPush = { reviewId: string; craftsmanId: string; action: 'created' | 'updated' | 'replied' }

/** Pushed to the other participants after someone read a conversation (their «visto» changed). */
export type ConversationPush = { convId: string; seenBy: string }

export interface ServerToClientEvents {
	getMessage: (payload: MessagePush) => void
	/** the legacy name the dashboard listens to for notifications and offers */
	getOffer: (payload: NotificationPush) => void
	notification: (payload: NotificationPush) => void
	/** answered to addUser: the caller and those of their conversation partners who are online */
	getUsers: (users: Array<{ userId: string }>) => void
	getPublicEvent: (payload: PublicEventPush) => void
	getReview: (payload: ReviewPush) => void
	message: (payload: ConversationPush) => void
	/** Redis came back after an outage: pushes may have been lost, reload what the page shows */
	resync: () => void
}

/** The private pushes after which a page reloads its data (getOffer repeats notification). */
export const RELOAD_EVENTS = ['getMessage', 'notification', 'getReview', 'message'] as const

/**
 * What was pushed, before this socket joined its rooms, since a page's loaders ran: whether the
 * signed-in user was pushed a change, and which public jobs changed ('many': too many to list, or
 * unknown).
 */
export type MissedPushes = { private: boolean; jobIds: string[] | 'many' }

export interface ClientToServerEvents {
	/** kept for the legacy client: the id it claims is ignored, the session decides who it is */
	addUser: (claimedUserId?: unknown) => void
	/** asked once its socket first connects by a page whose loaders ran at `since` (server ms) */
	missedSince: (since: unknown, answer: (missed: MissedPushes) => void) => void
}

/** `userId` null: an anonymous socket (a public page), which is only ever in PUBLIC_ROOM. */
export type SocketData = { userId: string | null }

export const userRoom = (userId: string) => `user:${userId}`
/** The sockets opened with one API token family: revoking the family closes them. */
export const tokenFamilyRoom = (familyId: string) => `token-family:${familyId}`
/** The sockets opened with one page session: logging out of it closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`

/** Every socket joins it, signed in or not: it carries only getPublicEvent. */
export const PUBLIC_ROOM = 'public'

/** Spec 000 §9: automatic reconnection, 1 s delay up to 5 s, randomisation 0.5, no limit; 20 s timeout. */
export const RECONNECTION = {
	reconnection: true,
	reconnectionDelay: 1000,
	reconnectionDelayMax: 5000,
	randomizationFactor: 0.5,
	reconnectionAttempts: Infinity,
	timeout: 20_000,
} as const
