// The job detail's actions (spec 001 §2, §6): send a message, send an offer, reveal the phone.
// Each is gated here by checkCraftsmanGate, whatever the page showed.
import { data } from '@remix-run/node'
import { z } from 'zod'
import { type SessionUser } from '#app/models/auth/guards.server.ts'
import { messageText } from '#app/models/conversations/conversations.schema.ts'
import { startOrContinueConversation } from '#app/models/conversations/send-message.server.ts'
import { checkCraftsmanGate, gateError, type GateRefusal } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { revealClientPhone } from '#app/models/jobs/client-contact.server.ts'
import { getVisibleJobOwner } from '#app/models/jobs/job-detail.server.ts'
import { checkOfferTotal, offerDetailsShape } from '#app/models/offers/offer-details.schema.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'
import { loadPlanCards } from '#app/models/subscriptions/plan-cards.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { redirect } from '@remix-run/node'

/** The query parameter that brings the sent message's conversation back to the job page. */
export const SENT_PARAM = 'conversacion'
export const SENT_ID = /^[a-z0-9]{1,40}$/
export const PHONE_REVEALED = 'Ya puedes ver el teléfono del cliente. El cliente verá que lo has consultado.'

export const JobActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('enviar-mensaje'), text: messageText }),
	z.object({ intent: z.literal('enviar-oferta'), ...offerDetailsShape }).superRefine(checkOfferTotal),
	z.object({ intent: z.literal('ver-telefono') }),
])

type Intent = z.infer<typeof JobActionSchema>['intent']

/**
 * A gate refusal for the page: its message, and when a subscription is what is missing, the plans
 * screen itself (spec 000 §2), whose orders come back to this job.
 */
async function refused(intent: Intent, gate: GateRefusal, user: SessionUser, jobId: string) {
	const cards = gate.reason === 'no-subscription' ? await loadPlanCards(user.id) : []
	return data(
		{ intent, gate: { reason: gate.reason, message: gate.message, cards, returnTo: `/newjob/${jobId}` } },
		{ status: gateError(gate).status },
	)
}

export async function handleJobAction(request: Request, user: SessionUser, jobId: string) {
	const job = await getVisibleJobOwner(user, jobId)
	if (!job) throw new Response('Trabajo no encontrado', { status: 404 })
	// who may act comes before what they typed: a refused user learns why, not a field error
	const gateFor = async (intent: Intent) => {
		const action = intent === 'enviar-mensaje' ? 'message' : intent === 'enviar-oferta' ? 'offer' : 'phone'
		const gate = await checkCraftsmanGate(user, action)
		return gate.allowed ? null : refused(intent, gate, user, job.id)
	}
	const here = `/newjob/${jobId}`
	return formAction(request, {
		schema: JobActionSchema,
		invalid: async (submission, sent) => {
			const intent = String(sent.get('intent') ?? '') as Intent
			const closed = await gateFor(intent)
			if (closed) return closed
			// «Añadir línea» / «Quitar» are conform list intents: a plain submit without JavaScript,
			// answered with the form re-rendered one row longer or shorter
			return data({ intent, result: submission.reply() }, { status: submission.status === undefined ? 200 : 400 })
		},
		run: async (value, form) => {
			const closed = await gateFor(value.intent)
			if (closed) return closed
			if (value.intent === 'ver-telefono') {
				// recorded and limited (spec 001 §1); the page then shows the phone on every visit
				await form.settle(() => revealClientPhone({ craftsman: user, jobId: job.id }), {
					field: null,
					extra: { intent: value.intent },
				})
				return redirectWithToast(`${here}#contacto`, { type: 'success', text: PHONE_REVEALED })
			}
			if (value.intent === 'enviar-mensaje') {
				// the same path as the chat and /api: stored, then pushed to the client with a notification
				const { text } = value
				const sent = await form.settle(
					() => startOrContinueConversation({ sender: user, receiverId: job.ownerId, jobId: job.id, text }),
					{ field: null, extra: { intent: value.intent } },
				)
				// back where the craftsman wrote (the anchor keeps the position, with and without JavaScript),
				// where «Mensaje enviado» links to the conversation
				return redirect(`${here}?${SENT_PARAM}=${encodeURIComponent(sent.conversationId)}#mensaje-enviado`)
			}
			const { intent: _intent, ...details } = value
			const result = await form.settle(() => sendOffer({ craftsman: user, jobId: job.id, ...details }), {
				extra: { intent: value.intent },
			})
			return redirectWithToast(here, { type: 'success', text: result.message })
		},
	})
}
