import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiCaller } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed } from '#app/api/respond.server.ts'
import { revokeFamily } from '#app/models/auth/api-tokens.server.ts'

export const loader = methodNotAllowed

export const LOGGED_OUT = 'Has cerrado sesión correctamente'

/** POST: ends the caller's token family (this sign-in's tokens); other devices stay signed in. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const { tokenFamilyId } = await requireApiCaller(request)
	await revokeFamily(tokenFamilyId)
	return apiOk({ message: LOGGED_OUT })
})
