import { getPriceRanges } from '#app/models/prices/prices.server.ts'
import { expectedRangeText } from '#app/models/prices/prices.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react'
import { JobContact, type JobActionAnswer } from '#app/components/jobs/job-contact.tsx'
import { PhoneReveals } from '#app/components/jobs/phone-reveals.tsx'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { getClientContact, listPhoneReveals } from '#app/models/jobs/client-contact.server.ts'
import { getOfferReadiness } from '#app/models/craftsmen/offer-readiness.server.ts'
import { getJobForViewer } from '#app/models/jobs/job-detail.server.ts'
import { recordJobView } from '#app/models/insights/job-views.server.ts'
import { WORKING_SCHEDULES } from '#app/models/jobs/job-wizard.schema.ts'
import { leadFactLines } from '#app/models/jobs/lead-facts.ts'
import { getLeadFacts } from '#app/models/jobs/lead-facts.server.ts'
import { isJobFull, offerPlacesLabel } from '#app/models/offers/offer-cap.ts'
import { listOwnJobOffers } from '#app/models/offers/own-job-offers.server.ts'
import { OFFER_STATUS_LABELS } from '#app/models/offers/offer-status.ts'
import { AskAboutOffer } from '#app/components/client/job-offers.tsx'
import { paths } from '#app/lib/paths.ts'
import { usePublicEvents } from '#app/realtime/use-socket.ts'
import { handleJobAction, SENT_ID, SENT_PARAM } from './$jobId.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { formatDate, formatEuros, formatKilometres } from '#app/lib/format.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `${data.job.title} · Reformas` : 'Trabajo · Reformas' },
]

