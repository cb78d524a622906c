import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { isLocalPath } from '#app/lib/local-path.ts'

/**
 * POST /api/notifications. Links are paths of this site only: a notification must never send
 * people elsewhere. `user` (another recipient) is for admins only, checked by the route.
 */
export const NewNotificationSchema = z.object({
	text: singleLine({ error: 'Se requiere el texto' })
		.trim()
		.min(1, 'Se requiere el texto')
		.max(500, 'El texto no puede superar los 500 caracteres'),
	link: singleLine()
		.trim()
		.max(500)
		.refine((link) => link === '' || isLocalPath(link), 'El enlace debe ser una ruta de este sitio')
		.optional(),
	user: singleLine().min(1).max(ID_MAX_LENGTH, 'Usuario no válido').optional(),
})

/** `content: {text, link}` (the entity's shape) or flat fields. */
export function unwrapContent(body: Record<string, unknown>) {
	const content = body.content
	if (content && typeof content === 'object') return { ...body, ...(content as object) }
	return body
}
