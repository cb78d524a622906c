import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { PlanForm } from '#app/components/admin/plan-form.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { formatDuration, formatPlanPrice } from '#app/models/subscriptions/plan-labels.ts'
import { PlanSchema } from '#app/models/subscriptions/plans-admin.schema.ts'
import {
	createPlan,
	listPlansForAdmin,
	PLAN_ADMIN_MESSAGES,
	setPlanRetired,
} from '#app/models/subscriptions/plans-admin.server.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { paths } from '#app/lib/paths.ts'
import { formatDate } from '#app/lib/format.ts'

export const meta: MetaFunction = () => [{ title: 'Planes · Reformas' }]

const PATH = paths.adminPlans()
// the new plan's form, and each row's «Retirar» or «Recuperar»
const PlanActionSchema = z.discriminatedUnion('intent', [
	PlanSchema.extend({ intent: z.literal('crear') }),
	z.object({ intent: z.enum(['retirar', 'recuperar']), planId: z.string().min(1).max(ID_MAX_LENGTH) }),
])

export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const plans = await listPlansForAdmin()
	return {
		plans: plans.map((plan) => ({
			id: plan.id,
			name: plan.name,
			price: formatPlanPrice(plan.priceCents),
			duration: formatDuration(plan.durationInDays),
			retiredAt: plan.retiredAt ? formatDate(plan.retiredAt, 'short') : null,
			activeCount: plan.activeCount,
			pendingCount: plan.pendingCount,
		})),
	}
}

async function back(type: 'success' | 'error', text: string) {
	return redirectWithToast(PATH, { type, text })
}

export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	return formAction(request, {
		schema: PlanActionSchema,
		// the new plan's errors show on its form; a row's button answers with a toast
		invalid: (submission, sent) =>
			sent.get('intent') === 'crear'
				? data({ result: submission.reply() }, { status: 400 })
				: back('error', 'Acción no válida'),
		refused: (error) => toastRefusal(error, PATH),
		run: async (value) => {
			if (value.intent === 'crear') {
				const { intent: _intent, ...input } = value
				await createPlan({ input, adminId: admin.id })
				return back('success', PLAN_ADMIN_MESSAGES.created)
			}
			const retired = value.intent === 'retirar'
			await setPlanRetired({ planId: value.planId, retired, adminId: admin.id })
			return back('success', retired ? PLAN_ADMIN_MESSAGES.retired : PLAN_ADMIN_MESSAGES.restored)
		},
	})
}

export default function AdminPlansRoute() {
	const { plans } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<section className="stack">
			<h1>Planes</h1>
			<p>
				Un plan retirado ya no se muestra ni se puede pedir; las suscripciones que ya lo tienen siguen activas hasta su
				fecha de fin.
			</p>
			<ul className="admin-items">
				{plans.map((plan) => (
					<li key={plan.id} className="admin-item" aria-labelledby={`plan-${plan.id}`}>
						<h2 id={`plan-${plan.id}`} className="admin-item__title">
							{plan.name}{' '}
							{plan.retiredAt ? (
								<span className="admin-status admin-status--cancelled">Retirado el {plan.retiredAt}</span>
							) : (
								<span className="admin-status admin-status--paid">Disponible</span>
							)}
						</h2>
						<dl className="admin-item-facts">
							<div>
								<dt>Precio</dt>
								<dd>{plan.price}</dd>
							</div>
							<div>
								<dt>Duración</dt>
								<dd>{plan.duration}</dd>
							</div>
							<div>
								<dt>Suscripciones activas</dt>
								<dd>{plan.activeCount}</dd>
							</div>
							<div>
								<dt>Pedidos pendientes</dt>
								<dd>{plan.pendingCount}</dd>
							</div>
						</dl>
						<div className="admin-actions">
							<Link className="button button--ghost" to={`${PATH}/${plan.id}`}>
								Editar<span className="visually-hidden"> el plan {plan.name}</span>
							</Link>
							<Form method="post">
								<input type="hidden" name="planId" value={plan.id} />
								<button
									type="submit"
									className="button button--ghost"
									name="intent"
									value={plan.retiredAt ? 'recuperar' : 'retirar'}
								>
									{plan.retiredAt ? 'Volver a ofrecer' : 'Retirar'}
									<span className="visually-hidden"> el plan {plan.name}</span>
								</button>
							</Form>
						</div>
					</li>
				))}
			</ul>
			<section className="card stack narrow" aria-labelledby="new-plan">
				<h2 id="new-plan">Nuevo plan</h2>
				<PlanForm id="new-plan-form" intent="crear" lastResult={actionData?.result} submitLabel="Crear plan" />
			</section>
		</section>
	)
}
