import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { listConversations } from '#app/models/conversations/conversation-queries.server.ts'
import { formatMessageTime } from '#app/models/conversations/message-time.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Mensajes · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const now = new Date()
	const conversations = await listConversations(user.id)
	return {
		base: paths.messages(user.role),
		viewerId: user.id,
		conversations: conversations.map((c) => ({
			id: c.id,
			otherName: c.otherName,
			jobTitle: c.jobTitle,
			unseen: c.unseenCount > 0,
			lastText: c.lastMessage?.text ?? '',
			lastFromViewer: c.lastMessage?.senderId === user.id,
			// formatted on the server: Madrid time, and no hydration mismatch around midnight
			time: c.lastMessage ? formatMessageTime(c.lastMessage.createdAt, now) : '',
			dateTime: (c.lastMessage?.createdAt ?? c.updatedAt).toISOString(),
		})),
	}
}

export default function ConversationsRoute() {
	const { base, conversations } = useLoaderData<typeof loader>()
	return (
		<section className="chat stack">
			<h1>Mensajes</h1>
			{conversations.length === 0 ? (
				<p className="chat__empty">Todavía no tienes conversaciones.</p>
			) : (
				<ul className="chat-list" aria-label="Conversaciones">
					{conversations.map((c) => (
						<li key={c.id} className={`chat-list__item${c.unseen ? ' chat-list__item--unseen' : ''}`}>
							<Link to={`${base}/${c.id}`} className="chat-list__link">
								<span className="chat-list__head">
									<strong className="chat-list__name">{c.otherName}</strong>
									<time className="chat-list__time" dateTime={c.dateTime}>
										{c.time}
									</time>
								</span>
								{c.jobTitle ? <span className="chat-list__job">{c.jobTitle}</span> : null}
								<span className="chat-list__last">
									{c.lastFromViewer ? 'Tú: ' : ''}
									{c.lastText}
								</span>
								{c.unseen ? (
									<span className="chat-badge">
										Nuevo<span className="visually-hidden"> mensaje sin leer</span>
									</span>
								) : null}
							</Link>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
