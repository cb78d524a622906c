// A refusal of the craftsman gate, with the plans screen and its order form (zod, conform): a
// module of its own, imported by job-contact.tsx only when a refusal is shown.
import { useEffect, useRef } from 'react'
import { type PlanCard, PlansScreen } from '#app/components/subscriptions/plans-screen.tsx'

export type GateAnswer = {
	reason: string
	message: string
	/** the plans screen, when a subscription is what is missing */
	cards: PlanCard[]
	/** this job: an order placed in the modal comes back here */
	returnTo: string
}

/**
 * Rendered as an open <dialog>, so it shows without JavaScript; with JavaScript it is reopened as a
 * real modal (focus trapped, Escape closes).
 */
export function GateNotice({ gate }: { gate: GateAnswer }) {
	const ref = useRef<HTMLDialogElement>(null)
	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		dialog.close()
		dialog.showModal()
	}, [gate])
	return (
		<dialog ref={ref} open className="modal gate-notice" aria-labelledby="gate-titulo">
			<div className="modal__header">
				<h2 id="gate-titulo">{gate.reason === 'no-subscription' ? gate.message : 'No puedes hacerlo todavía'}</h2>
				<form method="dialog">
					<button type="submit" className="modal__close" aria-label="Cerrar">
						×
					</button>
				</form>
			</div>
			{gate.reason === 'no-subscription' ? (
				<PlansScreen cards={gate.cards} returnTo={gate.returnTo} />
			) : (
				<p role="alert">{gate.message}</p>
			)}
		</dialog>
	)
}
