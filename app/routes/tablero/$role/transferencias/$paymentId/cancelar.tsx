import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { CancelOrderSchema } from '#app/models/subscriptions/payments-admin.schema.ts'
import {
	cancelOrder,
	getPaymentForAdmin,
	PAYMENT_ADMIN_MESSAGES,
} from '#app/models/subscriptions/payments-admin.server.ts'
import { formatEuros } from '#app/models/subscriptions/plan-labels.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Cancelar pedido · Reformas' }]

const LIST = paths.adminPayments()

const listUrl = (paymentId?: string) =>
	`${LIST}${paymentId ? `?${new URLSearchParams({ referencia: paymentId })}` : ''}`

// A confirmation step of its own, with the reason, so cancelling works without JavaScript.
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const payment = await getPaymentForAdmin(params.paymentId ?? '')
	if (!payment) throw await redirectWithToast(listUrl(), { type: 'error', text: PAYMENT_ADMIN_MESSAGES.notFound })
	if (payment.status === 'paid')
		throw await redirectWithToast(listUrl(payment.paymentId), {
			type: 'error',
			text: PAYMENT_ADMIN_MESSAGES.paidNotCancellable,
		})
	if (payment.status === 'cancelled')
		throw await redirectWithToast(listUrl(payment.paymentId), {
			type: 'error',
			text: PAYMENT_ADMIN_MESSAGES.alreadyCancelled,
		})
	const { user, plan } = payment.subscription
	return {
		paymentId: payment.paymentId,
		plan: plan.name,
		amount: formatEuros(payment.amountCents),
		craftsman: user.craftsman?.companyName ?? fullName(user),
		email: user.email,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	return formAction(request, {
		schema: CancelOrderSchema,
		// the reason shows its errors on this page; a refusal goes back to the list
		refused: (error) => toastRefusal(error, listUrl(params.paymentId)),
		run: async ({ reason }) => {
			const cancelled = await cancelOrder({ paymentId: params.paymentId ?? '', reason, adminId: admin.id })
			return redirectWithToast(listUrl(cancelled.paymentId), {
				type: 'success',
				text: PAYMENT_ADMIN_MESSAGES.cancelled,
			})
		},
	})
}

export default function CancelOrderRoute() {
	const order = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'cancel-order',
		lastResult: actionData?.result,
		constraint: getZodConstraint(CancelOrderSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelOrderSchema }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="narrow stack">
			<h1>Cancelar pedido</h1>
			<p>
				¿Seguro que quieres cancelar el pedido <strong>{order.paymentId}</strong> del plan {order.plan} ({order.amount})
				de {order.craftsman} ({order.email})? Se le avisará con el motivo y el pedido ya no se podrá confirmar.
			</p>
			<Form method="post" {...getFormProps(form)} className="stack">
				<TextareaField label="Motivo (se envía al profesional)" field={fields.reason} rows={4} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="button-row">
					<button type="submit" className="button">
						Sí, cancelar el pedido
					</button>
					<Link to={`${LIST}?${new URLSearchParams({ referencia: order.paymentId })}`}>
						No, volver a las transferencias
					</Link>
				</div>
			</Form>
		</section>
	)
}
