// What a chat message needs to know before it is stored, read in one read-only statement (issue
// 18: delivery waited on sixteen statements before the push): the conversation (given, or the
// pair's latest), its participants with the names the notification shows, a message the sender
// already stored under the same client key, and what the craftsman gate decides on.
import { Prisma } from '#app/generated/prisma/client.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { queryDirect } from '#app/lib/db.server.ts'
import { activeSubscriptionSql } from '#app/models/subscriptions/active-subscription.server.ts'
import { type StoredMessage } from './conversations.server.ts'

export type Person = {
	id: string
	name: string
	lastName: string
	role: Role
	craftsman: { companyName: string } | null
}

export type SendContext = {
	/** null when the pair has no conversation (about that job) yet */
	conversationId: string | null
	participants: Person[]
	/** the message the sender already stored under this client key, wherever */
	retried: { conversationId: string; message: StoredMessage } | null
	/** the sender's craftsman profile status and whether a plan is in force (null: no profile) */
	craftsman: { status: string; subscribed: boolean } | null
}

type Row = {
	conversationId: string | null
	participants: Array<Omit<Person, 'craftsman'> & { companyName: string | null }> | null
	retriedId: string | null
	retriedText: string | null
	retriedCreatedAt: Date | null
	retriedConversationId: string | null
	craftsmanStatus: string | null
	subscribed: boolean
}

/**
 * The context of a message from `senderId`: in `conversationId`, or in the latest conversation
 * between sender and `receiverId` (about `jobId` when given). Changes nothing.
 */
export async function readSendContext(
	input: { senderId: string; clientKey?: string | null } & (
		{ conversationId: string } | { receiverId: string; jobId?: string | null }
	),
): Promise<SendContext> {
	const { senderId, clientKey = null } = input
	const conversation =
		'conversationId' in input
			? Prisma.sql`SELECT ${input.conversationId}::text AS "id"`
			: Prisma.sql`
				SELECT c."id" FROM "ConversationParticipant" mine
				JOIN "ConversationParticipant" theirs
					ON theirs."conversationId" = mine."conversationId" AND theirs."userId" = ${input.receiverId}
				JOIN "Conversation" c ON c."id" = mine."conversationId"
				WHERE mine."userId" = ${senderId} AND (${input.jobId ?? null}::text IS NULL OR c."jobId" = ${input.jobId ?? null})
				ORDER BY c."updatedAt" DESC
				LIMIT 1`
	const statement = Prisma.sql`/* prepared */
		WITH conversation AS (${conversation})
		SELECT
			(SELECT "id" FROM conversation) AS "conversationId",
			(
				SELECT json_agg(json_build_object(
					'id', u."id", 'name', u."name", 'lastName', u."lastName", 'role', u."role", 'companyName', cp."companyName"
				))
				FROM "ConversationParticipant" p
				JOIN "User" u ON u."id" = p."userId"
				LEFT JOIN "CraftsmanProfile" cp ON cp."userId" = u."id"
				WHERE p."conversationId" = (SELECT "id" FROM conversation)
			) AS "participants",
			retried."id" AS "retriedId",
			retried."text" AS "retriedText",
			retried."createdAt" AS "retriedCreatedAt",
			retried."conversationId" AS "retriedConversationId",
			(SELECT cp."status"::text FROM "CraftsmanProfile" cp WHERE cp."userId" = ${senderId}) AS "craftsmanStatus",
			EXISTS (
				SELECT 1 FROM "Subscription" s WHERE s."userId" = ${senderId} AND ${activeSubscriptionSql('s', new Date())}
			) AS "subscribed"
		FROM (SELECT 1) AS one
		LEFT JOIN "Message" retried ON retried."senderId" = ${senderId} AND retried."clientKey" = ${clientKey}`
	// every message reads this: run without Prisma's runtime (direct-query.server.ts)
	const [row] = await queryDirect<Row>(statement.text, statement.values)
	if (!row) throw new Error('the send context read returned no row')
	return {
		conversationId: row.conversationId,
		participants: (row.participants ?? []).map(({ companyName, ...person }) => ({
			...person,
			craftsman: companyName === null ? null : { companyName },
		})),
		retried:
			row.retriedId && row.retriedConversationId
				? {
						conversationId: row.retriedConversationId,
						message: { id: row.retriedId, text: row.retriedText!, createdAt: row.retriedCreatedAt! },
					}
				: null,
		craftsman: row.craftsmanStatus === null ? null : { status: row.craftsmanStatus, subscribed: row.subscribed },
	}
}
