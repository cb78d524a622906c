// Isomorphic schemas of ordering a plan and confirming a transfer (forms and /api).
import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { AMOUNT_MAX_LENGTH, ID_MAX_LENGTH, tooLong } from '#app/lib/field-limits.ts'
import { LegalNameSchema, TaxIdSchema } from '#app/lib/tax-id.ts'
import { PAYMENT_METHODS } from './limits.ts'
import { MESSAGES } from './subscription-errors.ts'

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: MESSAGES.methodNotSupported })

/**
 * Where an order placed from a job's subscription modal returns to (spec 000 §2: the modal embeds
 * the plans screen, so the craftsman orders without leaving the job). Only a job's page: never an
 * address from elsewhere.
 */
export const ReturnToJobSchema = singleLine()
	.regex(/^\/newjob\/[A-Za-z0-9_-]{1,64}$/, 'Dirección de vuelta no válida')
	.optional()

/** Step 2 of the order: the plan and the method chosen in step 1. */
export const OrderPlanSchema = z.object({
	planId: singleLine({ error: 'Elige un plan' }).trim().min(1, 'Elige un plan').max(ID_MAX_LENGTH, 'Plan no válido'),
	paymentMethod: PaymentMethodSchema,
	returnTo: ReturnToJobSchema,
})

export const TAX_ID_REQUIRED = 'Escribe el NIF o CIF de tu empresa: va en tu factura'

/**
 * The order form (with and without JavaScript) also asks for the buyer's NIF/CIF, prefilled from
 * the profile: an invoice to a business needs it. Saved on the profile with the order.
 */
export const OrderPlanFormSchema = OrderPlanSchema.extend({
	taxId: singleLine({ error: TAX_ID_REQUIRED }).max(20, TAX_ID_REQUIRED).pipe(TaxIdSchema),
	// the name on that NIF/CIF, prefilled; left out, the profile's stays
	legalName: LegalNameSchema.optional(),
})

/** Whole cents: euros with at most two decimals. */
export const atMostTwoDecimals = (value: number) =>
	Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
export const TWO_DECIMALS_MESSAGE = 'El importe admite como mucho dos decimales'

/** Euros as people type them in a form ("79", "79,00 €"): a positive number with at most two decimals. */
export const eurosInput = (requiredMessage: string, positiveMessage: string) =>
	singleLine({ error: requiredMessage })
		.max(AMOUNT_MAX_LENGTH, tooLong(AMOUNT_MAX_LENGTH))
		.transform((value) => value.replace(/\s|€/g, '').replace(',', '.'))
		// a refine, not .regex(): conform would turn a regex into an HTML pattern that refuses "79,00"
		.pipe(
			singleLine()
				.min(1, requiredMessage)
				.refine((value) => /^-?\d+(\.\d+)?$/.test(value), 'Escribe el importe como un número, por ejemplo 79,00'),
		)
		.transform(Number)
		.pipe(z.number().positive(positiveMessage).refine(atMostTwoDecimals, TWO_DECIMALS_MESSAGE))

/** No plan costs more (the plan form's own bound), so no transfer of ours is larger. */
export const MAX_AMOUNT = 100_000
export const AMOUNT_TOO_LARGE = 'El importe no puede superar 100.000 €'

/** An admin confirms a received transfer: its reference and the amount received, in euros. */
export const VerifyPaymentSchema = z.object({
	paymentId: singleLine({ error: 'Se requiere la referencia del pago (paymentId)' })
		.trim()
		.min(1, 'Se requiere la referencia del pago (paymentId)')
		.max(ID_MAX_LENGTH, 'Pago no válido'),
	amount: z.coerce
		.number({ error: 'Se requiere el importe recibido (amount)' })
		.positive('El importe debe ser mayor que 0')
		.max(MAX_AMOUNT, AMOUNT_TOO_LARGE)
		.refine(atMostTwoDecimals, TWO_DECIMALS_MESSAGE),
})

export const ORDER_OR_REFERENCE_REQUIRED = 'Se requiere el pedido (subscriptionId) o la referencia del pago (paymentId)'

/**
 * POST /api/subscription/verify-payment: the contract's admin clients send the order's
 * `subscriptionId` (the amount is then not checked: they have none to send); `paymentId` with
 * the `amount` received stays accepted, and then the amount must match.
 */
export const ApiVerifyPaymentSchema = z
	.object({
		subscriptionId: singleLine()
			.trim()
			.min(1, ORDER_OR_REFERENCE_REQUIRED)
			.max(ID_MAX_LENGTH, 'Pedido no válido')
			.optional(),
		paymentId: VerifyPaymentSchema.shape.paymentId.optional(),
		amount: VerifyPaymentSchema.shape.amount.optional(),
	})
	.superRefine((input, context) => {
		if (!input.subscriptionId && !input.paymentId)
			context.addIssue({ code: 'custom', path: ['subscriptionId'], message: ORDER_OR_REFERENCE_REQUIRED })
		else if (!input.subscriptionId && input.amount === undefined)
			context.addIssue({ code: 'custom', path: ['amount'], message: 'Se requiere el importe recibido (amount)' })
	})
