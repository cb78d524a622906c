import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { consentCookie } from '#app/lib/consent.server.ts'
import { safeRedirect } from '#app/models/auth/guards.server.ts'

export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const choice = form.get('consent')
	if (choice !== 'accepted' && choice !== 'declined')
		return Response.json({ error: 'Elige aceptar o rechazar' }, { status: 400 })
	return redirect(safeRedirect(form.get('redirectTo')), {
		headers: { 'Set-Cookie': await consentCookie.serialize(choice) },
	})
}
