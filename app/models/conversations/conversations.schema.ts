import { z } from 'zod'

export const MESSAGE_MAX_LENGTH = 2000

/** A chat message: the same rules for the form, the action and the /api calls. */
export const messageText = z
	.string({ error: 'Escribe un mensaje' })
	.trim()
	.min(1, 'Escribe un mensaje')
	.max(MESSAGE_MAX_LENGTH, `El mensaje no puede superar los ${MESSAGE_MAX_LENGTH} caracteres`)
