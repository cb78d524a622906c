import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { TradeCheckboxes, type TradeOption } from '#app/components/job-alerts/trade-checkboxes.tsx'
import { type PlaceOption, PlacePicker, unlessFindingPlace } from '#app/components/places/place-picker.tsx'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import {
	FREQUENCIES,
	FREQUENCY_LABELS,
	type Frequency,
	JobAlertSchema,
	MAX_RADIUS_KM,
} from '#app/models/job-alerts/job-alerts.schema.ts'

export type JobAlertFormProps = {
	action: string
	services: TradeOption[]
	/** the alert being edited, or null for a new one */
	editing: { id: string; categories: string[]; postalCodeId: number; radiusKm: number; frequency: Frequency } | null
	zip: string
	places: PlaceOption[]
	lastResult?: SubmissionResult<string[]>
}

/** «Nueva alerta» / «Editar alerta»: trades, a place, a radius and how often. */
export function JobAlertForm({ action, services, editing, zip, places, lastResult }: JobAlertFormProps) {
	const [form, fields] = useForm<Record<string, unknown>>({
		id: `job-alert-${editing?.id ?? 'new'}`,
		lastResult,
		constraint: getZodConstraint(JobAlertSchema),
		defaultValue: {
			zip,
			radiusKm: editing ? String(editing.radiusKm) : '30',
			frequency: editing?.frequency ?? 'immediately',
		},
		shouldRevalidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: unlessFindingPlace(formData, JobAlertSchema) }),
	})
	const frequency = (fields.frequency.value as string | undefined) ?? editing?.frequency ?? 'immediately'
	return (
		<Form method="post" action={action} {...getFormProps(form)} noValidate className="stack alert-form">
			{editing ? <input type="hidden" name="id" value={editing.id} /> : null}
			<TradeCheckboxes
				services={services}
				checked={editing?.categories ?? []}
				errorId={fields.categories.errorId}
				errors={fields.categories.errors}
			/>
			<PlacePicker
				zipField={fields.zip}
				placeField={fields.postalCodeId}
				initialZip={zip}
				initialPlaces={places}
				selectedId={editing?.postalCodeId}
			/>
			<Field
				label="Radio (km)"
				field={fields.radiusKm}
				inputMode="numeric"
				hint={`Entre 1 y ${MAX_RADIUS_KM} km alrededor del lugar.`}
			/>
			<fieldset
				className="choices"
				aria-describedby={fields.frequency.errors?.length ? fields.frequency.errorId : undefined}
			>
				<legend>Frecuencia</legend>
				{FREQUENCIES.map((value) => (
					<label key={value} className="choice">
						<input type="radio" name={fields.frequency.name} value={value} defaultChecked={frequency === value} />{' '}
						{FREQUENCY_LABELS[value]}
					</label>
				))}
				<ErrorList id={fields.frequency.errorId} errors={fields.frequency.errors} />
			</fieldset>
			{form.errors?.length ? (
				<p id={form.errorId} className="notice notice--error" role="alert">
					{form.errors.join(' ')}
				</p>
			) : null}
			<div className="button-row">
				<button type="submit" className="button">
					{editing ? 'Guardar cambios' : 'Crear alerta'}
				</button>
				{editing ? (
					<Link className="button button--ghost" to={action}>
						Cancelar
					</Link>
				) : null}
			</div>
		</Form>
	)
}
