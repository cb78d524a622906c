import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
	type ClientActionFunctionArgs,
	Link,
	useActionData,
	useLoaderData,
	useRevalidator,
	useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { queueIfOffline, removePending, usePendingMessages } from '#app/components/conversations/pending-messages.ts'
import { ReplyForm as LiveReplyForm } from '#app/components/conversations/reply-form.tsx'
import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { requireUser } from '#app/models/auth/guards.server.ts'
import {
	conversationLink,
	getConversationForViewer,
	markConversationSeen,
} from '#app/models/conversations/conversation-queries.server.ts'
import { formatMessageTime } from '#app/models/conversations/message-time.ts'
import { MESSAGE_SENT, ReplySchema } from '#app/models/conversations/reply.schema.ts'
import { NOT_FOUND_MESSAGE, replyInConversation } from '#app/models/conversations/send-message.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { markNotificationsReadByLink } from '#app/models/notifications/notifications.server.ts'
import { paths } from '#app/lib/paths.ts'

// zod and conform on first use of the chat box
const ReplyForm = formOnFirstUse(import.meta.env.SSR ? LiveReplyForm : null, () =>
	import('#app/components/conversations/reply-form.tsx').then((module) => module.ReplyForm),
)

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `${data?.otherName ?? 'Conversación'} · Mensajes · Reformas` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const conversationId = params.conversationId ?? ''
	// opening the conversation is seeing it: mark first, so the page and the counters agree
	if (!(await markConversationSeen(user.id, conversationId))) throw new Response(NOT_FOUND_MESSAGE, { status: 404 })
	const [conversation] = await Promise.all([
		getConversationForViewer(user.id, conversationId),
		markNotificationsReadByLink(user.id, conversationLink(user.role, conversationId)),
	])
	if (!conversation) throw new Response(NOT_FOUND_MESSAGE, { status: 404 })
	const now = new Date()
	return {
		id: conversation.id,
		// the reply form's idempotency key: a resent form (double click, browser retry) stores one message
		clientKey: crypto.randomUUID(),
		base: paths.messages(user.role),
		otherName: conversation.otherName,
		jobTitle: conversation.jobTitle,
		messages: conversation.messages.map((m) => ({
			id: m.id,
			text: m.text,
			mine: m.senderId === user.id,
			// only the viewer's own keys: they say which of his offline messages are stored
			clientKey: m.senderId === user.id ? m.clientKey : null,
			seenByOther: m.seenBy.includes(conversation.otherId),
			time: formatMessageTime(m.createdAt, now),
			dateTime: m.createdAt.toISOString(),
		})),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	return formAction(request, {
		schema: ReplySchema,
		refusal: (refusal) => {
			if (refusal.code === 'not_found') throw new Response(refusal.message, { status: 404 })
			// the craftsman gate refused (no plan in force, or the profile is no longer verified)
			return { field: 'message', extra: { needsPlan: refusal.code === 'payment_required' } }
		},
		run: async ({ message, clientKey }) => {
			await replyInConversation({ sender: user, conversationId: params.conversationId ?? '', text: message, clientKey })
			return redirectWithToast(`${new URL(request.url).pathname}#responder`, { type: 'success', text: MESSAGE_SENT })
		},
	})
}

/** A send whose connection dropped on the way is queued as one typed offline (pending-messages.ts). */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
	return queueIfOffline(request, () => serverAction<typeof action>())
}

/**
 * The layout's counters load in parallel with this page, before it marks the messages seen: once
 * open, reload them if they still count something.
 */
function useRefreshStaleCounters() {
	// 'dashboard': the layout's id in app/routes.ts
	const layout = useRouteLoaderData<{ unseenConversations: number; unreadNotifications: number }>('dashboard')
	const revalidator = useRevalidator()
	const stale = (layout?.unseenConversations ?? 0) + (layout?.unreadNotifications ?? 0) > 0
	const { id } = useLoaderData<typeof loader>()
	useEffect(() => {
		if (stale && revalidator.state === 'idle') revalidator.revalidate()
		// once per opened conversation
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [id])
}

export default function ConversationRoute() {
	const { id, base, otherName, jobTitle, messages, clientKey } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const endRef = useRef<HTMLDivElement>(null)
	useRefreshStaleCounters()
	const replyAction = `${base}/${id}`
	const pending = usePendingMessages({
		action: replyAction,
		formId: 'responder',
		storedKeys: messages.map((m) => m.clientKey),
	})
	const lastId = messages.at(-1)?.id
	useEffect(() => {
		endRef.current?.scrollIntoView({ block: 'end' })
	}, [lastId, pending.length])
	return (
		<section className="chat stack">
			<p>
				<Link to={base}>← Todas las conversaciones</Link>
			</p>
			<header className="chat__header">
				<h1>{otherName}</h1>
				{jobTitle ? <p className="chat__job">Trabajo: {jobTitle}</p> : null}
			</header>
			<ol className="chat-thread" aria-label="Mensajes" aria-live="polite">
				{messages.map((m) => (
					<li key={m.id} className={`chat-msg ${m.mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`}>
						<span className="visually-hidden">{m.mine ? 'Tú' : otherName}: </span>
						<p className="chat-msg__text">{m.text}</p>
						<span className="chat-msg__meta">
							<time dateTime={m.dateTime}>{m.time}</time>
							{m.mine && m.seenByOther ? ' · Visto' : null}
						</span>
					</li>
				))}
				{pending.map((m) => (
					<li key={m.clientKey} className="chat-msg chat-msg--mine chat-msg--pending">
						<span className="visually-hidden">Tú: </span>
						<p className="chat-msg__text">{m.text}</p>
						<span className="chat-msg__meta">
							{m.refused ? (
								<>
									No enviado: el servidor no lo ha aceptado.{' '}
									<button type="button" className="button button--ghost" onClick={() => removePending(m.clientKey)}>
										Quitar
									</button>
								</>
							) : (
								'Pendiente: se enviará cuando vuelva la conexión'
							)}
						</span>
					</li>
				))}
			</ol>
			<div ref={endRef}>
				<ReplyForm action={replyAction} clientKey={clientKey} lastResult={actionData?.result} />
				{actionData && 'needsPlan' in actionData && actionData.needsPlan ? (
					<p>
						<Link to={paths.craftsmanPlans()}>Ver los planes de suscripción</Link>
					</p>
				) : null}
			</div>
		</section>
	)
}
