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

export interface ServerToClientEvents {
	getMessage: (payload: MessagePush) => void
	/** the legacy name the dashboard listens to for notifications and offers */
	getOffer: (payload: NotificationPush) => void
	notification: (payload: NotificationPush) => void
	/** the caller's own online state, answered to addUser (online lists of others are not shared) */
	getUsers: (users: Array<{ userId: string }>) => void
}

export interface ClientToServerEvents {
	/** kept for the legacy client: the id it claims is ignored, the session decides who it is */
	addUser: (claimedUserId?: unknown) => void
}

export type SocketData = { userId: string }

export const userRoom = (userId: string) => `user:${userId}`

/** Spec 000 §9: automatic reconnection, 1 s delay up to 5 s, randomisation 0.5, no limit; 20 s timeout. */
export const RECONNECTION = {
	reconnection: true,
	reconnectionDelay: 1000,
	reconnectionDelayMax: 5000,
	randomizationFactor: 0.5,
	reconnectionAttempts: Infinity,
	timeout: 20_000,
} as const
