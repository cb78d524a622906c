import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { FORBIDDEN, requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody, readPaging } from '#app/api/respond.server.ts'
import { serializeNotification } from '#app/api/serializers/notification.ts'
import { NewNotificationSchema, unwrapContent } from '#app/models/notifications/notifications.schema.ts'
import {
	listNotifications,
	markNotificationsRead,
	NOTIFICATION_PAGE_SIZE,
	ownsNotification,
} from '#app/models/notifications/notifications.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { findUserRole } from '#app/models/users/users.server.ts'

/** GET ?pageSize&pageNumber: the caller's notifications, newest first, with the unread count. */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiUser(request)
	const { page, pageSize } = readPaging(request, { defaultSize: NOTIFICATION_PAGE_SIZE })
	const list = await listNotifications(user.id, { page, pageSize })
	return apiOk({
		data: list.items.map(serializeNotification),
		currentPage: page,
		totalPages: list.totalPages,
		unReadNotification: list.unread,
	})
})

export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method === 'POST') return create(request)
	if (request.method === 'PUT') return markRead(request)
	return methodNotAllowed()
})

/** POST {text, link?, user?}: a notification for oneself; admins may address any user. */
async function create(request: Request) {
	const caller = await requireApiUser(request)
	const input = parseOrThrow(NewNotificationSchema, unwrapContent(await readBody(request)))
	const recipient = input.user ?? caller.id
	if (recipient !== caller.id) {
		if (caller.role !== 'admin') return apiError(403, FORBIDDEN)
		if (!(await findUserRole({ id: recipient }))) return apiError(404, 'Usuario no encontrado')
	}
	const { id } = await notify(recipient, { text: input.text, link: input.link || undefined })
	return apiOk({ message: 'Notificación creada', data: { _id: id } }, { status: 201 })
}

/** PUT {id}: marks one of the caller's notifications read; an empty id marks them all. */
async function markRead(request: Request) {
	const user = await requireApiUser(request)
	const body = await readBody(request)
	const id = typeof body.id === 'string' ? body.id.trim() : ''
	const count = await markNotificationsRead(user.id, id || null)
	if (id && count === 0 && !(await ownsNotification(user.id, id))) {
		return apiError(404, 'Notificación no encontrada')
	}
	return apiOk({
		message: id ? 'Notificación marcada como leída' : 'Notificaciones marcadas como leídas',
		updated: count,
	})
}
