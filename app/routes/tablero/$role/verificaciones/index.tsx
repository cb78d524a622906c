import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { reviewState } from '#app/components/admin/format.ts'
import { documentLabel } from '#app/models/craftsmen/document-labels.ts'
import { ThumbnailLink } from '#app/components/admin/thumbnail-link.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { ADMIN_PAGE_SIZE, readReviewFilter, type ReviewFilter } from '#app/models/admin/admin-actions.schema.ts'
import { listCraftsmenForReview } from '#app/models/admin/craftsman-verification.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { paths } from '#app/lib/paths.ts'
import { formatDate } from '#app/lib/format.ts'

export const meta: MetaFunction = () => [{ title: 'Verificaciones · Reformas' }]

const PATH = paths.adminVerifications()
const FILTER_LABELS: Record<ReviewFilter, string> = {
	pendiente: 'Pendientes',
	rechazado: 'Rechazados',
	verificado: 'Verificados',
	todos: 'Todos',
}

export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const params = new URL(request.url).searchParams
	const filter = readReviewFilter(params.get('estado'))
	const page = pageParam(params)
	const { users, total, totalPages } = await listCraftsmenForReview({ filter, page, pageSize: ADMIN_PAGE_SIZE })
	return {
		filter,
		page,
		total,
		totalPages,
		craftsmen: users.map((user) => ({
			id: user.id,
			name: fullName(user),
			email: user.email,
			phone: user.phone,
			place: user.postalCode ? `${user.postalCode.code} ${user.postalCode.placeName}` : null,
			createdAt: user.createdAt,
			blocked: Boolean(user.blockedAt),
			companyName: user.craftsman!.companyName,
			state: reviewState(user.craftsman!),
			services: user.craftsman!.services.map((item) => item.service.name),
			documents: user.craftsman!.documents.map((doc) => ({ id: doc.id, type: doc.type, url: doc.url })),
		})),
	}
}

export default function VerificationQueueRoute() {
	const { filter, page, total, totalPages, craftsmen } = useLoaderData<typeof loader>()
	return (
		<section className="stack admin">
			<h1>Verificación de oficiales</h1>
			<nav aria-label="Estado" className="admin-tabs">
				{(Object.keys(FILTER_LABELS) as ReviewFilter[]).map((value) => (
					<Link
						key={value}
						to={`${PATH}?estado=${value}`}
						aria-current={value === filter ? 'page' : undefined}
						className="admin-tabs__link"
					>
						{FILTER_LABELS[value]}
					</Link>
				))}
			</nav>
			<p>
				{total === 0
					? 'No hay oficiales en este estado.'
					: `${total} ${total === 1 ? 'oficial' : 'oficiales'}, primero los que llevan más tiempo esperando.`}
			</p>
			<ul className="admin-list">
				{craftsmen.map((craftsman) => (
					<li key={craftsman.id} className="card admin-item">
						<div className="admin-item__head">
							<h2 className="card__title">
								<Link to={`${PATH}/${craftsman.id}`}>{craftsman.companyName}</Link>
							</h2>
							<span className={`admin-badge admin-badge--${craftsman.state.tone}`}>{craftsman.state.label}</span>
							{craftsman.blocked ? <span className="admin-badge admin-badge--ko">Bloqueado</span> : null}
						</div>
						<dl className="admin-facts">
							<dt>Contacto</dt>
							<dd>{craftsman.name}</dd>
							<dt>Correo</dt>
							<dd className="admin-break">{craftsman.email}</dd>
							<dt>Teléfono</dt>
							<dd>{craftsman.phone || '—'}</dd>
							<dt>Lugar</dt>
							<dd>{craftsman.place ?? '—'}</dd>
							<dt>Servicios</dt>
							<dd>{craftsman.services.join(', ') || '—'}</dd>
							<dt>Registro</dt>
							<dd>{formatDate(new Date(craftsman.createdAt), 'short')}</dd>
						</dl>
						{craftsman.documents.length ? (
							<ul className="admin-thumbs" aria-label={`Documentos de ${craftsman.companyName}`}>
								{craftsman.documents.map((doc, index) => (
									<li key={doc.id}>
										<ThumbnailLink url={doc.url} label={`${documentLabel(doc.type)} ${index + 1}`} />
									</li>
								))}
							</ul>
						) : (
							<p className="card__meta">Sin documentos.</p>
						)}
						<p>
							<Link className="button" to={`${PATH}/${craftsman.id}`}>
								{craftsman.state.tone === 'ok' ? 'Ver ficha' : 'Revisar documentos'}
								<span className="visually-hidden"> de {craftsman.companyName}</span>
							</Link>
						</p>
					</li>
				))}
			</ul>
			<Pager page={page} totalPages={totalPages} className="button-row admin-pager" />
		</section>
	)
}
