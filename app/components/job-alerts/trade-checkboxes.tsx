import { ErrorList } from '#app/components/ui/forms.tsx'

export type TradeOption = { id: string; name: string; icon: string }

/** The trades as checkboxes (name `categories`); none ticked means every trade. */
export function TradeCheckboxes({
	services,
	checked,
	errorId,
	errors,
}: {
	services: TradeOption[]
	checked: string[]
	errorId: string
	errors?: string[]
}) {
	return (
		<fieldset className="trade-choices" aria-describedby={errors?.length ? errorId : undefined}>
			<legend>Oficios</legend>
			<p className="field__hint">Si no marcas ninguno, verás todos los oficios.</p>
			<div className="trade-choices__grid">
				{services.map((service) => (
					<label key={service.id} className="trade-choice">
						<input type="checkbox" name="categories" value={service.id} defaultChecked={checked.includes(service.id)} />{' '}
						<span aria-hidden="true">{service.icon}</span> {service.name}
					</label>
				))}
			</div>
			<ErrorList id={errorId} errors={errors} />
		</fieldset>
	)
}
