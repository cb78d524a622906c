import { type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type FormEvent, useEffect, useState } from 'react'
import { ErrorList } from '#app/components/ui/error-list.tsx'
import { revealFirstError, useRevealFirstError } from '#app/components/ui/reveal-first-error.ts'
import { NO_SERVICE } from '#app/models/craftsmen/registration-steps.ts'
import { ServicePicker, type TradeSearchResult } from './service-picker.tsx'

const FORM_ID = 'registro-oficio'

/**
 * The registration's first step without zod or conform (the page stays within its
 * byte budget, and the trades' slider is there from hydration, not from the first click). Its one
 * rule, at least one trade, is checked here as conform would: on blur, on submit, then on every
 * change; the server checks it again with ServicesStep. Same ids and markup as the conform forms.
 */
export function ServicesStepForm({
	services,
	selected,
	result,
	search,
	onFirstUse,
}: {
	services: Array<{ id: string; slug: string; name: string; icon: string }>
	selected: string[]
	search?: TradeSearchResult
	result: SubmissionResult<string[]> | undefined
	/** the next step's form starts downloading meanwhile */
	onFirstUse?: () => void
}) {
	// null: not checked here since the server's last answer, whose errors then show
	const [clientErrors, setClientErrors] = useState<string[] | undefined | null>(null)
	useEffect(() => setClientErrors(null), [result])
	useRevealFirstError(FORM_ID, result)
	const errors = clientErrors === null ? (result?.error?.services ?? undefined) : clientErrors
	const formErrors = result?.error?.[''] ?? undefined
	const check = (form: HTMLFormElement) => {
		const missing = new FormData(form).getAll('services').length === 0
		setClientErrors(missing ? [NO_SERVICE] : undefined)
		return !missing
	}
	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		const form = event.currentTarget
		if (check(form)) return
		event.preventDefault()
		requestAnimationFrame(() => revealFirstError(form))
	}
	return (
		<Form
			method="post"
			action="/registrarse?paso=oficio"
			id={FORM_ID}
			onSubmit={onSubmit}
			noValidate
			aria-describedby={formErrors ? `${FORM_ID}-error` : undefined}
			className="stack"
			onPointerDown={onFirstUse}
			onFocus={onFirstUse}
			onChange={(event) => (clientErrors !== null || errors ? check(event.currentTarget) : undefined)}
			onBlur={(event) => (event.target.name === 'services' ? check(event.currentTarget) : undefined)}
		>
			<ServicePicker
				services={services}
				selected={selected}
				errorId={`${FORM_ID}-services-error`}
				errors={errors}
				search={search}
				searchAction="/registrarse"
			/>
			<ErrorList id={`${FORM_ID}-error`} errors={formErrors} />
			<div className="wizard__actions">
				<span />
				<button type="submit" name="intent" value="next" className="button">
					Siguiente
				</button>
			</div>
		</Form>
	)
}
