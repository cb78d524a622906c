// «Modo vacaciones»: the day leads come back, as the page's date field sends it.
import { z } from 'zod'

export const PauseSchema = z.object({
	until: z
		.string({ error: 'Elige el día en que vuelves' })
		.max(10, 'Elige el día en que vuelves')
		.regex(/^\d{4}-\d{2}-\d{2}$/, 'Elige el día en que vuelves'),
})
