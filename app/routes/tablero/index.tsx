import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { paths } from '#app/lib/paths.ts'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { roleForSegment } from '#app/models/auth/roles.ts'

// pages the installed app's shortcuts open (manifest.webmanifest), for any role that has them
const SHORTCUTS = new Set(['mensajes', 'listadeempleos'])

/** /tablero: the installed app's start, sends each user to their own dashboard (sign-in first). */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const role = roleForSegment(user.role)
	if (!role) throw redirect('/')
	const page = new URL(request.url).searchParams.get('ir') ?? ''
	const own = page === 'listadeempleos' ? role === 'oficial' : SHORTCUTS.has(page)
	throw redirect(own ? `${paths.dashboard(role)}/${page}` : paths.dashboard(role))
}
