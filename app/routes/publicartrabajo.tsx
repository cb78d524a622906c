import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import {
	type ClientActionFunctionArgs,
	type ClientLoaderFunctionArgs,
	Link,
	useActionData,
	useLoaderData,
} from '@remix-run/react'
import { JobWizardStep } from '#app/components/jobs/job-wizard-step.tsx'
import { TradeChoice } from '#app/components/jobs/trade-choice.tsx'
import { sortTrades } from '#app/models/services/trade-filter.ts'
import { FormOnFirstUse, preloadForm } from '#app/components/ui/form-on-first-use.tsx'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'
import { findRequestableCraftsman } from '#app/models/jobs/direct-request.server.ts'
import { getDraft, startDraft } from '#app/models/jobs/job-draft.server.ts'
import { STEP_TITLES, STEPS, type Step } from '#app/models/jobs/job-wizard-steps.ts'
import { neighbourStep, placesForZip, stepsFor } from '#app/models/jobs/job-wizard.server.ts'
import { ONLY_CLIENTS } from '#app/models/jobs/publish-job.server.ts'
import { getServiceBySlug, listServices } from '#app/models/services/services.server.ts'
import { getUserProfile } from '#app/models/users/users.server.ts'
import { getPriceRanges } from '#app/models/prices/prices.server.ts'
import { expectedRangeText } from '#app/models/prices/prices.ts'
import { addDraftImages } from '#app/models/jobs/job-draft-images.server.ts'
import { popupAware, publishedAnswer, readWizardForm, removeImage, submitStep } from './publicartrabajo.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { accountLimitAnnouncement } from '#app/models/auth/account-limit.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { offlineAware, offlineAwareLoad } from '#app/lib/offline.ts'
import { toSingleLine } from '#app/lib/single-line.ts'
import { findPlaceRedirect, isFindingPlace } from '#app/components/places/find-place.server.ts'
import { hyphenate } from '#app/lib/hyphenate.ts'

export const meta: MetaFunction = () => [
	{ title: 'Publicar un trabajo · Reformas' },
	{
		name: 'description',
		content:
			'Describe tu trabajo en unos pasos y recibe presupuestos de profesionales de tu zona. Gratis y sin compromiso.',
	},
]

// zod and conform: loaded on first use of a step
const loadJobWizardStep = () =>
	import('#app/components/jobs/job-wizard-step.tsx').then((module) => module.JobWizardStep)

/** spec 001 §4's «Algo va mal!!», said in Spanish that tells what happened and what to do */
const SERVICE_TITLES_MISSING = 'No encontramos ese servicio. Elige uno de la lista.'

const isStep = (value: string | null): value is Step => STEPS.includes(value as Step)

export async function loader({ request, context }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const user = await getOptionalUser(request)
	if (user && user.role !== 'cliente') return { view: 'refused' as const, message: ONLY_CLIENTS }

	const slug = url.searchParams.get('servicio')
	// the trades' search (TradeChoice): without JavaScript the list comes back narrowed
	const query = (url.searchParams.get('buscar') ?? '').slice(0, 60)
	const stored = await getDraft(request)
	// a published draft is done with (its cookie stays only to answer repeats of the last step)
	const draft = stored?.data.published ? null : stored
	// «Solicitar presupuesto» on a craftsman's profile or card: a direct request
	const para = url.searchParams.get('para')
	const addressee = para ? await findRequestableCraftsman({ companySlug: para.slice(0, 120) }) : null
	const sameRequest = (draft?.data.requestedCraftsmanId ?? null) === (addressee?.userId ?? null)
	if (slug && (slug !== draft?.service?.slug || !sameRequest)) {
		const service = await getServiceBySlug(slug)
		if (service) {
			// the words typed in a search («gotera en el techo») start the job's description
			const words = toSingleLine(url.searchParams.get('texto') ?? '')
				.trim()
				.slice(0, 200)
			const started = await startDraft(service.id, user?.id, {
				...(addressee ? { requestedCraftsmanId: addressee.userId } : {}),
				...(words ? { description: words } : {}),
			})
			return popupAware(url, redirect('/publicartrabajo?paso=titulo', { headers: { 'Set-Cookie': started.setCookie } }))
		}
		// spec 001 §4: a trade whose job titles cannot be found says so, above the trades to pick from
		return data(
			{ view: 'services' as const, services: sortTrades(await listServices()), alert: SERVICE_TITLES_MISSING, query },
			{ status: 404 },
		)
	}
	if (!draft?.service)
		return { view: 'services' as const, services: sortTrades(await listServices()), alert: null, query }

	const steps = stepsFor(Boolean(user))
	const requested = url.searchParams.get('paso')
	const step = isStep(requested) && steps.includes(requested) ? requested : steps[0]
	// a signed-in client starts from their profile's postal code (changing it updates the profile)
	const profileZip = user ? (await getUserProfile(user.id)).postalCode?.code : undefined
	const requestedFrom = draft.data.requestedCraftsmanId
		? await findRequestableCraftsman({ userId: draft.data.requestedCraftsmanId })
		: null
	const zip = url.searchParams.get('cp') ?? draft.data.zip ?? draft.postalCode?.code ?? profileZip ?? ''
	const places = step === 'ubicacion' ? await placesForZip(zip) : []
	// the last step sums up: what similar jobs were accepted for, in the place given so far
	const priceHint =
		step === 'ubicacion'
			? expectedRangeText(
					await getPriceRanges({
						serviceId: draft.service.id,
						title: draft.data.serviceTitle,
						province: (places.find((place) => place.id === draft.postalCodeId) ?? places[0])?.province,
					}),
					draft.data.squareMeters,
				)
			: null
	// a guest whose address has used its accounts for the day is told before typing, not at «Publicar»
	const accountLimit =
		!user && (step === steps[0] || step === 'correo') ? await accountLimitAnnouncement(clientIp(context)) : null
	return {
		view: 'step' as const,
		step,
		accountLimit,
		position: steps.indexOf(step) + 1,
		total: steps.length,
		previous: neighbourStep(steps, step, -1),
		isLast: step === steps.at(-1),
		service: { name: draft.service.name, titles: draft.service.titles.map((t) => t.title) },
		values: draft.data,
		postalCodeId: draft.postalCodeId,
		places,
		priceHint,
		zip,
		user: user ? { name: fullName(user), email: user.email, zip: profileZip ?? null } : null,
		requestedFrom: requestedFrom?.companyName ?? null,
	}
}

