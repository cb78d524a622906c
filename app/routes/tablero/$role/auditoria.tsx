import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { auditActionLabel, auditDetails, auditTargetLabel } from '#app/models/admin/audit-labels.ts'
import { readAuditFilter } from '#app/models/admin/audit-log.schema.ts'
import { getAuditFilterOptions, listAuditLog } from '#app/models/admin/audit-log.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { formatDate, plural } from '#app/lib/format.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Auditoría · Reformas' }]

const person = (user: { name: string; lastName: string; email: string }) => ({
	name: fullName(user),
	email: user.email,
})

// Read only, admins only. The filters are a GET form, so links can be shared.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const url = new URL(request.url)
	const filter = readAuditFilter(url.searchParams)
	const [log, options] = await Promise.all([listAuditLog(filter), getAuditFilterOptions()])
	return {
		filter,
		query: [...url.searchParams].filter(([key, value]) => key !== 'pagina' && value !== ''),
		total: log.total,
		pages: log.pages,
		entries: log.entries.map((entry) => ({
			id: entry.id,
			when: formatDate(entry.createdAt, 'dateTimeSeconds'),
			actor: entry.actor ? person(entry.actor) : null,
			actingAs: entry.actingAs ? { id: entry.actingAs.id, ...person(entry.actingAs) } : null,
			action: auditActionLabel(entry.action),
			target: { type: auditTargetLabel(entry.targetType), isUser: entry.targetType === 'user', id: entry.targetId },
			details: auditDetails(entry.details),
		})),
		options: {
			actions: options.actions.map((value) => ({ value, label: auditActionLabel(value) })),
			targetTypes: options.targetTypes.map((value) => ({ value, label: auditTargetLabel(value) })),
			admins: options.admins.map((admin) => ({ value: admin.id, label: `${person(admin).name} (${admin.email})` })),
		},
	}
}

function pageLink(query: Array<[string, string]>, page: number) {
	return `?${new URLSearchParams([...query, ['pagina', String(page)]])}`
}

export default function AuditLogRoute() {
	const { filter, query, total, pages, entries, options } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Auditoría</h1>
			<Form method="get" className="audit-filters" aria-label="Filtrar la auditoría">
				<Select name="accion" label="Acción" value={filter.accion} options={options.actions} />
				<Select name="admin" label="Administrador" value={filter.admin} options={options.admins} />
				<Select name="tipo" label="Tipo de objeto" value={filter.tipo} options={options.targetTypes} />
				<label className="field">
					<span>Desde</span>
					<input type="date" name="desde" defaultValue={filter.desde ?? ''} />
				</label>
				<label className="field">
					<span>Hasta</span>
					<input type="date" name="hasta" defaultValue={filter.hasta ?? ''} />
				</label>
				<label className="field">
					<span>Id del objeto</span>
					<input type="search" name="objetivo" defaultValue={filter.objetivo ?? ''} />
				</label>
				<div className="button-row audit-filters__actions">
					<button type="submit" className="button">
						Filtrar
					</button>
					<Link to="?" className="button button--ghost">
						Quitar filtros
					</Link>
				</div>
			</Form>
			<p>{plural(total, 'entrada')}</p>
			{entries.length === 0 ? (
				<p>No hay entradas con estos filtros.</p>
			) : (
				<table className="admin-table audit-table">
					<thead>
						<tr>
							<th scope="col">Cuándo</th>
							<th scope="col">Quién</th>
							<th scope="col">Como</th>
							<th scope="col">Acción</th>
							<th scope="col">Objeto</th>
							<th scope="col">Detalles</th>
						</tr>
					</thead>
					<tbody>
						{entries.map((entry) => (
							<tr key={entry.id}>
								<td data-label="Cuándo">{entry.when}</td>
								<td data-label="Quién">{entry.actor ? <Person {...entry.actor} /> : 'Usuario eliminado'}</td>
								<td data-label="Como">
									{entry.actingAs ? (
										<Link to={paths.adminUser(entry.actingAs.id)}>
											<Person {...entry.actingAs} />
										</Link>
									) : (
										'—'
									)}
								</td>
								<td data-label="Acción">{entry.action}</td>
								<td data-label="Objeto">
									{entry.target.type}
									{entry.target.id ? (
										<>
											{' · '}
											{entry.target.isUser ? (
												<Link to={paths.adminUser(entry.target.id)}>{entry.target.id}</Link>
											) : (
												<code>{entry.target.id}</code>
											)}
										</>
									) : null}
								</td>
								<td data-label="Detalles">
									{entry.details.length ? (
										<dl className="audit-details">
											{entry.details.map((detail) => (
												<div key={detail.label}>
													<dt>{detail.label}</dt>
													<dd>{detail.value}</dd>
												</div>
											))}
										</dl>
									) : (
										'—'
									)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
			<Pager
				page={filter.pagina}
				totalPages={pages}
				link={(to) => pageLink(query, to)}
				labels={{ previous: '← Más recientes', next: 'Más antiguas →' }}
				keepPlace
				always
				className="form-links"
			/>
		</section>
	)
}

function Person({ name, email }: { name: string; email: string }) {
	return (
		<>
			{name || 'Usuario eliminado'}
			{email ? <span className="audit-email">{email}</span> : null}
		</>
	)
}

function Select({
	name,
	label,
	value,
	options,
}: {
	name: string
	label: string
	value?: string
	options: Array<{ value: string; label: string }>
}) {
	return (
		<label className="field">
			<span>{label}</span>
			<select name={name} defaultValue={value ?? ''}>
				<option value="">Todas</option>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</label>
	)
}
