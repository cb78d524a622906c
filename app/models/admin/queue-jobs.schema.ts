import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'

/** The retry button of «Tareas» and POST /api/admin/tareas: which failed job to run again. */
export const RetryJobSchema = z.object({
	kind: singleLine({ error: 'Falta el tipo de tarea' }).trim().min(1, 'Falta el tipo de tarea').max(40),
	jobId: singleLine({ error: 'Falta la tarea' })
		.trim()
		.regex(/^[0-9a-f-]{36}$/i, 'Identificador de tarea no válido'),
})
