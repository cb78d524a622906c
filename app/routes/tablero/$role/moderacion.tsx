import { starsText } from '#app/models/reviews/rating.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ModerationItem } from '#app/components/admin/moderation-item.tsx'
import {
	moderatedJobTitle,
	listJobsForModeration,
	listReviewsForModeration,
	MODERATION_PAGE_SIZE,
} from '#app/models/admin/moderation-queries.server.ts'
import { ModerationActionSchema } from '#app/models/admin/moderation.schema.ts'
import { setContentHidden } from '#app/models/admin/moderation.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, toastAnswers } from '#app/lib/form-action.server.ts'
import { formatDate, plural } from '#app/lib/format.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Moderación · Reformas' }]

const PATH = paths.adminModeration()
// Jobs (by reference, text or date) or reviews (by date or company): `?ver=opiniones&q=…&pagina=`.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const url = new URL(request.url)
	const view = url.searchParams.get('ver') === 'opiniones' ? 'opiniones' : 'trabajos'
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
	const page = pageParam(url)
	const common = { view, q, page }
	if (view === 'trabajos') {
		const { jobs, total } = await listJobsForModeration({ search: q, page })
		return {
			...common,
			total,
			totalPages: Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE)),
			items: jobs.map((job) => ({
				kind: 'trabajo' as const,
				id: job.id,
				title: `${moderatedJobTitle(job)} · referencia ${job.listingId}`,
				text: job.description,
				meta: `${formatDate(job.createdAt, 'short')} · ${job.owner.email} · ${job._count.offers} ofertas`,
				link: `/newjob/${job.id}`,
				hiddenReason: job.hiddenAt ? (job.hiddenReason ?? '') : null,
			})),
		}
	}
	const { reviews, total } = await listReviewsForModeration({ company: q, page })
	return {
		...common,
		total,
		totalPages: Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE)),
		items: reviews.map((review) => ({
			kind: 'opinion' as const,
			id: review.id,
			title: `${starsText(review.rating)} para ${review.craftsman.companyName}`,
			text: review.comment,
			meta: `${formatDate(review.createdAt, 'short')} · ${review.author?.email ?? 'cuenta eliminada'}`,
			link: `/oficial/${review.craftsman.companySlug}`,
			hiddenReason: review.hiddenAt ? (review.hiddenReason ?? '') : null,
		})),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const back = `${PATH}${new URL(request.url).search}`
	// the list's buttons answer with toasts: bad input and a refusal alike
	return formAction(request, {
		schema: ModerationActionSchema,
		...toastAnswers(back),
		run: async (input) => {
			const reason = input.intent === 'ocultar' ? input.reason : null
			const done = await setContentHidden({ kind: input.kind, id: input.id, reason, adminId: admin.id })
			return redirectWithToast(back, { type: 'success', text: done.message })
		},
	})
}

export default function ModerationRoute() {
	const { view, q, page, total, totalPages, items } = useLoaderData<typeof loader>()
	const pageLink = (to: number) => `?${new URLSearchParams({ ver: view, ...(q && { q }), pagina: String(to) })}`
	return (
		<section className="stack">
			<h1>Moderación</h1>
			<nav className="admin-subnav" aria-label="Contenido">
				<Link to="?ver=trabajos" aria-current={view === 'trabajos' ? 'page' : undefined}>
					Trabajos
				</Link>
				<Link to="?ver=opiniones" aria-current={view === 'opiniones' ? 'page' : undefined}>
					Opiniones
				</Link>
			</nav>
			<Form
				method="get"
				className="admin-filters"
				role="search"
				aria-label={view === 'trabajos' ? 'Buscar trabajos' : 'Buscar opiniones'}
			>
				<input type="hidden" name="ver" value={view} />
				<div className="field">
					<label htmlFor="q">{view === 'trabajos' ? 'Referencia o texto del trabajo' : 'Empresa valorada'}</label>
					<input id="q" name="q" type="search" defaultValue={q} autoComplete="off" />
				</div>
				<button type="submit" className="button">
					Buscar
				</button>
			</Form>
			<p>
				{view === 'trabajos' ? plural(total, 'trabajo') : plural(total, 'opinión', 'opiniones')}, los más recientes
				primero.
			</p>
			{items.length === 0 ? (
				<p>No hay resultados.</p>
			) : (
				<ul className="admin-items">
					{items.map((item) => (
						<ModerationItem key={item.id} item={item} />
					))}
				</ul>
			)}
			<Pager page={page} totalPages={totalPages} link={pageLink} />
		</section>
	)
}
