import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorList, Field, Honeypot } from '#app/components/ui/forms.tsx'
import { revealingErrors, useRevealFirstError } from '#app/components/ui/reveal-first-error.ts'
import { FilePicker } from '#app/components/uploads/file-picker.tsx'
import {
	OPEN_TO_OTHERS_LABEL,
	DEFAULT_WORKING_SCHEDULE,
	requestHeading,
	SIZE_STEP_HINT,
	STEP_SCHEMAS,
	WORKING_SCHEDULES,
} from '#app/models/jobs/job-wizard.schema.ts'
import { ImagesStep } from './images-step.tsx'
import { PlaceStep } from './place-step.tsx'
import { type FormKind, type WizardStepData } from './job-wizard-types.ts'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'
import { PHONE_SHARED_HINT, TermsNotice } from '#app/components/legal/terms-notice.tsx'
import { unlessFindingPlace } from '#app/components/places/place-picker.tsx'

type ActionData =
	| {
			result?: SubmissionResult<string[]>
			existingClient?: boolean
			signInLinkSent?: string
			uploadError?: string
			formError?: string
			offline?: boolean
	  }
	| undefined

/** One step of the job wizard: a plain form that posts to the same page, with or without JavaScript. */
export function JobWizardStep({
	data,
	actionData,
	FormComponent = Form,
	onCancel,
}: {
	data: WizardStepData
	actionData: ActionData
	FormComponent?: FormKind
	/** in the popup (JavaScript only): «Atrás» on the first step closes it */
	onCancel?: () => void
}) {
	const popup = Boolean(onCancel)
	const actionUrl = `/publicartrabajo?paso=${data.step}${popup ? '&popup=1' : ''}`
	const { step, values } = data
	// one form type for every step: each step renders only its own fields
	const [form, fields] = useForm<Record<string, unknown>>({
		id: `job-${step}`,
		lastResult: actionData?.result,
		defaultValue: asFormValues({
			...values,
			images: undefined,
			postalCodeId: data.postalCodeId ?? undefined,
			zip: data.zip,
		}),
		// 'Atrás' never waits for the current step to be valid
		onValidate: ({ formData }) =>
			parseWithZod(formData, {
				// «Atrás» and «Buscar» (the places of a postal code) check nothing: the server answers them
				schema: unlessFindingPlace(formData, STEP_SCHEMAS[step], ['back']),
			}),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	useRevealFirstError(form.id, actionData?.result)
	return (
		<>
			{data.requestedFrom ? <p className="wizard__request">{requestHeading(data.requestedFrom)}</p> : null}
			{data.accountLimit ? (
				<p className="notice" role="status">
					{data.accountLimit}{' '}
					<a href={`/iniciar-sesion?redirectTo=${encodeURIComponent(`/publicartrabajo?paso=${step}`)}`}>
						Iniciar sesión
					</a>
				</p>
			) : null}
			{step === 'imagenes' ? (
				<ImagesStep
					images={values.images ?? []}
					error={actionData?.uploadError}
					FormComponent={FormComponent}
					action={actionUrl}
				/>
			) : null}
			<FormComponent
				method="post"
				action={actionUrl}
				encType={step === 'imagenes' ? 'multipart/form-data' : undefined}
				{...getFormProps(form)}
				onSubmit={revealingErrors(form.onSubmit)}
				noValidate
				className="stack"
			>
				{step === 'titulo' ? (
					<fieldset className="choices" aria-describedby={fields.serviceTitle.errorId}>
						<legend>Elige el trabajo de {data.service.name.toLowerCase()} que mejor lo describe</legend>
						{/* above the list of jobs, where a reload without JavaScript shows it */}
						<ErrorList id={fields.serviceTitle.errorId} errors={fields.serviceTitle.errors} />
						{data.service.titles.map((title) => (
							<label key={title} className="choice">
								<input
									type="radio"
									name="serviceTitle"
									value={title}
									defaultChecked={values.serviceTitle === title}
									onChange={() => clearInput(form.id, 'otherTitle')}
								/>{' '}
								{title}
							</label>
						))}
						<Field
							label="Otro trabajo (escríbelo)"
							field={fields.otherTitle}
							onInput={() => clearRadios(form.id, 'serviceTitle')}
						/>
					</fieldset>
				) : null}
				{step === 'medidas' ? (
					<>
						<p className="field__hint" id="size-optional">
							{SIZE_STEP_HINT}
						</p>
						<Field
							label="Metros cuadrados (opcional)"
							field={fields.squareMeters}
							type="number"
							min={1}
							inputMode="numeric"
						/>
						<Field
							label="Número de habitaciones (opcional)"
							field={fields.rooms}
							type="number"
							min={1}
							inputMode="numeric"
						/>
						<Field
							label="Número de plantas (opcional)"
							field={fields.floors}
							type="number"
							min={1}
							inputMode="numeric"
						/>
					</>
				) : null}
				{step === 'descripcion' ? (
					<div className="field">
						<label htmlFor={fields.description.id}>Descripción del trabajo</label>
						<textarea
							id={fields.description.id}
							name={fields.description.name}
							defaultValue={values.description ?? ''}
							rows={6}
							maxLength={2000}
							aria-describedby={fields.description.errorId}
						/>
						<ErrorList id={fields.description.errorId} errors={fields.description.errors} />
					</div>
				) : null}
				{step === 'imagenes' ? (
					<FilePicker
						id="job-images"
						name="photos"
						label="Fotos del trabajo"
						buttonText="Elegir fotos"
						uploadUrl="/resources/subir-imagen?para=trabajo"
					/>
				) : null}
				{step === 'fecha' ? (
					<fieldset className="choices choices--buttons" aria-describedby={fields.workingSchedule.errorId}>
						<legend>Fecha de inicio</legend>
						{WORKING_SCHEDULES.map((option) => (
							<label key={option.value} className="choice">
								<input
									type="radio"
									name="workingSchedule"
									value={option.value}
									// «Flexible (por defecto)» is what an untouched step means
									defaultChecked={(values.workingSchedule ?? DEFAULT_WORKING_SCHEDULE) === option.value}
								/>{' '}
								{option.label}
							</label>
						))}
						<ErrorList id={fields.workingSchedule.errorId} errors={fields.workingSchedule.errors} />
					</fieldset>
				) : null}
				{step === 'correo' ? (
					<>
						<Field label="Correo electrónico" field={fields.email} type="email" autoComplete="email" />
						<TermsNotice action="Al publicar tu trabajo" />
						<Honeypot />
						{actionData?.signInLinkSent ? (
							<p className="notice notice--success" role="status">
								{actionData.signInLinkSent}. Ábrelo en este navegador para seguir con tu trabajo.
							</p>
						) : null}
						{actionData?.existingClient || fields.password.errors ? (
							<>
								<Field label="Contraseña" field={fields.password} type="password" autoComplete="current-password" />
								<p className="field__hint">
									¿No tienes contraseña o no la recuerdas? Te enviamos un enlace para entrar.
								</p>
								<button type="submit" name="intent" value="link" formNoValidate className="button button--ghost">
									Enviarme un enlace para entrar
								</button>
							</>
						) : null}
					</>
				) : null}
				{step === 'contacto' ? (
					<>
						<Field label="Nombre" field={fields.name} autoComplete="name" />
						<Field
							label="Teléfono"
							field={fields.phone}
							type="tel"
							autoComplete="tel"
							inputMode="tel"
							hint={PHONE_SHARED_HINT}
						/>
					</>
				) : null}
				{step === 'ubicacion' ? <PlaceStep data={data} zipField={fields.zip} placeField={fields.postalCodeId} /> : null}
				{step === 'ubicacion' && data.requestedFrom ? (
					<div className="field">
						<label className="inline-check">
							<input type="checkbox" name="openToOthers" defaultChecked={Boolean(values.openToOthers)} />{' '}
							{OPEN_TO_OTHERS_LABEL}
						</label>
						<p className="field__hint">
							Si no lo marcas, solo {data.requestedFrom} verá tu trabajo y podrá enviarte una oferta.
						</p>
					</div>
				) : null}
				<ErrorList id={form.errorId} errors={actionData?.formError ? [actionData.formError] : form.errors} />
				{actionData?.offline ? <OfflineNotice name="intent" value="next" /> : null}
				<div className="wizard__actions">
					{onCancel && !data.previous ? (
						<button type="button" className="button button--ghost" onClick={onCancel}>
							Atrás
						</button>
					) : (
						<button type="submit" name="intent" value="back" formNoValidate className="button button--ghost">
							Atrás
						</button>
					)}
					<button type="submit" name="intent" value="next" className="button">
						{data.isLast ? 'Publicar' : 'Siguiente'}
					</button>
				</div>
			</FormComponent>
		</>
	)
}

/** Form fields hold text: the draft's numbers become strings. */
function asFormValues(values: Record<string, unknown>) {
	return Object.fromEntries(
		Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
	) as Record<string, string>
}

function clearInput(formId: string, name: string) {
	const input = document.forms.namedItem(formId)?.elements.namedItem(name)
	if (input instanceof HTMLInputElement) input.value = ''
}

function clearRadios(formId: string, name: string) {
	document.forms
		.namedItem(formId)
		?.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)
		.forEach((radio) => (radio.checked = false))
}
