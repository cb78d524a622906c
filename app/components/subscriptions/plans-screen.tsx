import { Link } from '@remix-run/react'
import { ModalLink } from '#app/components/ui/modal-link.tsx'
import { plural } from '#app/lib/format.ts'
import { canOrderWith } from '#app/models/subscriptions/plan-labels.ts'
import { ORDER_PATH, OrderDialogSteps, type OrderPlan } from './order-steps.tsx'
import { paths } from '#app/lib/paths.ts'

export type PlanCard = {
	plan: OrderPlan
	daysRemaining: number
	label: string
	pendingPaymentId: string | null
	expiredOn: string | null
	activeUntil: string | null
}

const daysText = (count: number) => (count === 1 ? 'Queda 1 día' : `Quedan ${plural(count, 'día')}`)

/**
 * The plan cards (spec 000 §2): sorted by duration, days remaining and the label rule's button.
 * `returnTo`: the job whose subscription modal embeds this screen; an order placed here returns there.
 */
export function PlansScreen({ cards, returnTo }: { cards: PlanCard[]; returnTo?: string }) {
	return (
		<ul className="plan-cards">
			{cards.map((card) => (
				<li key={card.plan.id} className="plan-card" aria-labelledby={`plan-${card.plan.id}`}>
					<h2 id={`plan-${card.plan.id}`} className="plan-card__name">
						{card.plan.name}
					</h2>
					<p className="plan-card__price">{card.plan.price}</p>
					<p className="plan-card__duration">{card.plan.duration}</p>
					{/* a plan never bought (or run out) has no days left to count */}
					{card.daysRemaining > 0 ? (
						<p className="plan-card__remaining" data-testid="days-remaining">
							{daysText(card.daysRemaining)}
						</p>
					) : null}
					{card.activeUntil ? <p className="card__meta">Activo hasta el {card.activeUntil}</p> : null}
					{card.expiredOn ? <p className="card__meta">Expiró el {card.expiredOn}</p> : null}
					<PlanAction card={card} returnTo={returnTo} />
				</li>
			))}
		</ul>
	)
}

function PlanAction({ card, returnTo }: { card: PlanCard; returnTo?: string }) {
	if (canOrderWith(card.label)) {
		const back = returnTo ? `&volver=${encodeURIComponent(returnTo)}` : ''
		return (
			<ModalLink
				to={`${ORDER_PATH}?plan=${encodeURIComponent(card.plan.id)}${back}`}
				className="button plan-card__action"
				label={
					<>
						{card.label}
						<span className="visually-hidden"> el plan {card.plan.name}</span>
					</>
				}
				title={`Pedir el plan ${card.plan.name}`}
			>
				<OrderDialogSteps plan={card.plan} returnTo={returnTo} />
			</ModalLink>
		)
	}
	if (card.pendingPaymentId) {
		return (
			<Link className="plan-badge plan-badge--pending" to={paths.craftsmanPayment(card.pendingPaymentId)}>
				{card.label}
				<span className="visually-hidden">: ver las instrucciones de pago del plan {card.plan.name}</span>
			</Link>
		)
	}
	return <span className={`plan-badge ${card.label === 'Activo' ? 'plan-badge--active' : ''}`}>{card.label}</span>
}
