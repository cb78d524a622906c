import { OUTCOME_REASON_LABELS, OUTCOME_REASONS } from '#app/models/offers/bidder-outcome.ts'

/** The client's optional reason, told to the bidders who were not chosen. */
export function OutcomeReasonSelect({
	id,
	label,
	defaultValue = '',
}: {
	id: string
	label: string
	defaultValue?: string
}) {
	return (
		<div className="field outcome-reason">
			<label htmlFor={id}>{label}</label>
			<select id={id} name="reason" defaultValue={defaultValue}>
				<option value="">Sin motivo</option>
				{OUTCOME_REASONS.map((reason) => (
					<option key={reason} value={reason}>
						{OUTCOME_REASON_LABELS[reason]}
					</option>
				))}
			</select>
		</div>
	)
}
