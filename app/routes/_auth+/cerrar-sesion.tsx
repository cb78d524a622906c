import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { combineHeaders, toastHeader } from '#app/lib/toast.server.ts'
import { destroySession } from '#app/models/auth/sessions.server.ts'

// Logging out is a POST (a link could be followed by anyone's page); a GET just goes home.
export async function loader() {
	return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
	const headers = combineHeaders(
		{ 'Set-Cookie': await destroySession(request) },
		{ 'Set-Cookie': await toastHeader({ type: 'success', text: 'Has cerrado sesión correctamente' }) },
	)
	return redirect('/', { headers })
}
