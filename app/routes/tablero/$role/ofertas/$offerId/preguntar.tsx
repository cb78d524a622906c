// «Preguntar» on an offer: opens the conversation with its craftsman about the job, or, before
// there is one, asks the first question here (a plain form, so it works without JavaScript).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ReplyForm } from '#app/components/conversations/reply-form.tsx'
import { formAction } from '#app/lib/form-action.server.ts'
import { formatEuros } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { askAboutOffer, getOfferToAsk, OFFER_NOT_FOUND } from '#app/models/conversations/ask-about-offer.server.ts'
import { ReplySchema } from '#app/models/conversations/reply.schema.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `Preguntar a ${data?.offer.companyName ?? 'un profesional'} · Reformas` },
]

/** The conversation page, with its reply box in view. */
const conversationAt = (conversationId: string) => `${paths.conversation('cliente', conversationId)}#responder`

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const offer = await getOfferToAsk(user.id, params.offerId ?? '')
	if (!offer) throw new Response(OFFER_NOT_FOUND, { status: 404 })
	if (offer.conversationId) throw redirect(conversationAt(offer.conversationId))
	return { offer, clientKey: crypto.randomUUID() }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	return formAction(request, {
		schema: ReplySchema,
		refusal: (refusal) => {
			if (refusal.code === 'not_found') throw new Response(refusal.message, { status: 404 })
			return { field: 'message' }
		},
		run: async ({ message, clientKey }) => {
			const sent = await askAboutOffer({ client: user, offerId: params.offerId ?? '', text: message, clientKey })
			return redirect(conversationAt(sent.conversationId))
		},
	})
}

export default function AskAboutOfferRoute() {
	const { offer, clientKey } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<section className="chat stack">
			<p>
				<Link to={paths.clientCompareOffers(offer.jobId)}>← Comparar ofertas</Link>
			</p>
			<header className="chat__header">
				<h1>Preguntar a {offer.companyName}</h1>
				<p className="chat__job">
					Sobre su oferta de {formatEuros(offer.price)} para «{offer.jobTitle}»
				</p>
			</header>
			<p className="card__meta">
				Tu pregunta abre una conversación con {offer.companyName} sobre este trabajo. Aceptar la oferta es aparte:
				puedes hacerlo después.
			</p>
			<ReplyForm action={paths.clientAskAboutOffer(offer.id)} clientKey={clientKey} lastResult={actionData?.result} />
		</section>
	)
}
