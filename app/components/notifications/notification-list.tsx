import { Form, Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { NotificationPage } from '#app/models/notifications/notification-page.server.ts'

type Item = NotificationPage['items'][number]

export function NotificationItems({ items }: { items: Item[] }) {
	return (
		<ul className="notification-list">
			{items.map((n) => (
				<li key={n.id} className={`notification${n.read ? '' : ' notification--unread'}`}>
					{n.read ? null : <span className="visually-hidden">Sin leer: </span>}
					{n.href ? (
						<Link to={n.href} className="notification__text">
							{n.text}
						</Link>
					) : (
						<span className="notification__text">{n.text}</span>
					)}
					<time className="notification__time" dateTime={n.dateTime}>
						{n.ago}
					</time>
				</li>
			))}
		</ul>
	)
}

/** Spec 000 §2: marks all read; disabled with nothing unread. A plain form, with or without JS. */
export function MarkAllReadForm({
	action,
	unread,
	redirectTo,
}: {
	action: string
	unread: number
	redirectTo?: string
}) {
	return (
		<Form method="post" action={action} className="notifications__mark">
			<input type="hidden" name="id" value="" />
			{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
			<button type="submit" className="button button--ghost" disabled={unread === 0}>
				Marcar como leído
			</button>
		</Form>
	)
}

/**
 * The first page from the loader, then (with JS) the next pages as the list's end comes into
 * view; without JS the page's pagination links do the same job.
 */
export function NotificationFeed({ first, source }: { first: NotificationPage; source: (page: number) => string }) {
	const [more, setMore] = useState<Item[]>([])
	const [loaded, setLoaded] = useState(first.page)
	const fetcher = useFetcher<NotificationPage>()
	const end = useRef<HTMLDivElement>(null)
	useEffect(() => {
		setMore([])
		setLoaded(first.page)
	}, [first])
	useEffect(() => {
		if (fetcher.state === 'idle' && fetcher.data && fetcher.data.page > loaded) {
			const page = fetcher.data
			setMore((items) => [...items, ...page.items])
			setLoaded(page.page)
		}
	}, [fetcher.state, fetcher.data, loaded])
	const hasMore = loaded < first.totalPages
	useEffect(() => {
		document.querySelector('[data-pager]')?.setAttribute('hidden', '')
		const target = end.current
		if (!target || !hasMore) return
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((e) => e.isIntersecting) && fetcher.state === 'idle') fetcher.load(source(loaded + 1))
		})
		observer.observe(target)
		return () => observer.disconnect()
	}, [hasMore, loaded, fetcher, source])
	if (first.items.length === 0) return <p className="notifications__empty">Sin notificaciones</p>
	return (
		<>
			<NotificationItems items={[...first.items, ...more]} />
			{fetcher.state === 'loading' ? <p className="notifications__loading">Cargando...</p> : null}
			<div ref={end} aria-hidden="true" />
		</>
	)
}
