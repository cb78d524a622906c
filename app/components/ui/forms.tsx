import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react'
import { type InputHTMLAttributes, useId } from 'react'
import { ErrorList } from './error-list.tsx'

// in its own module so that forms without conform (ServicesStepForm) import it alone
export { ErrorList }

type FieldProps = {
	label: string
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field kind: text, number, email
	field: FieldMetadata<any>
	type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'hidden'
	hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id' | 'defaultValue'>

/** A labelled input wired to conform: aria-invalid and aria-describedby point at its errors. */
export function Field({ label, field, type = 'text', hint, ...inputProps }: FieldProps) {
	const hintId = useId()
	const describedBy = [field.errors?.length ? field.errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
	return (
		<div className="field">
			<label htmlFor={field.id}>{label}</label>
			<input
				{...getInputProps(field, { type, ariaAttributes: false })}
				aria-invalid={field.errors?.length ? true : undefined}
				aria-describedby={describedBy || undefined}
				{...inputProps}
			/>
			{hint ? (
				<p id={hintId} className="field__hint">
					{hint}
				</p>
			) : null}
			<ErrorList id={field.errorId} errors={field.errors} />
		</div>
	)
}

/** A labelled textarea wired to conform the same way (reasons, comments). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string field
export function TextareaField({ label, field, rows = 4 }: { label: string; field: FieldMetadata<any>; rows?: number }) {
	const invalid = Boolean(field.errors?.length)
	return (
		<div className="field">
			<label htmlFor={field.id}>{label}</label>
			<textarea
				{...getTextareaProps(field, { ariaAttributes: false })}
				rows={rows}
				aria-invalid={invalid ? true : undefined}
				aria-describedby={invalid ? field.errorId : undefined}
			/>
			<ErrorList id={field.errorId} errors={field.errors} />
		</div>
	)
}

/** Hidden from people, tempting to bots: a filled honeypot marks a submission as spam. */
export function Honeypot() {
	return (
		<div className="honeypot" aria-hidden="true">
			<label>
				No rellenes este campo
				<input type="text" name="website" tabIndex={-1} autoComplete="off" />
			</label>
		</div>
	)
}
