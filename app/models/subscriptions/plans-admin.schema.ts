// Isomorphic schema of the admin's plan form: Spanish messages, price in euros.
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { eurosInput, MAX_AMOUNT } from './subscriptions.schema.ts'

export const PLAN_MESSAGES = {
	nameRequired: 'Indica el nombre del plan',
	priceRequired: 'Indica el precio del plan',
	pricePositive: 'El precio debe ser mayor que 0',
	durationRequired: 'Indica la duración en días',
	durationWhole: 'La duración debe ser un número entero de días, como mínimo 1',
} as const

export const PlanSchema = z.object({
	name: singleLine({ error: PLAN_MESSAGES.nameRequired })
		.trim()
		.min(1, PLAN_MESSAGES.nameRequired)
		.max(60, 'El nombre admite como mucho 60 caracteres'),
	price: eurosInput(PLAN_MESSAGES.priceRequired, PLAN_MESSAGES.pricePositive).refine(
		(value) => value <= MAX_AMOUNT,
		'El precio no puede superar 100.000 €',
	),
	durationInDays: z.coerce
		.number({ error: PLAN_MESSAGES.durationRequired })
		.int(PLAN_MESSAGES.durationWhole)
		.min(1, PLAN_MESSAGES.durationWhole)
		.max(3650, 'La duración no puede superar 3650 días'),
})

export type PlanInput = z.infer<typeof PlanSchema>
