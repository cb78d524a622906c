import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { verifyEmail } from '#app/models/auth/account.server.ts'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'
import { hasSecondFactor } from '#app/models/auth/two-factor.server.ts'
import { paths } from '#app/lib/paths.ts'

// The link in the verification email. Success signs the user in here, on the server, from the
// single-use secret: no user id in a URL ever logs anybody in.
export async function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const result = token ? await verifyEmail(token) : ({ outcome: 'failed' } as const)
	// the link proves the mailbox only: an account with a second factor is not signed in by it
	if (result.outcome === 'success' && (await hasSecondFactor(result.userId))) {
		return redirect('/?email_verification=success')
	}
	if (result.outcome === 'success') {
		// an account registered without a password (through /api) chooses it now, already signed in
		const to =
			result.hasPassword || (result.role !== 'oficial' && result.role !== 'cliente')
				? '/?email_verification=success'
				: `${paths.password(result.role)}?email_verification=success`
		return redirect(to, {
			headers: { 'Set-Cookie': await commitNewSession(result.userId) },
		})
	}
	return redirect(`/?email_verification=${result.outcome}`)
}
