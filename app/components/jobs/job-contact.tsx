import { type SubmissionResult } from '@conform-to/react'
import { Form, Link, type Navigation, useNavigation } from '@remix-run/react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { ErrorList } from '#app/components/ui/error-list.tsx'
import { lazyOnClient } from '#app/components/ui/lazy-on-client.tsx'
import { MESSAGE_SENT } from '#app/models/conversations/reply-texts.ts'
import type { OfferReadiness } from '#app/models/craftsmen/offer-readiness.server.ts'
import { PHONE_REVEALS_PER_DAY } from '#app/models/jobs/limits.ts'
import { OFFERS_FULL } from '#app/models/offers/offer-cap.ts'
import { formatEuros } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'
import { GateNotice as ServerGateNotice, type GateAnswer } from './gate-notice.tsx'
import { JobMessageForm, OfferForm } from './job-contact-forms.tsx'

export type { GateAnswer }

// the plans screen and its order form load with a refusal, the only time they show
const GateNotice = lazyOnClient(import.meta.env.SSR ? ServerGateNotice : null, () =>
	import('./gate-notice.tsx').then((module) => module.GateNotice),
)

export type JobActionAnswer = { intent: string; result?: SubmissionResult<string[]>; gate?: GateAnswer }

/** What of the client's contact the craftsman sees (clientContactAccess, spec 001 §1). */
export type ContactView = {
	access: 'none' | 'contact' | 'phone'
	mayReveal: boolean
	details: { name: string; email: string; phone: string | null } | null
	/** why the email is not shown: the day's email reveals are used up */
	emailWithheld?: string | null
}

