import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { PlanForm } from '#app/components/admin/plan-form.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { centsToEuros } from '#app/models/subscriptions/plan-labels.ts'
import { PlanSchema } from '#app/models/subscriptions/plans-admin.schema.ts'
import { getPlanForAdmin, PLAN_ADMIN_MESSAGES, updatePlan } from '#app/models/subscriptions/plans-admin.server.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Editar plan · Reformas' }]

const LIST = paths.adminPlans()

async function backToList(type: 'success' | 'error', text: string) {
	return redirectWithToast(LIST, { type, text })
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const plan = await getPlanForAdmin(params.planId ?? '')
	if (!plan) throw await backToList('error', PLAN_ADMIN_MESSAGES.notFound)
	return {
		plan: {
			id: plan.id,
			name: plan.name,
			price: String(centsToEuros(plan.priceCents)).replace('.', ','),
			durationInDays: String(plan.durationInDays),
			retired: !!plan.retiredAt,
		},
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	return formAction(request, {
		schema: PlanSchema,
		// the form shows its errors on this page; a refusal (the plan is gone) goes back to the list
		refused: (error) => toastRefusal(error, LIST),
		run: async (input) => {
			await updatePlan({ planId: params.planId ?? '', input, adminId: admin.id })
			return backToList('success', PLAN_ADMIN_MESSAGES.updated)
		},
	})
}

export default function EditPlanRoute() {
	const { plan } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<section className="narrow stack">
			<h1>Editar el plan {plan.name}</h1>
			{plan.retired ? <p>Este plan está retirado: no se puede pedir.</p> : null}
			<p>Un precio nuevo solo se aplica a los pedidos que se hagan a partir de ahora.</p>
			<PlanForm
				id="edit-plan"
				lastResult={actionData?.result}
				defaultValue={{ name: plan.name, price: plan.price, durationInDays: plan.durationInDays }}
				submitLabel="Guardar cambios"
			>
				<Link to={LIST}>Volver a los planes</Link>
			</PlanForm>
		</section>
	)
}
