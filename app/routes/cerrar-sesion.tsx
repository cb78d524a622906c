import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { destroySession } from '#app/models/auth/sessions.server.ts'

// Logging out is a POST (a link could be followed by anyone's page); a GET just goes home.
export async function loader() {
	return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
	return redirectWithToast(
		'/',
		{ type: 'success', text: 'Has cerrado sesión correctamente' },
		{ headers: { 'Set-Cookie': await destroySession(request) } },
	)
}
