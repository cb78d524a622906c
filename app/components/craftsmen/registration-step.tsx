import { TermsNotice } from '#app/components/legal/terms-notice.tsx'
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { z } from 'zod'
import { NewPasswordFields } from '#app/components/auth/new-password-fields.tsx'
import { FIND_PLACE, type PlaceOption, PlacePicker } from '#app/components/places/place-picker.tsx'
import { ErrorList, Field, Honeypot } from '#app/components/ui/forms.tsx'
import { revealingErrors, useRevealFirstError } from '#app/components/ui/reveal-first-error.ts'
import { FilePicker } from '#app/components/uploads/file-picker.tsx'
import { thumbnailUrl } from '#app/models/uploads/image-urls.ts'
import {
	DOCUMENT_TYPES,
	DocumentsStep,
	PersonalStep,
	REMOVE_PREFIX,
	type RegistrationDocument,
	type RegistrationDraft,
	type RegistrationStep,
	ServicesStep,
} from '#app/models/craftsmen/registration.schema.ts'

const SCHEMAS = { oficio: ServicesStep, datos: PersonalStep, documentos: DocumentsStep }

type Data = {
	step: RegistrationStep
	draft: RegistrationDraft & { documents?: RegistrationDocument[] }
	places: PlaceOption[]
}
type ActionData = { result?: SubmissionResult<string[]>; places?: PlaceOption[]; uploadError?: string } | undefined

/**
 * Steps 2 and 3 of the craftsman registration: a plain form posting to /registrarse, JS or not. The
 * page loads it on first use (FormOnFirstUse); step 1 is the lighter ServicesStepForm.
 */
export function RegistrationStepForm({ data, actionData }: { data: Data; actionData: ActionData }) {
	const { step, draft } = data
	const [form, fields] = useForm<Record<string, unknown>>({
		id: `registro-${step}`,
		lastResult: actionData?.result,
		defaultValue: {
			...draft.personal,
			postalCodeId: draft.personal?.postalCodeId ? String(draft.personal.postalCodeId) : undefined,
		} as Record<string, string>,
		onValidate: ({ formData }) =>
			parseWithZod(formData, {
				schema:
					['back', FIND_PLACE, 'upload'].includes(String(formData.get('intent'))) ||
					String(formData.get('intent')).startsWith(REMOVE_PREFIX)
						? z.object({})
						: SCHEMAS[step],
			}),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	useRevealFirstError(form.id, actionData?.result)
	return (
		<Form
			method="post"
			action={`/registrarse?paso=${step}`}
			encType={step === 'documentos' ? 'multipart/form-data' : undefined}
			{...getFormProps(form)}
			onSubmit={revealingErrors(form.onSubmit)}
			noValidate
			className="stack"
		>
			{step === 'datos' ? (
				<>
					<Honeypot />
					<Field label="Nombre" field={fields.name} autoComplete="given-name" />
					<Field label="Apellidos" field={fields.lastName} autoComplete="family-name" />
					<Field label="Nombre de la empresa" field={fields.companyName} autoComplete="organization" />
					<Field label="Correo electrónico" field={fields.email} type="email" autoComplete="email" />
					<Field label="Teléfono" field={fields.phone} type="tel" autoComplete="tel" inputMode="tel" />
					<Field label="Dirección" field={fields.streetAddress} autoComplete="street-address" />
					<PlacePicker
						zipField={fields.zipCode}
						placeField={fields.postalCodeId}
						initialZip={draft.personal?.zipCode ?? ''}
						initialPlaces={actionData?.places ?? data.places}
						selectedId={draft.personal?.postalCodeId}
						maxLength={6}
					/>
				</>
			) : null}
			{step === 'documentos' ? (
				<>
					{draft.documents?.length ? (
						<ul className="thumbs" aria-label="Documentos subidos">
							{draft.documents.map((document, index) => {
								const label = `${DOCUMENT_TYPES.find((t) => t.value === document.type)?.label} ${index + 1}`
								return (
									<li key={document.id}>
										{/* the label is written under the photo: two documents look alike at 120 px */}
										<figure className="thumb">
											<img src={thumbnailUrl(document.url)} alt={label} width={120} height={90} loading="lazy" />
											<figcaption aria-hidden="true">{label}</figcaption>
										</figure>
										{/* a plain submit: removing works with and without JavaScript */}
										<button
											type="submit"
											name="intent"
											value={`${REMOVE_PREFIX}${document.id}`}
											formNoValidate
											className="button button--ghost"
											aria-label={`Quitar ${label}`}
										>
											Quitar
										</button>
									</li>
								)
							})}
						</ul>
					) : null}
					{DOCUMENT_TYPES.map((type) => (
						<FilePicker
							key={type.value}
							id={`doc-${type.value}`}
							name={type.value}
							label={type.label}
							buttonText="Elegir documentos"
							uploadUrl="/resources/subir-imagen?para=registro"
						/>
					))}
					<button type="submit" name="intent" value="upload" formNoValidate className="button button--ghost">
						Subir documentos
					</button>
					<ErrorList errors={actionData?.uploadError ? [actionData.uploadError] : null} />
					<TermsNotice action="Al registrarte" />
					<NewPasswordFields
						newPassword={fields.newPassword}
						confirmPassword={fields.confirmPassword}
						submitLabel="Registrarme"
					/>
				</>
			) : null}
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="wizard__actions">
				{step !== 'oficio' ? (
					<button type="submit" name="intent" value="back" formNoValidate className="button button--ghost">
						Atrás
					</button>
				) : (
					<span />
				)}
				{step !== 'documentos' ? (
					<button type="submit" name="intent" value="next" className="button">
						Siguiente
					</button>
				) : null}
			</div>
		</Form>
	)
}
