import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { MarkAllReadForm, NotificationFeed } from '#app/components/notifications/notification-list.tsx'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { loadNotificationPage } from '#app/models/notifications/notification-page.server.ts'
import { markNotificationsRead } from '#app/models/notifications/notifications.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Notificaciones · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const page = pageParam(request)
	return loadNotificationPage(user.id, user.role, page)
}

// «Marcar como leída» (an id) or «Marcar todas como leídas» (none), from this page or another
// dashboard page (redirectTo); nothing here is refused: an unknown id marks nothing
const MarkReadSchema = z.object({ id: z.string().optional(), redirectTo: z.string().optional() })

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	return formAction(request, {
		schema: MarkReadSchema,
		run: async ({ id, redirectTo: back = '' }) => {
			const count = await markNotificationsRead(user.id, id || null)
			const text =
				count === 0
					? 'No había notificaciones sin leer'
					: id
						? 'Notificación marcada como leída'
						: 'Notificaciones marcadas como leídas'
			return redirectWithToast(back.startsWith('/tablero/') ? back : paths.notifications(user.role), {
				type: 'success',
				text,
			})
		},
	})
}

export default function NotificationsRoute() {
	const first = useLoaderData<typeof loader>()
	return (
		<section className="notifications stack">
			<div className="notifications__head">
				<h1>Notificaciones</h1>
				<MarkAllReadForm action={first.base} unread={first.unread} />
			</div>
			<NotificationFeed key={first.page} first={first} source={(page) => `/resources/notificaciones?pagina=${page}`} />
			<Pager
				page={first.page}
				totalPages={first.totalPages}
				link={(to) => `?pagina=${to}`}
				labels={{ previous: '← Anteriores', next: 'Siguientes →' }}
				keepPlace
				always
				className="pager"
				aria-label="Páginas de notificaciones"
				data-pager
			/>
		</section>
	)
}
