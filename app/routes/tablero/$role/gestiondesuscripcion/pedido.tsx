import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { MethodStep, SummaryStep } from '#app/components/subscriptions/order-steps.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { checkCraftsmanGate } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { orderPlan, paymentPath } from '#app/models/subscriptions/orders.server.ts'
import { getInvoiceBuyer } from '#app/models/subscriptions/plan-cards.server.ts'
import { formatDuration, formatPlanPrice } from '#app/models/subscriptions/plan-labels.ts'
import { MESSAGES } from '#app/models/subscriptions/subscription-errors.ts'
import { OrderPlanFormSchema, ReturnToJobSchema } from '#app/models/subscriptions/subscriptions.schema.ts'
import { getOrderablePlan } from '#app/models/subscriptions/subscriptions.server.ts'
import { formRefusal, redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Pedir un plan · Reformas' }]

const PLANS_PATH = paths.craftsmanPlans()

// Without JavaScript the payment modal is this page: ?plan= is step 1, &metodo= step 2; &volver= is
// the job whose subscription modal it was opened from.
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const params = new URL(request.url).searchParams
	const plan = await getOrderablePlan(params.get('plan') ?? '')
	if (!plan || plan.retiredAt) {
		throw await redirectWithToast(PLANS_PATH, {
			type: 'error',
			text: plan ? MESSAGES.planRetired : MESSAGES.planNotFound,
		})
	}
	const gate = await checkCraftsmanGate(user, 'order-plan')
	return {
		plan: {
			id: plan.id,
			name: plan.name,
			price: formatPlanPrice(plan.priceCents),
			duration: formatDuration(plan.durationInDays),
			...(await getInvoiceBuyer(user.id).then((buyer) => ({
				buyerTaxId: buyer.taxId,
				buyerLegalName: buyer.legalName,
			}))),
		},
		step: params.get('metodo') === 'bank_transfer' ? (2 as const) : (1 as const),
		refusal: gate.allowed ? null : gate.message,
		returnTo: ReturnToJobSchema.safeParse(params.get('volver') ?? undefined).data ?? null,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return formAction(request, {
		schema: OrderPlanFormSchema,
		refused: async (refusal, _value, form) => {
			// the plan already has an order waiting for its transfer: show that one's instructions
			const pending = refusal.details?.paymentId
			if (typeof pending === 'string')
				return redirectWithToast(paymentPath(pending), { type: 'info', text: refusal.message })
			return formRefusal(refusal, form.submission)
		},
		run: async ({ planId, paymentMethod, returnTo, taxId, legalName }) => {
			const order = await orderPlan({ user, planId, method: paymentMethod, taxId, legalName })
			// spec 000 §7: a created subscription toasts both messages; from a job's modal, back to the job
			return redirectWithToast(returnTo ? `${returnTo}#contactar` : paymentPath(order.payment!.paymentId), [
				{ type: 'success', text: MESSAGES.created },
				{ type: 'info', text: MESSAGES.emailSent },
			])
		},
	})
}

export default function OrderPlanRoute() {
	const { plan, step, refusal, returnTo } = useLoaderData<typeof loader>()
	const back = returnTo ? `&volver=${encodeURIComponent(returnTo)}` : ''
	const actionData = useActionData<typeof action>()
	return (
		<section className="narrow stack order-steps">
			<h1>Pedir el plan {plan.name}</h1>
			{refusal ? (
				<p className="notice notice--error" role="alert">
					{refusal}
				</p>
			) : step === 1 && !actionData ? (
				<MethodStep plan={plan} returnTo={returnTo ?? undefined} />
			) : (
				<SummaryStep
					plan={plan}
					lastResult={actionData?.result}
					backHref={`?plan=${encodeURIComponent(plan.id)}${back}`}
					returnTo={returnTo ?? undefined}
				/>
			)}
			<p>
				{returnTo ? <Link to={returnTo}>Volver al trabajo</Link> : <Link to={PLANS_PATH}>Volver a los planes</Link>}
			</p>
		</section>
	)
}
