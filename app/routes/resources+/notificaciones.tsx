import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { loadNotificationPage } from '#app/models/notifications/notification-page.server.ts'

/** A page of the viewer's notifications for the dropdown and the infinite scroll. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get('pagina')) || 1))
	return loadNotificationPage(user.id, user.role, page)
}