/** Message, offer and phone forms of the job detail: plain posts that work without JavaScript. */
export function JobContact({
	offer,
	answer,
	full = false,
	contact,
	readiness = null,
	sentConversation = null,
}: {
	offer: { id: string; price: number } | null
	contact: ContactView
	answer?: JobActionAnswer
	/** every offer place is taken: no offer form, the reason instead */
	full?: boolean
	/** a craftsman's way to sending offers; null for other viewers */
	readiness?: OfferReadiness | null
	/** the conversation a message was just sent to, for «Mensaje enviado» and its link */
	sentConversation?: string | null
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	useEmptiedAfterSending('enviar-mensaje', navigation, answer)
	const sends = useSuccessfulSends(navigation, answer)
	const result = (intent: string) => (answer?.intent === intent ? answer.result : undefined)
	return (
		<section className="job-contact stack" aria-labelledby="contactar">
			<h2 id="contactar">Contactar con el cliente</h2>
			{answer?.gate ? (
				<Suspense fallback={null}>
					<GateNotice gate={answer.gate} />
				</Suspense>
			) : null}

			{offer ? (
				<p className="notice notice--success" data-testid="oferta-enviada">
					{/* no internal id as a «referencia»; the offer is found in «Mis pedidos» */}
					Ya has enviado una oferta de <strong>{formatEuros(offer.price)}</strong> para este trabajo.{' '}
					<Link to={paths.craftsmanOffers(offer.id)}>Verla en tus pedidos</Link>
				</p>
			) : full ? (
				<p className="notice" data-testid="ofertas-completas">
					{OFFERS_FULL}
				</p>
			) : readiness?.step === 'verification' ? (
				// nothing to type until the profile is verified: the steps instead of a form that is refused
				<OfferSteps readiness={readiness} />
			) : (
				<>
					{readiness?.step === 'plan' ? <OfferSteps readiness={readiness} /> : null}
					{/* a fresh form after each successful send: no error of an earlier attempt stays behind */}
					<OfferForm key={sends} lastResult={result('enviar-oferta')} busy={busy} />
				</>
			)}

			{sentConversation ? (
				<p className="notice notice--success" id="mensaje-enviado" role="status" tabIndex={-1}>
					{MESSAGE_SENT}. <Link to={paths.conversation('oficial', sentConversation)}>Ver la conversación</Link>
				</p>
			) : null}

			<JobMessageForm lastResult={result('enviar-mensaje')} busy={busy} />

			<ClientContactDetails contact={contact} busy={busy} lastResult={result('ver-telefono')} />
		</section>
	)
}

/**
 * Said before the offer form (issue: an unverified craftsman typed a whole offer to be refused):
 * what is pending, and what comes after it, verification then a plan.
 */
function OfferSteps({ readiness }: { readiness: Exclude<OfferReadiness, { step: 'ready' }> }) {
	const verified = readiness.step === 'plan'
	return (
		<section className="notice offer-steps" aria-labelledby="antes-de-ofertar" data-testid="pasos-para-ofertar">
			<h3 id="antes-de-ofertar">
				{verified ? 'Para enviar ofertas te falta un plan' : 'Todavía no puedes enviar ofertas'}
			</h3>
			<ol className="offer-steps__list">
				<li>
					{verified ? (
						<>
							<strong>Perfil verificado</strong>: hecho.
						</>
					) : readiness.refusedReason ? (
						<>
							<strong>Verificación de tu perfil</strong>: no hemos podido verificar tus documentos (
							{readiness.refusedReason}). <Link to={paths.craftsmanProfileEdit()}>Corrígelos en «Editar perfil»</Link>.
						</>
					) : readiness.documentsPending > 0 ? (
						<>
							<strong>Verificación de tu perfil</strong>: pendiente. Estamos revisando{' '}
							{readiness.documentsPending === 1 ? 'tu documento' : `tus ${readiness.documentsPending} documentos`}; te
							avisaremos al terminar.
						</>
					) : (
						<>
							<strong>Verificación de tu perfil</strong>: pendiente.{' '}
							<Link to={paths.craftsmanProfileEdit()}>Sube tus documentos en «Editar perfil»</Link>.
						</>
					)}
				</li>
				<li>
					<strong>Un plan de suscripción</strong>:{' '}
					{verified ? (
						<>
							pendiente. <Link to={paths.craftsmanPlans()}>Ver los planes</Link>
						</>
					) : (
						'después de la verificación.'
					)}
				</li>
			</ol>
			{verified ? <p>Puedes preparar tu oferta aquí; al enviarla te mostraremos los planes.</p> : null}
		</section>
	)
}

/**
 * Counts the posts of this page that succeeded (a redirect: no answer comes back), so a form keyed
 * on it starts afresh, without the price error of an attempt made before a message was sent.
 */
function useSuccessfulSends(navigation: Navigation, answer?: JobActionAnswer) {
	const [count, setCount] = useState(0)
	const sending = useRef(false)
	useEffect(() => {
		if (navigation.state === 'submitting') sending.current = true
		else if (navigation.state === 'idle' && sending.current) {
			sending.current = false
			if (!answer) setCount((n) => n + 1)
		}
	}, [navigation.state]) // eslint-disable-line react-hooks/exhaustive-deps -- once per change of state
	return count
}

/**
 * Empties the form `intent` once its post succeeded (the text stayed after «Mensaje
 * enviado con éxito», inviting a second send). Success is a redirect, so no answer comes back;
 * a refusal answers and the typed text stays.
 */
function useEmptiedAfterSending(intent: string, navigation: Navigation, answer?: JobActionAnswer) {
	const sending = useRef(false)
	useEffect(() => {
		if (navigation.state === 'submitting') sending.current = navigation.formData?.get('intent') === intent
		else if (navigation.state === 'idle' && sending.current) {
			sending.current = false
			if (answer?.intent !== intent) document.forms.namedItem(intent)?.reset()
		}
	}, [navigation.state]) // eslint-disable-line react-hooks/exhaustive-deps -- once per change of state
}

/**
 * The client's contact: nothing until the craftsman wrote or offered on this job, then the name and
 * email (its first sight recorded and limited per day), and the phone after «Ver teléfono» (a
 * recorded action the client sees).
 */
function ClientContactDetails({
	contact,
	busy,
	lastResult,
}: {
	contact: ContactView
	busy: boolean
	/** the server's refusal of «Ver teléfono» (the day's reveals are used up) */
	lastResult?: SubmissionResult<string[]>
}) {
	const { details } = contact
	const errors = lastResult?.error?.[''] ?? undefined
	return (
		<div className="job-contact__client stack" id="contacto">
			<h3>Datos de contacto del cliente</h3>
			{details ? (
				<dl className="job-detail__facts">
					<div>
						<dt>Nombre</dt>
						<dd>{details.name}</dd>
					</div>
					<div>
						<dt>Correo electrónico</dt>
						<dd>
							{contact.emailWithheld ? (
								<span data-testid="correo-retenido">{contact.emailWithheld}</span>
							) : (
								<a href={`mailto:${details.email}`}>{details.email}</a>
							)}
						</dd>
					</div>
				</dl>
			) : (
				<p>Escribe al cliente o envíale una oferta para ver sus datos de contacto.</p>
			)}
			{details?.phone ? (
				<p className="job-contact__phone">
					Teléfono del cliente: <a href={`tel:${details.phone}`}>{details.phone}</a>
				</p>
			) : (
				<Form
					method="post"
					id="ver-telefono"
					className="stack"
					aria-invalid={errors?.length ? true : undefined}
					aria-describedby={errors?.length ? 'ver-telefono-form-error' : undefined}
				>
					<input type="hidden" name="intent" value="ver-telefono" />
					<button type="submit" className="button button--ghost" disabled={busy}>
						Ver teléfono
					</button>
					<p className="job-contact__note">
						Queda registrado: el cliente verá que has consultado su teléfono. Puedes ver hasta {PHONE_REVEALS_PER_DAY}{' '}
						teléfonos al día.
					</p>
					<ErrorList id="ver-telefono-form-error" errors={errors} />
				</Form>
			)}
		</div>
	)
}
