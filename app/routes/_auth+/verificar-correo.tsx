import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { verifyEmail } from '#app/models/auth/account.server.ts'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'

// The link in the verification email. Success signs the user in here, on the server, from the
// single-use secret: no user id in a URL ever logs anybody in.
export async function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const result = token ? await verifyEmail(token) : ({ outcome: 'failed' } as const)
	if (result.outcome === 'success') {
		return redirect('/?email_verification=success', {
			headers: { 'Set-Cookie': await commitNewSession(result.userId) },
		})
	}
	return redirect(`/?email_verification=${result.outcome}`)
}
