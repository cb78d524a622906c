import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { requireUser, safeRedirect } from '#app/models/auth/guards.server.ts'
import { openNotification } from '#app/models/notifications/notifications.server.ts'
import { paths } from '#app/lib/paths.ts'

/** Opening a notification: it is marked read, then its link opens (only the owner's, only site paths). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const notification = await openNotification(user.id, params.notificationId ?? '')
	if (!notification) throw new Response('Notificación no encontrada', { status: 404 })
	return redirect(safeRedirect(notification.link, paths.notifications(user.role)))
}
