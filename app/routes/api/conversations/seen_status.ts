import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { markConversationSeen } from '#app/models/conversations/conversation-queries.server.ts'
import { ApiSeenSchema } from '#app/models/conversations/reply.schema.ts'
import { NOT_FOUND_MESSAGE } from '#app/models/conversations/send-message.server.ts'

export const loader = api(async () => {
	return methodNotAllowed()
})

/** PUT {convId}: every message of one of the caller's conversations is seen by the caller. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiUser(request)
	const { convId } = parseOrThrow(ApiSeenSchema, await readBody(request))
	if (!(await markConversationSeen(user.id, convId))) return apiError(404, NOT_FOUND_MESSAGE)
	return apiOk({ message: 'Conversación marcada como vista' })
})
