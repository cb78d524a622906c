// Isomorphic schemas of the admin's transfers page (issue 8 §2).
import { z } from 'zod'
import { adminReason } from '#app/models/admin/reason.schema.ts'
import { atMostTwoDecimals, TWO_DECIMALS_MESSAGE, VerifyPaymentSchema } from './subscriptions.schema.ts'

/** The status filter in the URL (`?estado=`), Spanish words for the enum. */
export const PAYMENT_STATUS_PARAMS = { pendiente: 'pending', pagado: 'paid', cancelado: 'cancelled' } as const

const AMOUNT_REQUIRED = 'Indica el importe recibido'

/** Confirming a received transfer from the page: the amount as people type it ("79", "79,00 €"). */
export const ConfirmTransferSchema = z.object({
	paymentId: VerifyPaymentSchema.shape.paymentId,
	amount: z
		.string({ error: AMOUNT_REQUIRED })
		.transform((value) => value.replace(/\s|€/g, '').replace(',', '.'))
		.pipe(z.string().min(1, AMOUNT_REQUIRED).regex(/^-?\d+(\.\d+)?$/, 'Escribe el importe como un número, por ejemplo 79,00'))
		.transform(Number)
		.pipe(z.number().positive('El importe debe ser mayor que 0').refine(atMostTwoDecimals, TWO_DECIMALS_MESSAGE)),
})

export const CancelOrderSchema = z.object({ reason: adminReason })