// A client navigation has no server HTML to keep: the step's live form comes with the data, so the
// step never shows an empty form while it downloads. (Not run on hydration: the first visit
// loads the form on first use.)
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
	const load = async () => {
		const [data] = await Promise.all([serverLoader<typeof loader>(), preloadForm(loadJobWizardStep)])
		return data
	}
	// the popup keeps its step and text and loads again when the network returns (job-wizard-dialog.tsx);
	// a page navigation is left to the error page's «Sin conexión», which reloads by itself
	return new URL(request.url).searchParams.has('popup') ? offlineAwareLoad(load) : load()
}

export async function action({ request, context }: ActionFunctionArgs) {
	return popupAware(new URL(request.url), await handleAction(request, clientIp(context)))
}

// a step sent without connection keeps the form and its text (page and popup alike)
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
	// the last step is left to Remix: a second tap there must land on the first one's redirect
	// (the popup's last step answers with data, not a redirect: it keeps its text offline too)
	const url = new URL(request.url)
	if (url.searchParams.get('paso') === 'ubicacion' && !url.searchParams.has('popup'))
		return serverAction<typeof action>()
	return offlineAware(() => serverAction<typeof action>())
}

async function handleAction(request: Request, clientIp: string) {
	const user = await getOptionalUser(request)
	if (user && user.role !== 'cliente') return data({ formError: ONLY_CLIENTS }, { status: 403 })
	const draft = await getDraft(request)
	if (!draft) return redirect('/publicartrabajo')
	// a second tap on «Publicar» (a slow phone), or a step sent again from an old tab: same answer
	if (draft.data.published) return publishedAnswer(user, draft.data.published)
	const url = new URL(request.url)
	const requested = url.searchParams.get('paso')
	const steps = stepsFor(Boolean(user))
	const step = isStep(requested) && steps.includes(requested) ? requested : steps[0]

	const { form, uploadError } = await readWizardForm(request)
	if (!form) return data({ uploadError }, { status: 400 })
	const intent = form.get('intent')
	if (intent === 'back') {
		const previous = neighbourStep(steps, step, -1)
		return redirect(previous ? `/publicartrabajo?paso=${previous}` : '/')
	}
	if (intent === 'remove-image') {
		await removeImage(draft, String(form.get('image')))
		return redirect(`/publicartrabajo?paso=${step}`)
	}
	if (intent === 'upload') {
		const { error } = await addDraftImages(draft, form)
		return error ? data({ uploadError: error }, { status: 400 }) : redirect(`/publicartrabajo?paso=${step}`)
	}
	// without JavaScript: show the places of the typed postal code to choose from
	if (isFindingPlace(form)) return findPlaceRedirect('/publicartrabajo?paso=ubicacion', form.get('zip'))
	if (step === 'imagenes') {
		const { error } = await addDraftImages(draft, form)
		if (error) return data({ uploadError: error }, { status: 400 })
	}
	return submitStep({ draft, step, form, user, clientIp })
}

export default function PostJobRoute() {
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	if (loaderData.view === 'next') return null // only the popup asks for this answer
	if (loaderData.view === 'refused') {
		return (
			<section className="container narrow section">
				<h1>Publicar un trabajo</h1>
				<p className="notice notice--error" role="alert">
					{loaderData.message}
				</p>
			</section>
		)
	}
	if (loaderData.view === 'services') {
		return (
			<section className="container section">
				<h1>¿Qué servicio necesitas?</h1>
				{loaderData.alert ? (
					<p className="notice notice--error" role="alert">
						{loaderData.alert} No encontramos ese servicio: elige uno de la lista.
					</p>
				) : null}
				<TradeChoice
					services={loaderData.services}
					query={loaderData.query}
					action="/publicartrabajo"
					tile={(service) => (
						<Link
							to={`/publicartrabajo?servicio=${service.slug}`}
							className="service-tile"
							onPointerDown={() => void preloadForm(loadJobWizardStep)}
							onFocus={() => void preloadForm(loadJobWizardStep)}
						>
							<span aria-hidden="true">{service.icon}</span> {hyphenate(service.name)}
						</Link>
					)}
				/>
			</section>
		)
	}
	return (
		<section className="container narrow section wizard">
			<p className="wizard__progress">
				{loaderData.service.name} · Paso {loaderData.position} de {loaderData.total}
			</p>
			<h1>{STEP_TITLES[loaderData.step]}</h1>
			<FormOnFirstUse
				server={import.meta.env.SSR ? JobWizardStep : null}
				load={loadJobWizardStep}
				props={{ data: loaderData, actionData: actionData && !('view' in actionData) ? actionData : undefined }}
			/>
		</section>
	)
}
