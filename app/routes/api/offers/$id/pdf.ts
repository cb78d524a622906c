import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, methodNotAllowed } from '#app/api/respond.server.ts'
import { getQuoteForViewer, quotePdfResponse } from '#app/models/offers/quote-pdf.server.ts'

/**
 * GET /api/offers/{id}/pdf: the quote stamped with its acceptance, for the offer's craftsman, its
 * job's client and admins. Anyone else gets the same 404 as for an offer that does not exist.
 */
export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
	const user = await requireApiUser(request)
	return quotePdfResponse(await getQuoteForViewer(params.id ?? '', user))
})

export const action = methodNotAllowed
