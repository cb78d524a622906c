import { type ActionFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { authRateLimit } from '#app/lib/request-limits.server.ts'
import { resetPassword } from '#app/models/auth/account.server.ts'
import { RESET_LINK_INVALID, ResetPasswordSchema } from '#app/models/auth/auth.schema.ts'

export const loader = methodNotAllowed

export const PASSWORD_RESET = 'Contraseña actualizada correctamente. Ya puedes iniciar sesión.'

/**
 * POST {token, password | newPassword, confirmPassword?}: the reset page of a client (ours is
 * /restablecer-contrasena) sets the new password from the emailed link, with the page's rules
 * (resetPassword: single use, not the current password, every session and token ended). It signs
 * nobody in: the client then signs in, with the second factor where there is one.
 */
export const action = api(
	async ({ request, context }: ActionFunctionArgs) => {
		if (request.method !== 'POST') return methodNotAllowed()
		const limited = await authRateLimit(context.clientIp)
		if (limited) return apiError(429, limited)
		const body = await readBody(request)
		const newPassword = body.newPassword ?? body.password
		const input = parseOrThrow(ResetPasswordSchema, {
			token: body.token,
			newPassword,
			confirmPassword: body.confirmPassword ?? newPassword,
		})
		const userId = await resetPassword(input.token, input.newPassword)
		if (!userId) return apiError(400, RESET_LINK_INVALID)
		return apiOk({ message: PASSWORD_RESET })
	},
	{ fieldNames: {} },
)
