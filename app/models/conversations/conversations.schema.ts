import { MESSAGE_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { multiLine, singleLine } from '#app/lib/single-line.ts'

export { MESSAGE_MAX_LENGTH }

/** A chat message: the same rules for the form, the action and the /api calls. */
export const messageText = multiLine({ error: 'Escribe un mensaje' })
	.trim()
	.min(1, 'Escribe un mensaje')
	.max(MESSAGE_MAX_LENGTH, `El mensaje no puede superar los ${MESSAGE_MAX_LENGTH} caracteres`)

/**
 * A sender's idempotency key: the same key sent twice stores one message, and the retry
 * gets the stored one back. Clients make one per message they write (a UUID fits).
 */
export const clientKey = singleLine({ error: 'La clave del mensaje (clientKey) debe ser un texto' }).regex(
	/^[A-Za-z0-9_-]{8,100}$/,
	'La clave del mensaje (clientKey) debe tener de 8 a 100 letras, cifras, - o _',
)
