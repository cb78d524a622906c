// remix-auth: the form strategy behind the sign-in page and modal. remix-auth 4 keeps no session;
// the database session and its cookie are ours (sessions.server.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import { AppError } from '#app/lib/app-error.ts'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { type LoginResult, verifyLogin } from './account.server.ts'
import { LoginSchema } from './auth.schema.ts'

type LoginUser = Extract<LoginResult, { ok: true }>['user']

/** A refused sign-in; its message is shown to the user as it is. */
export const authenticator = new Authenticator<LoginUser>()

// the strategy sees only a copy of the request; the address it came from (for the sign-in
// limits) rides beside the call here
const clientIps = new AsyncLocalStorage<string>()

/** Signs in with the sign-in form of `request`, which came from `clientIp`. */
export function authenticateForm(request: Request, clientIp: string) {
	return clientIps.run(clientIp, () => authenticator.authenticate('form', request))
}

authenticator.use(
	new FormStrategy(async ({ form }) => {
		const { email, password } = LoginSchema.parse(Object.fromEntries(form))
		const result = await verifyLogin(email, password, clientIps.getStore() ?? 'unknown')
		if (!result.ok) throw new AppError('unauthenticated', result.message)
		return result.user
	}),
	'form',
)
