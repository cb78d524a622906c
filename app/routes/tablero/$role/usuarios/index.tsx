import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { reviewState } from '#app/components/admin/format.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { type Role } from '#app/models/auth/roles.ts'
import { ADMIN_PAGE_SIZE } from '#app/models/admin/admin-actions.schema.ts'
import { listUsers } from '#app/models/admin/user-admin.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { ROLE_LABELS, roleForSegment } from '#app/models/auth/roles.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { paths } from '#app/lib/paths.ts'
import { formatDate } from '#app/lib/format.ts'

export const meta: MetaFunction = () => [{ title: 'Usuarios · Reformas' }]

const PATH = paths.adminUsers()

export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const params = new URL(request.url).searchParams
	const role = roleForSegment(params.get('rol') ?? '')
	const search = (params.get('buscar') ?? '').trim().slice(0, 100)
	const page = pageParam(params)
	const { users, total, totalPages } = await listUsers({ role, search, page, pageSize: ADMIN_PAGE_SIZE })
	return {
		role,
		search,
		page,
		total,
		totalPages,
		users: users.map((user) => ({
			id: user.id,
			name: fullName(user),
			email: user.email,
			role: user.role,
			companyName: user.craftsman?.companyName ?? null,
			craftsmanState: user.craftsman ? reviewState(user.craftsman).label : null,
			place: user.postalCode?.placeName ?? null,
			createdAt: user.createdAt,
			blocked: Boolean(user.blockedAt),
			deleted: Boolean(user.deletedAt),
		})),
	}
}

export default function UsersRoute() {
	const { role, search, page, total, totalPages, users } = useLoaderData<typeof loader>()
	return (
		<section className="stack admin">
			<h1>Usuarios</h1>
			<Form method="get" className="admin-filters" role="search">
				<div className="field">
					<label htmlFor="buscar">Buscar</label>
					<input
						id="buscar"
						name="buscar"
						type="search"
						defaultValue={search}
						maxLength={100}
						placeholder="Nombre, apellidos, correo o empresa"
					/>
				</div>
				<div className="field">
					<label htmlFor="rol">Rol</label>
					<select id="rol" name="rol" defaultValue={role ?? ''}>
						<option value="">Todos</option>
						{(Object.keys(ROLE_LABELS) as Role[]).map((value) => (
							<option key={value} value={value}>
								{ROLE_LABELS[value]}
							</option>
						))}
					</select>
				</div>
				<button type="submit" className="button">
					Buscar
				</button>
			</Form>
			<p>
				{total === 0
					? 'Ningún usuario coincide con la búsqueda.'
					: `${total} ${total === 1 ? 'usuario' : 'usuarios'}, los más recientes primero.`}
			</p>
			<ul className="admin-list">
				{users.map((user) => (
					<li key={user.id} className="card admin-item">
						<div className="admin-item__head">
							<h2 className="card__title">
								<Link to={`${PATH}/${user.id}`}>{user.name || user.email}</Link>
							</h2>
							<span className="admin-badge">{ROLE_LABELS[user.role]}</span>
							{user.deleted ? (
								<span className="admin-badge admin-badge--ko">Cuenta eliminada</span>
							) : user.blocked ? (
								<span className="admin-badge admin-badge--ko">Bloqueado</span>
							) : null}
						</div>
						<dl className="admin-facts">
							<dt>Correo</dt>
							<dd className="admin-break">{user.email}</dd>
							{user.companyName ? (
								<>
									<dt>Empresa</dt>
									<dd>
										{user.companyName} ({user.craftsmanState})
									</dd>
								</>
							) : null}
							<dt>Lugar</dt>
							<dd>{user.place ?? '—'}</dd>
							<dt>Alta</dt>
							<dd>{formatDate(new Date(user.createdAt), 'short')}</dd>
						</dl>
					</li>
				))}
			</ul>
			<Pager page={page} totalPages={totalPages} className="button-row admin-pager" />
		</section>
	)
}
