import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { type PlaceOption, PlacePicker, unlessFindingPlace } from '#app/components/places/place-picker.tsx'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { ClientDataSchema, CraftsmanDataSchema } from '#app/models/users/personal-data.schema.ts'

export type PersonalDefaults = {
	name: string
	lastName: string
	phone: string
	streetAddress: string
	zipCode: string
	postalCodeId: number | null
}

/** Name, last name, phone, (street address for craftsmen), postal code and place; the email is not editable. */
export function PersonalDataForm({
	defaults,
	places,
	email,
	craftsman,
	lastResult,
}: {
	defaults: PersonalDefaults
	places: PlaceOption[]
	email: string
	craftsman: boolean
	lastResult?: SubmissionResult<string[]>
}) {
	const schema = craftsman ? CraftsmanDataSchema : ClientDataSchema
	const [form, fields] = useForm<Record<string, unknown>>({
		id: 'perfil-datos',
		lastResult,
		defaultValue: { ...defaults, postalCodeId: defaults.postalCodeId ? String(defaults.postalCodeId) : '' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: unlessFindingPlace(formData, schema) }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack profile-edit__form">
			<input type="hidden" name="section" value="personal" />
			<p className="field__hint">Correo electrónico: {email} (no se puede cambiar aquí)</p>
			<Field label="Nombre" field={fields.name} autoComplete="given-name" />
			<Field label="Apellidos" field={fields.lastName} autoComplete="family-name" />
			<Field label="Teléfono" field={fields.phone} type="tel" autoComplete="tel" inputMode="tel" />
			{craftsman ? <Field label="Dirección" field={fields.streetAddress} autoComplete="street-address" /> : null}
			<PlacePicker
				zipField={fields.zipCode}
				placeField={fields.postalCodeId}
				initialZip={defaults.zipCode}
				initialPlaces={places}
				selectedId={defaults.postalCodeId}
			/>
			<ErrorList id={form.errorId} errors={form.errors} />
			<button type="submit" className="button">
				Guardar datos personales
			</button>
		</Form>
	)
}
