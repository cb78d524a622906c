import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { loadNotificationPage } from '#app/models/notifications/notification-page.server.ts'
import { pageParam } from '#app/lib/page-param.ts'

/** A page of the viewer's notifications for the dropdown and the infinite scroll. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const page = pageParam(request)
	return loadNotificationPage(user.id, user.role, page)
}
