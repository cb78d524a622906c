import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { JobFilterForm as LiveJobFilterForm } from '#app/components/job-alerts/job-filter-form.tsx'
import { JobCard } from '#app/components/jobs/job-card.tsx'
import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { JobFilterSchema, PLACE_REQUIRED } from '#app/models/job-alerts/job-alerts.schema.ts'
import {
	clearFilter,
	getFeedFilter,
	listJobsForFilter,
	saveFilter,
} from '#app/models/job-alerts/saved-filter.server.ts'
import { toJobCard } from '#app/models/jobs/job-feed.server.ts'
import { placeMatchesZip, placesForZip } from '#app/models/jobs/job-wizard.server.ts'
import { PUBLIC_JOBS_PAGE_SIZE } from '#app/models/jobs/limits.ts'
import { listServices } from '#app/models/services/services.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { formatKilometres, formatList } from '#app/lib/format.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'
import { FIND_PLACE, findPlaceRedirect } from '#app/components/places/find-place.server.ts'

// zod, conform and the place picker's live form on first use of the filter
const JobFilterForm = formOnFirstUse(import.meta.env.SSR ? LiveJobFilterForm : null, () =>
	import('#app/components/job-alerts/job-filter-form.tsx').then((module) => module.JobFilterForm),
)

export const meta: MetaFunction = () => [{ title: 'Lista de empleos · Reformas' }]

const PATH = paths.craftsmanJobFeed()
const PLACE_MISMATCH = 'El lugar no corresponde al código postal'

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const url = new URL(request.url)
	const page = pageParam(url)
	const [filter, services] = await Promise.all([getFeedFilter(user.id), listServices()])
	const zip = url.searchParams.get('cp') ?? filter.postalCode?.code ?? ''
	const [{ jobs, total, distanceIgnored }, places] = await Promise.all([
		listJobsForFilter(user.id, filter, { page, pageSize: PUBLIC_JOBS_PAGE_SIZE }),
		placesForZip(zip),
	])
	// in words here, not in the browser: a list of cards formats nothing there (issue 39)
	const trades = services.filter((service) => filter.categories.includes(service.id)).map((service) => service.name)
	const place = filter.postalCode ? `${filter.postalCode.code} ${filter.postalCode.placeName}` : 'tu código postal'
	const applied = {
		source: filter.source,
		trades: trades.length ? formatList(trades) : 'todos los oficios',
		where: filter.distanceKm ? `a menos de ${formatKilometres(filter.distanceKm)} km de ${place}` : 'en toda España',
	}
	// without JavaScript «Buscar» comes back here: the form keeps what was ticked and typed
	const typed = url.searchParams.has('cp')
	return {
		services: services.map(({ id, name, icon }) => ({ id, name, icon })),
		applied,
		filter: {
			categories: typed ? url.searchParams.getAll('oficio') : filter.categories,
			distance: typed ? (url.searchParams.get('km') ?? '') : (filter.distanceKm?.toString() ?? ''),
			postalCodeId: filter.postalCodeId,
		},
		zip,
		places: places.map(({ id, code, placeName, province }) => ({ id, code, placeName, province })),
		jobs: jobs.map(toJobCard),
		total,
		page,
		totalPages: Math.ceil(total / PUBLIC_JOBS_PAGE_SIZE),
		distanceIgnored,
	}
}

// the place picker's «Buscar» without JavaScript, «Quitar filtro», or the filter's form (its own
// button sends no intent); built when the action runs, so zod stays out of the page
const filterActions = () =>
	z.discriminatedUnion('intent', [
		z.object({ intent: z.literal(FIND_PLACE) }),
		z.object({ intent: z.literal('clear') }),
		JobFilterSchema.extend({ intent: z.literal('save').optional() }),
	])

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return formAction(request, {
		schema: filterActions(),
		run: async (value, form) => {
			if (value.intent === FIND_PLACE) {
				// without JavaScript: show the places of the typed postal code to choose from, keeping the
				// ticked trades and the distance (as typed)
				const typed = form.formData
				const keep = typed.getAll('categories').map((trade): [string, string] => ['oficio', String(trade).slice(0, 80)])
				const distance = String(typed.get('distance') ?? '').trim()
				if (distance) keep.push(['km', distance.slice(0, 10)])
				return findPlaceRedirect(PATH, typed.get('zip'), keep)
			}
			if (value.intent === 'clear') {
				await clearFilter(user.id)
				return redirectWithToast(PATH, { type: 'success', text: 'Filtro eliminado' })
			}
			const { categories, zip, distance } = value
			let postalCodeId = zip ? value.postalCodeId : undefined
			if (zip && !postalCodeId) {
				// a postal code with a single place needs no choice (the usual case without JavaScript)
				const places = await placesForZip(zip)
				if (places.length !== 1) return form.reply({ fieldErrors: { postalCodeId: [PLACE_REQUIRED] } })
				postalCodeId = places[0]!.id
			}
			if (zip && postalCodeId && !(await placeMatchesZip(postalCodeId, zip)))
				return form.reply({ fieldErrors: { postalCodeId: [PLACE_MISMATCH] } })
			await saveFilter(user.id, { categories, distanceKm: distance, postalCodeId })
			return redirectWithToast(PATH, { type: 'success', text: 'Filtro guardado' })
		},
	})
}

export default function JobListRoute() {
	const { services, applied, filter, zip, places, jobs, total, page, totalPages, distanceIgnored } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const refused = Boolean(actionData?.result.error && Object.keys(actionData.result.error).length)
	return (
		<section className="stack job-list">
			<h1>Lista de empleos</h1>
			<FilterSummary applied={applied} />
			<details className="job-filter" open={refused || undefined}>
				<summary>Filtrar trabajos</summary>
				<JobFilterForm
					key={`${zip} ${filter.postalCodeId} ${filter.distance} ${filter.categories.join()}`}
					action={PATH}
					services={services}
					filter={filter}
					zip={zip}
					places={places}
					lastResult={actionData?.result}
				/>
			</details>
			{distanceIgnored ? <p className="notice">Indica una ubicación para filtrar por distancia.</p> : null}
			<p className="job-list__count" aria-live="polite">
				{total === 1 ? '1 trabajo' : `${total} trabajos`}
			</p>
			{jobs.length ? (
				<ul className="job-cards">
					{jobs.map((job) => (
						<li key={job.id} className="card">
							<JobCard job={job} signedIn headingLevel={2} />
						</li>
					))}
				</ul>
			) : (
				<p className="notice">No hay trabajos que coincidan con tu filtro.</p>
			)}
			<Pager
				page={page}
				totalPages={totalPages}
				link={(number) => `${PATH}?pagina=${number}`}
				labels={{ previous: '‹ Anterior', next: 'Siguiente ›' }}
				className="pagination"
				aria-label="Páginas de resultados"
			/>
			<p>
				<Link to={paths.craftsmanJobAlerts()}>Recibe estos trabajos por correo con una alerta de empleo</Link>
			</p>
		</section>
	)
}

/** What the list shows, in words, visible with the filter panel collapsed. */
function FilterSummary({ applied }: { applied: { source: 'saved' | 'default'; trades: string; where: string } }) {
	return (
		<p className="job-filter__summary">
			<strong>{applied.source === 'saved' ? 'Tu filtro guardado' : 'Trabajos para ti'}:</strong> {applied.trades},{' '}
			{applied.where}.{applied.source === 'default' ? ' Cámbialo en «Filtrar trabajos».' : null}
		</p>
	)
}
