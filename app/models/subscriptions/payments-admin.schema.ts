// Isomorphic schemas of the admin's transfers page.
import { z } from 'zod'
import { adminReason } from '#app/lib/admin-reason.ts'
import { eurosInput, VerifyPaymentSchema } from './subscriptions.schema.ts'

/** The status filter in the URL (`?estado=`), Spanish words for the enum. */
export const PAYMENT_STATUS_PARAMS = { pendiente: 'pending', pagado: 'paid', cancelado: 'cancelled' } as const

/** Confirming a received transfer from the page: the amount as people type it ("79", "79,00 €"). */
export const ConfirmTransferSchema = z.object({
	paymentId: VerifyPaymentSchema.shape.paymentId,
	amount: eurosInput('Indica el importe recibido', 'El importe debe ser mayor que 0'),
})

export const CancelOrderSchema = z.object({ reason: adminReason })
