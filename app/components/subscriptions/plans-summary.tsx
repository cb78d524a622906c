import { Link } from '@remix-run/react'
import { formatCents } from '#app/lib/format.ts'

type Plan = { id: string; name: string; priceCents: number; durationInDays: number }

/** The plans a craftsman can order, shortest first; ordering itself lives on the subscriptions page. */
export function PlansSummary({ plans }: { plans: Plan[] }) {
	return (
		<div className="plans-summary">
			<ul className="plans-summary__list">
				{plans.map((plan) => (
					<li key={plan.id} className="plans-summary__plan">
						<strong>{plan.name}</strong>
						<span>{formatCents(plan.priceCents)}</span>
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
