import { type LoaderFunctionArgs } from '@remix-run/node'
import { attempt } from '#app/lib/form-action.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { invoicePdfResponse } from '#app/models/invoices/invoice-pdf.server.ts'
import { getInvoiceForViewer } from '#app/models/invoices/invoices.server.ts'

// The PDF of an invoice: its craftsman and admins only; anyone else gets the same 404
// as for a number that does not exist, so a guessed number reveals nothing.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, ['oficial', 'admin'])
	return attempt(
		async () => {
			const invoice = await getInvoiceForViewer(params.number ?? '', user)
			return invoicePdfResponse(invoice)
		},
		(refusal) => new Response(refusal.message, { status: refusal.status, headers: { 'Cache-Control': 'no-store' } }),
	)
}
