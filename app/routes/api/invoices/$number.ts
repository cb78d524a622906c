import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, methodNotAllowed } from '#app/api/respond.server.ts'
import { invoicePdfResponse } from '#app/models/invoices/invoice-pdf.server.ts'
import { getInvoiceForViewer } from '#app/models/invoices/invoices.server.ts'

/**
 * GET /api/invoices/{number}: the invoice PDF for its two parties, the craftsman who paid and the
 * platform (its admins), as the payments page serves it. Anyone else gets the same 404 as for a
 * number that does not exist, so a guessed number reveals nothing.
 */
export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, ['oficial', 'admin'])
	const invoice = await getInvoiceForViewer(params.number ?? '', user)
	return invoicePdfResponse(invoice)
})

export const action = methodNotAllowed
