import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { TradeCheckboxes, type TradeOption } from '#app/components/job-alerts/trade-checkboxes.tsx'
import { type PlaceOption, PlacePicker, unlessFindingPlace } from '#app/components/places/place-picker.tsx'
import { Field } from '#app/components/ui/forms.tsx'
import { JobFilterSchema } from '#app/models/job-alerts/job-alerts.schema.ts'

export type JobFilterFormProps = {
	action: string
	services: TradeOption[]
	filter: { categories: string[]; distance: string; postalCodeId: number | null }
	zip: string
	places: PlaceOption[]
	lastResult?: SubmissionResult<string[]>
}

/** «Filtrar trabajos» of «Lista de empleos»: trades, a place and a distance, saved as the craftsman's filter. */
export function JobFilterForm({ action, services, filter, zip, places, lastResult }: JobFilterFormProps) {
	const [form, fields] = useForm<Record<string, unknown>>({
		id: 'job-filter',
		lastResult,
		constraint: getZodConstraint(JobFilterSchema),
		defaultValue: { zip, distance: filter.distance },
		shouldRevalidate: 'onBlur',
		onValidate: ({ formData }) =>
			parseWithZod(formData, {
				schema: unlessFindingPlace(formData, JobFilterSchema, ['clear']),
			}),
	})
	return (
		<Form method="post" action={action} {...getFormProps(form)} noValidate className="stack">
			<TradeCheckboxes
				services={services}
				checked={filter.categories}
				errorId={fields.categories.errorId}
				errors={fields.categories.errors}
			/>
			<PlacePicker
				zipField={fields.zip}
				placeField={fields.postalCodeId}
				initialZip={zip}
				initialPlaces={places}
				selectedId={filter.postalCodeId}
			/>
			<Field
				label="Distancia (km)"
				field={fields.distance}
				inputMode="decimal"
				hint="Trabajos a esta distancia del lugar elegido, o de tu código postal."
			/>
			{form.errors?.length ? (
				<p id={form.errorId} className="notice notice--error" role="alert">
					{form.errors.join(' ')}
				</p>
			) : null}
			<div className="button-row">
				<button type="submit" className="button">
					Guardar filtro
				</button>
				<button type="submit" name="intent" value="clear" formNoValidate className="button button--ghost">
					Quitar filtro
				</button>
			</div>
		</Form>
	)
}
