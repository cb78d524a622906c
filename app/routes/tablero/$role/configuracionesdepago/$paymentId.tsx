import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PaymentInstructions } from '#app/components/subscriptions/payment-instructions.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { paymentInstructions } from '#app/models/subscriptions/orders.server.ts'
import { PAYMENT_STATUS_LABELS } from '#app/models/subscriptions/plan-labels.ts'
import { getOwnOrderByPaymentId } from '#app/models/subscriptions/subscriptions.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Instrucciones de pago · Reformas' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const order = await getOwnOrderByPaymentId(user.id, params.paymentId ?? '')
	if (!order?.payment) throw new Response('Pago no encontrado', { status: 404 })
	return { instructions: paymentInstructions(order), status: order.payment.status }
}

export default function PaymentInstructionsRoute() {
	const { instructions, status } = useLoaderData<typeof loader>()
	return (
		<section className="narrow stack">
			<h1>Instrucciones de pago</h1>
			<p>
				Estado: <strong>{PAYMENT_STATUS_LABELS[status]}</strong>
			</p>
			{status === 'pending' ? (
				<PaymentInstructions data={instructions} />
			) : (
				<p>Este pedido ya no espera ninguna transferencia.</p>
			)}
			<p className="button-row">
				<Link to={paths.craftsmanPlans()}>Ver los planes</Link>
				<Link to={paths.craftsmanPayments()}>Historial de pagos</Link>
			</p>
		</section>
	)
}
