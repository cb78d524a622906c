import { type LoaderFunctionArgs } from '@remix-run/node'
import { attempt } from '#app/lib/form-action.server.ts'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { getQuoteForViewer, quotePdfResponse } from '#app/models/offers/quote-pdf.server.ts'

// The quote's PDF from the dashboards: its two parties and admins only; anyone else gets the same
// 404 as for an offer that does not exist.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return attempt(
		async () => quotePdfResponse(await getQuoteForViewer(params.offerId ?? '', user)),
		(refusal) => new Response(refusal.message, { status: refusal.status, headers: { 'Cache-Control': 'no-store' } }),
	)
}
