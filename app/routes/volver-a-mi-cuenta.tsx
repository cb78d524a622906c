import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { ACT_AS_MESSAGES, stopActing } from '#app/models/admin/act-as.server.ts'
import { loginPath, requireUser } from '#app/models/auth/guards.server.ts'
import { getSessionId } from '#app/models/auth/sessions.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { paths } from '#app/lib/paths.ts'

// The banner's «Volver a mi cuenta». A POST, as logging out is; a GET goes home.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return redirect('/')
}

// Reads the session row itself: the acting user's guards would record this POST as an action
// taken in the user's name, and it is the admin's own.
export async function action({ request }: ActionFunctionArgs) {
	const sessionId = await getSessionId(request)
	if (!sessionId) throw redirect(loginPath(request))
	if (!(await stopActing(sessionId))) return redirect('/')
	return redirectWithToast(paths.adminHome(), { type: 'success', text: ACT_AS_MESSAGES.stopped })
}
