import { z } from 'zod'
import { multiLine, singleLine } from '#app/lib/single-line.ts'

const optionalText = (max: number, message: string) =>
	z.preprocess(
		(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
		singleLine().trim().max(max, message).optional(),
	)

/** The contact form of /pie/accesibilidad and POST /api/accesibilidad. */
export const AccessibilityReportSchema = z.object({
	name: optionalText(100, 'El nombre no puede superar 100 caracteres'),
	email: singleLine({ error: 'Escribe tu correo electrónico' })
		.trim()
		.min(1, 'Escribe tu correo electrónico')
		.max(254, 'El correo no puede superar 254 caracteres')
		.pipe(z.email({ error: 'Escribe un correo electrónico válido' })),
	pageUrl: optionalText(300, 'La dirección no puede superar 300 caracteres'),
	message: multiLine({ error: 'Cuéntanos el problema' })
		.trim()
		.min(10, 'Cuéntanos el problema (al menos 10 caracteres)')
		.max(2000, 'El mensaje no puede superar 2000 caracteres'),
})

export type AccessibilityReportInput = z.infer<typeof AccessibilityReportSchema>
