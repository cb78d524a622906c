// Invoices of confirmed subscription payments. Issued inside the transaction that
// confirms the payment; read only by the buyer and by admins.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'

export const INVOICE_NOT_FOUND = 'Factura no encontrada'

export type InvoiceViewer = { id: string; role: string }

/** The invoice `number`, for its buyer or an admin; anyone else is told it does not exist. */
export async function getInvoiceForViewer(number: string, viewer: InvoiceViewer) {
	const invoice = await prisma.invoice.findUnique({
		where: { number: number.trim().toUpperCase() },
	})
	if (!invoice || (viewer.role !== 'admin' && invoice.userId !== viewer.id)) {
		throw new AppError('not_found', INVOICE_NOT_FOUND)
	}
	return invoice
}

export type StoredInvoice = Awaited<ReturnType<typeof getInvoiceForViewer>>
