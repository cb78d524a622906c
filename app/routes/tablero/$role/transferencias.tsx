import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { SUBSCRIPTION_PAGE_SIZE } from '#app/models/subscriptions/limits.ts'
import { ConfirmTransferSchema, PAYMENT_STATUS_PARAMS } from '#app/models/subscriptions/payments-admin.schema.ts'
import { listPaymentsForAdmin, PAYMENT_ADMIN_MESSAGES } from '#app/models/subscriptions/payments-admin.server.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { centsToEuros, formatEuros, PAYMENT_STATUS_LABELS } from '#app/models/subscriptions/plan-labels.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { firstError, formAction } from '#app/lib/form-action.server.ts'
import { fullName } from '#app/models/users/full-name.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'
import { formatDate } from '#app/lib/format.ts'

export const meta: MetaFunction = () => [{ title: 'Transferencias · Reformas' }]

const PATH = paths.adminPayments()
function readFilters(url: URL) {
	const estado = url.searchParams.get('estado') ?? ''
	const status =
		estado in PAYMENT_STATUS_PARAMS ? PAYMENT_STATUS_PARAMS[estado as keyof typeof PAYMENT_STATUS_PARAMS] : undefined
	const referencia = (url.searchParams.get('referencia') ?? '').trim().slice(0, 40)
	const page = pageParam(url)
	return { estado: status ? estado : '', status, referencia, page }
}

// Pending orders first; the search by reference covers every status.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const { estado, status, referencia, page } = readFilters(new URL(request.url))
	const { payments, total } = await listPaymentsForAdmin({
		status,
		search: referencia,
		page,
		pageSize: SUBSCRIPTION_PAGE_SIZE,
	})
	return {
		estado,
		referencia,
		page,
		total,
		totalPages: Math.max(1, Math.ceil(total / SUBSCRIPTION_PAGE_SIZE)),
		payments: payments.map((payment) => ({
			paymentId: payment.paymentId,
			plan: payment.subscription.plan.name,
			amount: formatEuros(payment.amountCents),
			amountInput: String(centsToEuros(payment.amountCents)).replace('.', ','),
			status: payment.status,
			statusLabel: PAYMENT_STATUS_LABELS[payment.status],
			company: payment.subscription.user.craftsman?.companyName ?? fullName(payment.subscription.user),
			email: payment.subscription.user.email,
			orderedAt: formatDate(payment.createdAt, 'dateTime'),
			confirmedAt: payment.confirmedAt ? formatDate(payment.confirmedAt, 'dateTime') : null,
		})),
	}
}

async function back(request: Request, type: 'success' | 'error' | 'info', text: string) {
	const url = new URL(request.url)
	return redirectWithToast(`${PATH}${url.search}`, { type, text })
}

/** Confirms a received transfer through verifyPayment, as POST /api/subscription/verify-payment does. */
export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	// the list's buttons answer with toasts: bad input and a refusal alike
	return formAction(request, {
		schema: ConfirmTransferSchema,
		invalid: (submission) => back(request, 'error', firstError(submission) ?? 'Datos no válidos'),
		refused: (error) => toastRefusal(error, `${PATH}${new URL(request.url).search}`),
		run: async ({ paymentId, amount }) => {
			const { changed } = await verifyPayment({ paymentId, amountEuros: amount, adminId: admin.id })
			return back(
				request,
				changed ? 'success' : 'info',
				changed ? PAYMENT_ADMIN_MESSAGES.confirmed : PAYMENT_ADMIN_MESSAGES.alreadyConfirmed,
			)
		},
	})
}

const pageLink = (filters: { estado: string; referencia: string }, page: number) =>
	`?${new URLSearchParams({ ...(filters.estado && { estado: filters.estado }), ...(filters.referencia && { referencia: filters.referencia }), pagina: String(page) })}`

export default function AdminTransfersRoute() {
	const { payments, estado, referencia, page, total, totalPages } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Transferencias</h1>
			<Form method="get" className="admin-filters" role="search" aria-label="Buscar pedidos">
				<div className="field">
					<label htmlFor="referencia">Referencia de pago</label>
					<input
						id="referencia"
						name="referencia"
						type="search"
						defaultValue={referencia}
						placeholder="RF-XXXX-XXXX"
						autoComplete="off"
					/>
				</div>
				<div className="field">
					<label htmlFor="estado">Estado</label>
					<select id="estado" name="estado" defaultValue={estado}>
						<option value="">Todos (pendientes primero)</option>
						<option value="pendiente">Pendiente de pago</option>
						<option value="pagado">Pagado</option>
						<option value="cancelado">Cancelado</option>
					</select>
				</div>
				<button type="submit" className="button">
					Buscar
				</button>
			</Form>
			<p aria-live="polite">{total === 1 ? '1 pedido' : `${total} pedidos`}</p>
			{payments.length === 0 ? (
				<p>No hay pedidos que coincidan.</p>
			) : (
				<ul className="admin-items">
					{payments.map((payment) => (
						<li key={payment.paymentId} className="admin-item" id={payment.paymentId}>
							<dl className="admin-item-facts">
								<div>
									<dt>Referencia</dt>
									<dd className="payment-instructions__code">{payment.paymentId}</dd>
								</div>
								<div>
									<dt>Plan</dt>
									<dd>{payment.plan}</dd>
								</div>
								<div>
									<dt>Importe</dt>
									<dd>{payment.amount}</dd>
								</div>
								<div>
									<dt>Profesional</dt>
									<dd>
										{payment.company}
										<br />
										<span className="admin-muted">{payment.email}</span>
									</dd>
								</div>
								<div>
									<dt>Pedido</dt>
									<dd>{payment.orderedAt}</dd>
								</div>
								<div>
									<dt>Estado</dt>
									<dd>
										<span className={`admin-status admin-status--${payment.status}`}>{payment.statusLabel}</span>
										{payment.confirmedAt ? <span className="admin-muted"> · {payment.confirmedAt}</span> : null}
									</dd>
								</div>
							</dl>
							{payment.status === 'pending' ? (
								<div className="admin-actions">
									<Form method="post" className="admin-inline-form">
										<input type="hidden" name="paymentId" value={payment.paymentId} />
										<div className="field">
											<label htmlFor={`amount-${payment.paymentId}`}>Importe recibido (€)</label>
											<input
												id={`amount-${payment.paymentId}`}
												name="amount"
												inputMode="decimal"
												defaultValue={payment.amountInput}
												required
											/>
										</div>
										<button type="submit" className="button">
											Confirmar pago<span className="visually-hidden"> {payment.paymentId}</span>
										</button>
									</Form>
									<Link className="button button--ghost" to={`${PATH}/${payment.paymentId}/cancelar`}>
										Cancelar pedido<span className="visually-hidden"> {payment.paymentId}</span>
									</Link>
								</div>
							) : null}
						</li>
					))}
				</ul>
			)}
			<Pager page={page} totalPages={totalPages} link={(to) => pageLink({ estado, referencia }, to)} />
		</section>
	)
}
