import { Link, NavLink, useFetcher, useRevalidator } from '@remix-run/react'
import { type UIEvent, useEffect, useRef, useState } from 'react'
import type { NotificationPage } from '#app/models/notifications/notification-page.server.ts'
import { MarkAllReadForm, NotificationItems } from './notification-list.tsx'

function Badge({ count, label }: { count: number; label: string }) {
	if (count === 0) return null
	return (
		<span className="bar-badge">
			{count > 99 ? '99+' : count}
			<span className="visually-hidden"> {label}</span>
		</span>
	)
}

/**
 * «Notificaciones», which wraps the bar onto a second row on a phone: there a bell shows and the
 * word stays for screen readers (styles: `.bar-label`).
 */
function NotificationsLabel() {
	return (
		<>
			<svg className="bar-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
				<path
					d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
					fill="currentColor"
				/>
			</svg>
			<span className="bar-label">Notificaciones</span>
		</>
	)
}

/** True once React runs in the browser; false in the server's HTML and with JavaScript off. */
function useHydrated() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return hydrated
}

/**
 * The top bar's notifications. Without JavaScript a plain link to the notifications page (issue
 * 16: an empty dropdown helps nobody); with it a <details> that loads 10 at a time, the next page
 * when scrolled to within 1 px of the bottom (§9).
 */
export function NotificationsDropdown({ base, unread }: { base: string; unread: number }) {
	const fetcher = useFetcher<NotificationPage>()
	const [pages, setPages] = useState<NotificationPage[]>([])
	const [open, setOpen] = useState(false)
	const { state } = useRevalidator()
	const loadedOnce = useRef(false)
	useEffect(() => {
		if (fetcher.state !== 'idle' || !fetcher.data) return
		const page = fetcher.data
		setPages((current) =>
			page.page === 1 ? [page] : current.some((p) => p.page === page.page) ? current : [...current, page],
		)
	}, [fetcher.state, fetcher.data])
	// a push revalidated the page (unread changed): reload the open list from its first page
	useEffect(() => {
		if (open && loadedOnce.current && state === 'idle') fetcher.load('/resources/notificaciones?pagina=1')
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [unread])
	const hydrated = useHydrated()
	const last = pages.at(-1)
	const items = pages.flatMap((p) => p.items)
	function onScroll(event: UIEvent<HTMLDivElement>) {
		const box = event.currentTarget
		if (
			box.scrollHeight - box.scrollTop - box.clientHeight <= 1 &&
			last &&
			last.page + 1 <= last.totalPages &&
			fetcher.state === 'idle'
		) {
			fetcher.load(`/resources/notificaciones?pagina=${last.page + 1}`)
		}
	}
	if (!hydrated) {
		return (
			<NavLink to={`${base}/notificaciones`} className="bar-link">
				<NotificationsLabel /> <Badge count={unread} label="sin leer" />
			</NavLink>
		)
	}
	return (
		<details
			className="bar-dropdown"
			onToggle={(event) => {
				const isOpen = event.currentTarget.open
				setOpen(isOpen)
				if (isOpen) {
					loadedOnce.current = true
					fetcher.load('/resources/notificaciones?pagina=1')
				}
			}}
		>
			<summary>
				<NotificationsLabel /> <Badge count={unread} label="sin leer" />
			</summary>
			<div className="bar-dropdown__panel" onScroll={onScroll}>
				{!last && fetcher.state !== 'idle' ? <p>Cargando...</p> : null}
				{last && items.length === 0 ? <p>Sin notificaciones</p> : null}
				{items.length ? <NotificationItems items={items} /> : null}
				{last && fetcher.state !== 'idle' ? <p>Cargando...</p> : null}
				<div className="bar-dropdown__foot">
					<MarkAllReadForm action={`${base}/notificaciones`} unread={unread} redirectTo={`${base}/notificaciones`} />
					<Link to={`${base}/notificaciones`}>Ver todas</Link>
				</div>
			</div>
		</details>
	)
}

type ConversationSummary = {
	id: string
	otherName: string
	lastText: string
	time: string
	dateTime: string
	unseen: boolean
}

/**
 * The top bar's messages: the latest conversations (loaded when opened) and the unseen count;
 * without JavaScript a plain link to the messages page.
 */
export function MessagesDropdown({ base, unseen }: { base: string; unseen: number }) {
	const fetcher = useFetcher<{ conversations: ConversationSummary[] }>()
	const hydrated = useHydrated()
	const list = fetcher.data?.conversations
	if (!hydrated) {
		return (
			<NavLink to={`${base}/mensajes/`} className="bar-link">
				Mensajes <Badge count={unseen} label="conversaciones sin leer" />
			</NavLink>
		)
	}
	return (
		<details
			className="bar-dropdown"
			onToggle={(event) => {
				if (event.currentTarget.open) fetcher.load(`${base}/mensajes?index`)
			}}
		>
			<summary>
				Mensajes <Badge count={unseen} label="conversaciones sin leer" />
			</summary>
			<div className="bar-dropdown__panel">
				{!list && fetcher.state !== 'idle' ? <p>Cargando...</p> : null}
				{list && list.length === 0 ? <p>Sin mensajes</p> : null}
				{list?.length ? (
					<ul className="notification-list">
						{list.slice(0, 5).map((c) => (
							<li key={c.id} className={`notification${c.unseen ? ' notification--unread' : ''}`}>
								<Link to={`${base}/mensajes/${c.id}`} className="notification__text">
									<strong>{c.otherName}</strong>: {c.lastText}
								</Link>
								<time className="notification__time" dateTime={c.dateTime}>
									{c.time}
								</time>
							</li>
						))}
					</ul>
				) : null}
				<div className="bar-dropdown__foot">
					<Link to={`${base}/mensajes/`}>Ver todos los mensajes</Link>
				</div>
			</div>
		</details>
	)
}
