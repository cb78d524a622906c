import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { ApiOfferSchema } from '#app/models/offers/offers.schema.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'

export function loader() {
	return methodNotAllowed()
}

/** POST {client, job, price, handymanName} → {message} (spec 000 §7). The gate's refusals keep their status. */
export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request)
	const input = parseOrThrow(ApiOfferSchema, await readBody(request))
	const result = await sendOffer({ craftsman: user, jobId: input.job, price: input.price, client: input.client })
	if (!result.ok) return apiError(result.status, result.message)
	return apiOk({ message: result.message, offerId: result.offerId }, { status: 201 })
}
