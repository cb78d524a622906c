import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { clientKey, messageText } from './conversations.schema.ts'

/** The chat box of a conversation page. */
export const ReplySchema = z.object({ message: messageText, clientKey: clientKey.optional() })

/** PUT /api/conversations and PUT /api/conversations/seen_status. */
const convId = singleLine({ error: 'Se requiere la conversación (convId)' })
	.min(1, 'Se requiere la conversación (convId)')
	.max(ID_MAX_LENGTH, 'Conversación no válida')

export const ApiReplySchema = z.object({
	convId,
	message: messageText,
	clientKey: clientKey.optional(),
})
export const ApiSeenSchema = z.object({ convId })

/** POST /api/conversations: the legacy body carries the message as text or as {text}. */
export const ApiStartSchema = z.object({
	receiver: singleLine({ error: 'Se requiere el destinatario (receiver)' })
		.min(1, 'Se requiere el destinatario (receiver)')
		.max(ID_MAX_LENGTH, 'Destinatario no válido'),
	message: messageText,
	job: singleLine().min(1).max(ID_MAX_LENGTH, 'Trabajo no válido').optional(),
	clientKey: clientKey.optional(),
})

/**
 * `message` may come as a string or as the legacy {text} object; the idempotency key as `clientKey`
 * in the body or as the `Idempotency-Key` header.
 */
export function unwrapMessage(body: Record<string, unknown>, headers?: Headers) {
	const headerKey = headers?.get('Idempotency-Key')
	const withKey = headerKey && body.clientKey === undefined ? { ...body, clientKey: headerKey } : body
	const message = withKey.message
	if (message && typeof message === 'object' && 'text' in message)
		return { ...withKey, message: (message as { text: unknown }).text }
	return withKey
}

export { MESSAGE_SENT } from './reply-texts.ts'
