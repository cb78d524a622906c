import { type ActionFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { RegisterSchema } from '#app/api/schemas/register.ts'
import { serializeUser } from '#app/api/serializers/user.ts'
import { authRateLimit } from '#app/lib/request-limits.server.ts'
import { startEmailVerification } from '#app/models/auth/account.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { REGISTERED, registerCraftsman } from '#app/models/craftsmen/registration.server.ts'
import { placeMatchesZip } from '#app/models/jobs/job-wizard.server.ts'
import { findService } from '#app/models/services/services.server.ts'
import { getUserProfile } from '#app/models/users/users.server.ts'

export const loader = methodNotAllowed

/**
 * POST the registration body: an unverified craftsman, a verification email and a token pair.
 * Without `password` (the spec's form has no input for it) the account has none yet: the
 * verification link signs him in and opens the password page, which takes a first password.
 */
export const action = api(async ({ request, context }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const limited = await authRateLimit(context.clientIp)
	if (limited) return apiError(429, limited)
	const input = parseOrThrow(RegisterSchema, await readBody(request))
	if (!(await placeMatchesZip(input.address, input.zipCode))) return apiError(400, 'El código postal es inválido')
	const services = await Promise.all(input.craftmanDetails.services.map(findService))
	if (services.some((service) => !service)) return apiError(400, 'Servicio no encontrado')
	const user = await registerCraftsman(
		{
			name: input.name,
			lastName: input.lastName,
			email: input.email,
			phone: input.phone,
			postalCodeId: input.address,
			streetAddress: input.streetAddress,
			password: input.password,
			companyName: input.craftmanDetails.company_name,
			description: input.craftmanDetails.description,
			serviceIds: services.map((service) => service!.id),
			documents: input.craftmanDetails.documents.map((document) => ({
				type: document.document_type,
				// checked and made private by registerCraftsman: only unclaimed uploads of POST /api/upload
				url: document.document_link,
			})),
			images: input.craftmanDetails.images,
		},
		{ clientIp: context.clientIp },
	)
	await startEmailVerification(user, { choosePassword: !input.password })
	return apiOk(
		{ info: REGISTERED, ...(await issueTokens(user.id)), user_details: serializeUser(await getUserProfile(user.id)) },
		{ status: 201 },
	)
})
