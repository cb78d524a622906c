import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { LEGAL_NAME_MAX_LENGTH } from '#app/lib/tax-id.ts'

// The forms of «Editar perfil» that conform drives; the page loads them on first use
// (docs/decisions/017-page-weight.md).

/** «Empresa» of «Editar perfil»: name, tax id, legal name and description (the server validates). */
export function CompanyForm({
	defaults,
	lastResult,
}: {
	defaults: { companyName: string; description: string; taxId: string; legalName: string }
	lastResult?: SubmissionResult<string[]>
}) {
	const [form, fields] = useForm({ id: 'perfil-empresa', lastResult, defaultValue: defaults })
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack profile-edit__form">
			<input type="hidden" name="section" value="company" />
			<Field
				label="Nombre de la empresa"
				field={fields.companyName}
				autoComplete="organization"
				hint="La dirección de tu perfil público cambia con el nombre; los enlaces antiguos dejan de funcionar."
			/>
			<Field
				label="NIF/CIF (opcional)"
				field={fields.taxId}
				autoComplete="off"
				maxLength={20}
				hint="Aparece en tus facturas de la suscripción."
			/>
			<Field
				label="Nombre o razón social (opcional)"
				field={fields.legalName}
				autoComplete="off"
				maxLength={LEGAL_NAME_MAX_LENGTH}
				hint="Como figura en tu NIF o CIF: tus facturas van a este nombre. Vacío, a tu nombre y apellidos."
			/>
			<div className="field">
				<label htmlFor={fields.description.id}>Descripción</label>
				<textarea
					id={fields.description.id}
					name={fields.description.name}
					defaultValue={defaults.description}
					rows={6}
					maxLength={2000}
					aria-invalid={fields.description.errors?.length ? true : undefined}
					aria-describedby={fields.description.errors?.length ? fields.description.errorId : undefined}
				/>
				<ErrorList id={fields.description.errorId} errors={fields.description.errors} />
			</div>
			<button type="submit" className="button">
				Guardar empresa
			</button>
		</Form>
	)
}

/** «Servicios» of «Editar perfil»: at least one. */
export function ServicesForm({
	services,
	selected,
	lastResult,
}: {
	services: Array<{ id: string; name: string; icon: string }>
	selected: string[]
	lastResult?: SubmissionResult<string[]>
}) {
	const [form, fields] = useForm({ id: 'perfil-servicios', lastResult })
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack profile-edit__form">
			<input type="hidden" name="section" value="services" />
			<fieldset className="choices service-choices" aria-describedby={fields.services.errorId}>
				<legend>Los servicios que ofreces (al menos uno)</legend>
				{services.map((service) => (
					<label key={service.id} className="choice">
						<input type="checkbox" name="services" value={service.id} defaultChecked={selected.includes(service.id)} />{' '}
						<span aria-hidden="true">{service.icon}</span> {service.name}
					</label>
				))}
				<ErrorList id={fields.services.errorId} errors={fields.services.errors} />
			</fieldset>
			<button type="submit" className="button">
				Guardar servicios
			</button>
		</Form>
	)
}
