import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiCaller } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { changePassword } from '#app/models/auth/account.server.ts'
import { ChangePasswordSchema } from '#app/models/auth/auth.schema.ts'

export const loader = methodNotAllowed

/** PUT {currentPassword, newPassword, confirmPassword}. */
export const action = api(async ({ request, context }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const { user, tokenFamilyId } = await requireApiCaller(request)
	const body = parseOrThrow(ChangePasswordSchema, await readBody(request))
	const result = await changePassword(user.id, body.currentPassword, body.newPassword, {
		tokenFamilyId,
		ip: context.clientIp,
	})
	return apiOk({ message: result.message })
})
