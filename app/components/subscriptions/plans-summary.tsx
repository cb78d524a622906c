import { Link } from '@remix-run/react'

type Plan = { id: string; name: string; priceCents: number; durationInDays: number }

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })

/** The plans a craftsman can order, shortest first; ordering itself lives on the subscriptions page. */
export function PlansSummary({ plans }: { plans: Plan[] }) {
	return (
		<div className="plans-summary">
			<ul className="plans-summary__list">
				{plans.map((plan) => (
					<li key={plan.id} className="plans-summary__plan">
						<strong>{plan.name}</strong>
						<span>{euros.format(plan.priceCents / 100)}</span>
						<span>{plan.durationInDays} días</span>
					</li>
				))}
			</ul>
			<Link className="button" to="/tablero/oficial/gestiondesuscripcion">
				Ver planes
			</Link>
		</div>
	)
}
