import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PlansScreen } from '#app/components/subscriptions/plans-screen.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { checkCraftsmanGate } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { loadPlanCards } from '#app/models/subscriptions/plan-cards.server.ts'

export const meta: MetaFunction = () => [{ title: 'Suscripción · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const [cards, gate] = await Promise.all([loadPlanCards(user.id), checkCraftsmanGate(user, 'order-plan')])
	return { refusal: gate.allowed ? null : gate.message, cards }
}

export default function SubscriptionPlansRoute() {
	const { cards, refusal } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Gestión de suscripción</h1>
			<p>
				Elige un plan para contactar con clientes, enviar ofertas y ver sus teléfonos. Se paga por transferencia
				bancaria y se activa al recibir el pago.
			</p>
			{refusal ? (
				<p className="notice notice--error" role="alert">
					{refusal}
				</p>
			) : null}
			<PlansScreen cards={cards} />
		</section>
	)
}
