import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { SUBSCRIPTION_PAGE_SIZE } from '#app/models/subscriptions/limits.ts'
import { formatCents, formatDate } from '#app/lib/format.ts'
import { PAYMENT_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '#app/models/subscriptions/plan-labels.ts'
import { listOwnOrders } from '#app/models/subscriptions/subscriptions.server.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Pagos · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const page = pageParam(request)
	const { orders, total } = await listOwnOrders(user.id, { page, pageSize: SUBSCRIPTION_PAGE_SIZE })
	return {
		page,
		totalPages: Math.max(1, Math.ceil(total / SUBSCRIPTION_PAGE_SIZE)),
		orders: orders.map((order) => ({
			id: order.id,
			date: formatDate(order.createdAt, 'short'),
			plan: order.plan.name,
			amount: formatCents(order.payment?.amountCents ?? order.plan.priceCents),
			paymentId: order.payment?.paymentId ?? '',
			status:
				order.payment?.status === 'pending' ? PAYMENT_STATUS_LABELS.pending : SUBSCRIPTION_STATUS_LABELS[order.status],
			pending: order.payment?.status === 'pending',
			invoice: order.payment?.invoice?.number ?? null,
		})),
	}
}

export default function PaymentHistoryRoute() {
	const { orders, page, totalPages } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Pagos</h1>
			{orders.length === 0 ? (
				<p>
					Todavía no has pedido ningún plan. <Link to={paths.craftsmanPlans()}>Ver los planes</Link>
				</p>
			) : (
				<ul className="payment-history">
					{orders.map((order) => (
						<li key={order.id} className="payment-history__item">
							<dl>
								<div>
									<dt>Fecha</dt>
									<dd>{order.date}</dd>
								</div>
								<div>
									<dt>Plan</dt>
									<dd>{order.plan}</dd>
								</div>
								<div>
									<dt>Importe</dt>
									<dd>{order.amount}</dd>
								</div>
								<div>
									<dt>Referencia</dt>
									<dd className="payment-instructions__code">{order.paymentId}</dd>
								</div>
								<div>
									<dt>Estado</dt>
									<dd>{order.status}</dd>
								</div>
							</dl>
							{order.pending ? (
								<Link to={paths.craftsmanPayment(order.paymentId)}>
									Ver instrucciones de pago<span className="visually-hidden"> de {order.paymentId}</span>
								</Link>
							) : null}
							{order.invoice ? (
								// reloadDocument: a file download, not a page of the app
								<Link to={paths.craftsmanInvoice(order.invoice)} reloadDocument download>
									Descargar factura {order.invoice} (PDF)
								</Link>
							) : null}
						</li>
					))}
				</ul>
			)}
			<Pager page={page} totalPages={totalPages} />
		</section>
	)
}
