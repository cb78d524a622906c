import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeConversation } from '#app/api/serializers/conversation.ts'
import {
	conversationLink,
	listConversationsWithMessages,
} from '#app/models/conversations/conversation-queries.server.ts'
import { ApiReplySchema, ApiStartSchema, MESSAGE_SENT, unwrapMessage } from '#app/models/conversations/reply.schema.ts'
import { replyInConversation, startOrContinueConversation } from '#app/models/conversations/send-message.server.ts'

/**
 * GET: the caller's conversations, most recent first. The contract's clients read the list as
 * `response.data.response`; `data` carries the same list for the clients written against ours.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiUser(request)
	const conversations = await listConversationsWithMessages(user.id)
	const list = conversations.map((c) => serializeConversation(c, user.id, conversationLink(user.role, c.id)))
	return apiOk({ response: list, data: list })
})

export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method === 'POST') return start(request)
	if (request.method === 'PUT') return reply(request)
	return methodNotAllowed()
})

/** POST {receiver, message, job?}: starts (craftsmen only) or continues the conversation with receiver. */
async function start(request: Request) {
	const user = await requireApiUser(request)
	const input = parseOrThrow(ApiStartSchema, unwrapMessage(await readBody(request), request.headers))
	const result = await startOrContinueConversation({
		sender: user,
		receiverId: input.receiver,
		text: input.message,
		jobId: input.job,
		clientKey: input.clientKey,
	})
	// a retried send (same clientKey) answers 200 with the message stored the first time
	return apiOk(sentBody(result, user.id), { status: result.created ? 201 : 200 })
}

/** PUT {convId, message}: a message in one of the caller's conversations. */
async function reply(request: Request) {
	const user = await requireApiUser(request)
	const input = parseOrThrow(ApiReplySchema, unwrapMessage(await readBody(request), request.headers))
	const sent = await replyInConversation({
		sender: user,
		conversationId: input.convId,
		text: input.message,
		clientKey: input.clientKey,
	})
	return apiOk(sentBody(sent, user.id))
}

function sentBody(
	sent: { conversationId: string; message: { id: string; text: string; createdAt: Date }; receiverIds: string[] },
	senderId: string,
) {
	return {
		message: MESSAGE_SENT,
		convId: sent.conversationId,
		data: {
			_id: sent.message.id,
			text: sent.message.text,
			sender: senderId,
			seenBy: [senderId],
			createdAt: sent.message.createdAt.toISOString(),
		},
		receiver: sent.receiverIds[0] ?? null,
	}
}