// Sign-in required (spec 001 §6); a client sees their own jobs, and others' listed jobs read-only.
/** What jobs of this kind were accepted for in the job's province (price guides), for the craftsman. */
async function priceRangeFor(job: {
	service: { id: string }
	serviceTitle: string | null
	squareMeters: number | null
	postalCode: { province: string }
}) {
	const ranges = await getPriceRanges({
		serviceId: job.service.id,
		title: job.serviceTitle,
		province: job.postalCode.province,
	})
	return expectedRangeText(ranges, job.squareMeters)
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	// before any await: the page's socket asks what was pushed since (use-socket.ts)
	const servedAt = Date.now()
	const user = await requireUser(request)
	const job = await getJobForViewer(user, params.jobId ?? '', { listedToClients: true })
	if (!job) throw new Response('Trabajo no encontrado', { status: 404 })
	const isOwner = job.ownerId === user.id
	const [contact, reveals, readiness, , ownOffers] = await Promise.all([
		getClientContact(user, job),
		isOwner ? listPhoneReveals(user.id, [job.id]) : null,
		// what still stands between a craftsman and an offer, said before the form
		user.role === 'oficial' && !isOwner ? getOfferReadiness(user.id) : null,
		// «Tu actividad» counts the jobs a craftsman opened
		user.role === 'oficial' && !isOwner ? recordJobView(user.id, job.id) : null,
		// the owner sees the offers received, each with «Preguntar»
		isOwner ? listOwnJobOffers(user.id, job.id) : null,
	])
	// after «Enviar mensaje» the action comes back here with the conversation, to link to it
	const sent = new URL(request.url).searchParams.get(SENT_PARAM)
	return {
		servedAt,
		job: {
			id: job.id,
			listingId: job.listingId,
			category: job.service.name,
			title: jobTitle(job),
			squareMeters: job.squareMeters,
			rooms: job.rooms,
			floors: job.floors,
			description: job.description,
			images: job.images,
			placeName: job.postalCode.placeName,
			province: job.postalCode.province,
			distanceKm: job.distanceKm,
			createdAt: job.createdAt.toISOString(),
			offerCount: job.offerCount,
			schedule: WORKING_SCHEDULES.find((s) => s.value === job.workingSchedule)?.label ?? job.workingSchedule,
		},
		offer: job.offer ? { id: job.offer.id, price: job.offer.price } : null,
		ownOffers: ownOffers ?? [],
		isOwner,
		viewerRole: user.role,
		readiness,
		sentConversation: sent && SENT_ID.test(sent) ? sent : null,
		contact: {
			access: contact.access,
			mayReveal: contact.mayReveal,
			details: contact.contact,
			emailWithheld: contact.emailWithheld ?? undefined,
		},
		// the client sees who revealed their phone (spec 001 §1)
		phoneReveals: (reveals?.get(job.id) ?? []).map((reveal) => ({
			...reveal,
			revealedAt: reveal.revealedAt.toISOString(),
		})),
		// What a craftsman weighs before offering (admins see it too)
		leadFacts: user.role === 'cliente' ? null : leadFactLines(await getLeadFacts(job)),
		priceRange: user.role === 'cliente' ? null : await priceRangeFor(job),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	return handleJobAction(request, user, params.jobId ?? '')
}

export default function JobDetailRoute() {
	const {
		job,
		offer,
		ownOffers,
		isOwner,
		viewerRole,
		leadFacts,
		priceRange,
		contact,
		phoneReveals,
		readiness,
		sentConversation,
	} = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>() as JobActionAnswer | undefined
	const navigate = useNavigate()
	// this job changed or closed: reload what the page shows (spec 000 §7 getPublicEvent)
	usePublicEvents((jobId) => jobId === job.id)
	return (
		<article className="container section job-detail">
			<Link
				to="/"
				className="button button--ghost"
				onClick={(event) => {
					if (window.history.length > 1) {
						event.preventDefault()
						navigate(-1)
					}
				}}
			>
				← Atrás
			</Link>
			<p className="card__eyebrow">
				{job.category} · Referencia {job.listingId}
			</p>
			<h1>{job.title}</h1>
			<dl className="job-detail__facts">
				<div>
					<dt>Lugar</dt>
					<dd>
						{job.placeName} ({job.province})
					</dd>
				</div>
				{job.distanceKm !== null ? (
					<div>
						<dt>Distancia</dt>
						<dd>A {formatKilometres(job.distanceKm)} km de tu código postal</dd>
					</div>
				) : null}
				<div>
					<dt>Publicado</dt>
					<dd>{formatDate(new Date(job.createdAt))}</dd>
				</div>
				<div>
					<dt>Ofertas</dt>
					<dd>{offerPlacesLabel(job.offerCount)}</dd>
				</div>
				<div>
					<dt>Fecha de inicio</dt>
					<dd>{job.schedule}</dd>
				</div>
				{job.squareMeters ? (
					<div>
						<dt>Superficie</dt>
						<dd>{job.squareMeters} m²</dd>
					</div>
				) : null}
				{job.rooms ? (
					<div>
						<dt>Habitaciones</dt>
						<dd>{job.rooms}</dd>
					</div>
				) : null}
				{job.floors ? (
					<div>
						<dt>Plantas</dt>
						<dd>{job.floors}</dd>
					</div>
				) : null}
			</dl>
			{leadFacts ? (
				<section aria-labelledby="datos-del-cliente" className="lead-facts">
					<h2 id="datos-del-cliente">Antes de enviar tu oferta</h2>
					<dl className="job-detail__facts" data-testid="lead-facts">
						{leadFacts.map((fact) => (
							<div key={fact.label}>
								<dt>{fact.label}</dt>
								<dd>{fact.value}</dd>
							</div>
						))}
					</dl>
				</section>
			) : null}
			<h2>Descripción</h2>
			<p className="job-detail__description">{job.description || 'Sin descripción.'}</p>
			{job.images.length ? (
				<ul className="job-detail__images" aria-label="Fotos del trabajo">
					{job.images.map((src, index) => (
						<li key={src}>
							<img src={src} alt={`Foto ${index + 1} del trabajo`} loading="lazy" width="320" height="240" />
						</li>
					))}
				</ul>
			) : null}
			{!isOwner && viewerRole === 'cliente' ? (
				<p className="notice" data-testid="trabajo-de-otro-cliente">
					Este trabajo lo ha publicado otro cliente: solo los profesionales pueden enviarle ofertas.{' '}
					<Link to="/publicartrabajo">Publica el tuyo</Link> y recibe ofertas.
				</p>
			) : isOwner ? (
				<>
					<p className="notice">Este es tu trabajo. Las ofertas que recibas aparecerán aquí y en tu panel.</p>
					{ownOffers.length ? (
						<section aria-labelledby="ofertas-recibidas">
							<h2 id="ofertas-recibidas">Ofertas recibidas ({ownOffers.length})</h2>
							<ul className="client-offers">
								{ownOffers.map((received) => (
									<li key={received.id} className="client-offer" data-testid="oferta-recibida">
										<p className="client-offer__head">
											<strong>{formatEuros(received.price)}</strong> {received.companyName} · Oferta{' '}
											{OFFER_STATUS_LABELS[received.status]}
										</p>
										<div className="button-row">
											<AskAboutOffer offer={received} />
										</div>
									</li>
								))}
							</ul>
							<p>
								<Link to={paths.clientCompareOffers(job.id)}>Comparar las ofertas</Link>
							</p>
						</section>
					) : null}
					<PhoneReveals reveals={phoneReveals} />
				</>
			) : (
				<>
					{priceRange ? (
						<p className="price-hint" data-testid="rango-de-precios">
							<strong>Presupuestos aceptados.</strong> {priceRange} <Link to="/ayuda/precios">Cómo lo calculamos</Link>
						</p>
					) : null}
					<JobContact
						offer={offer}
						answer={answer}
						full={isJobFull(job.offerCount)}
						contact={contact}
						readiness={readiness}
						sentConversation={sentConversation}
					/>
				</>
			)}
		</article>
	)
}
