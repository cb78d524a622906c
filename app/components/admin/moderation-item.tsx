import { Form, Link } from '@remix-run/react'
import { paths } from '#app/lib/paths.ts'

type Item = {
	kind: 'trabajo' | 'opinion'
	id: string
	title: string
	text: string
	meta: string
	link: string
	hiddenReason: string | null
}

/** One job or review on the moderation page: hide with a reason, show again, or delete. */
export function ModerationItem({ item }: { item: Item }) {
	const noun = item.kind === 'trabajo' ? 'trabajo' : 'opinión'
	const reasonId = `reason-${item.id}`
	return (
		<li className="admin-item" id={`item-${item.id}`} aria-labelledby={`title-${item.id}`}>
			<h2 id={`title-${item.id}`} className="admin-item__title">
				<Link to={item.link}>{item.title}</Link>
				{item.hiddenReason !== null ? <span className="admin-status admin-status--cancelled">Oculto</span> : null}
			</h2>
			<p className="admin-muted">{item.meta}</p>
			<p className="admin-item__text">{item.text}</p>
			{item.hiddenReason !== null ? <p>Motivo: {item.hiddenReason}</p> : null}
			<div className="admin-actions">
				{item.hiddenReason === null ? (
					<Form method="post" className="admin-inline-form">
						<input type="hidden" name="kind" value={item.kind} />
						<input type="hidden" name="id" value={item.id} />
						<div className="field">
							<label htmlFor={reasonId}>Motivo para ocultar</label>
							<input id={reasonId} name="reason" required maxLength={500} autoComplete="off" />
						</div>
						<button type="submit" className="button" name="intent" value="ocultar">
							Ocultar
							<span className="visually-hidden">
								{' '}
								{noun}: {item.title}
							</span>
						</button>
					</Form>
				) : (
					<Form method="post">
						<input type="hidden" name="kind" value={item.kind} />
						<input type="hidden" name="id" value={item.id} />
						<button type="submit" className="button" name="intent" value="mostrar">
							Volver a mostrar
							<span className="visually-hidden">
								{' '}
								{noun}: {item.title}
							</span>
						</button>
					</Form>
				)}
				<Link className="button button--ghost" to={paths.adminModerationDelete(item.kind, item.id)}>
					Eliminar
					<span className="visually-hidden">
						{' '}
						{noun}: {item.title}
					</span>
				</Link>
			</div>
		</li>
	)
}
