// The job detail's actions (spec 001 §2, §6): send a message, send an offer, reveal the phone.
// Each is gated here by checkCraftsmanGate, whatever the page showed.
import { parseWithZod } from '@conform-to/zod/v4'
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
import { settleForm } from '#app/lib/form-action.server.ts'
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
	const formData = await request.formData()
	const submission = parseWithZod(formData, { schema: JobActionSchema })
	const intent = String(formData.get('intent') ?? '') as Intent
	// who may act comes before what they typed: a refused user learns why, not a field error
	const action = intent === 'enviar-mensaje' ? 'message' : intent === 'enviar-oferta' ? 'offer' : 'phone'
	const gate = await checkCraftsmanGate(user, action)
	if (!gate.allowed) return refused(intent, gate, user, job.id)
	// «Añadir línea» / «Quitar» are conform list intents: a plain submit without JavaScript, answered
	// with the form re-rendered one row longer or shorter
	if (submission.status === undefined) return data({ intent, result: submission.reply() })
	if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 })

	const value = submission.value
	const here = `/newjob/${jobId}`
	if (value.intent === 'ver-telefono') {
		// recorded and limited (spec 001 §1); the page then shows the phone on every visit
		return settleForm(
			submission,
			async () => {
				await revealClientPhone({ craftsman: user, jobId: job.id })
				return redirectWithToast(`${here}#contacto`, { type: 'success', text: PHONE_REVEALED })
			},
			{ field: null, extra: { intent: value.intent } },
		)
	}
	if (value.intent === 'enviar-mensaje') {
		// the same path as the chat and /api: stored, then pushed to the client with a notification
		const { text } = value
		return settleForm(
			submission,
			async () => {
				const sent = await startOrContinueConversation({ sender: user, receiverId: job.ownerId, jobId: job.id, text })
				// back where the craftsman wrote (the anchor keeps the position, with and without JavaScript),
				// where «Mensaje enviado» links to the conversation
				return redirect(`${here}?${SENT_PARAM}=${encodeURIComponent(sent.conversationId)}#mensaje-enviado`)
			},
			{ field: null, extra: { intent: value.intent } },
		)
	}
	const { intent: _intent, ...details } = value
	return settleForm(
		submission,
		async () => {
			const result = await sendOffer({ craftsman: user, jobId: job.id, ...details })
			return redirectWithToast(here, { type: 'success', text: result.message })
		},
		{ extra: { intent: value.intent } },
	)
}
