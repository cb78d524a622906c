import { type FormEvent, useEffect } from 'react'

/**
 * Brings the form's first error message into view (inside a dialog too: scrollIntoView scrolls
 * every scrolling ancestor) and focuses the field it belongs to. the message of a long
 * checkbox group sat 2,000 px below the field the browser focused.
 */
export function revealFirstError(form: HTMLFormElement | null) {
	const message = form?.querySelector<HTMLElement>('.field__errors')
	if (!form || !message) return
	const group = message.closest('fieldset, .field') ?? form
	const field =
		group.querySelector<HTMLElement>('[aria-invalid="true"]') ??
		// a search box above a group (the registration's trades) only filters it: not the field in error
		group.querySelector<HTMLElement>('input:not([type="hidden"]):not([type="search"]), select, textarea')
	field?.focus({ preventScroll: true })
	message.scrollIntoView({ block: 'center' })
}

/**
 * Wraps conform's `onSubmit`: when its validation stops the submit, the first error is revealed
 * once React has rendered it. Server answers with errors are revealed by `useRevealFirstError`.
 */
export function revealingErrors<E extends FormEvent<HTMLFormElement>>(onSubmit: (event: E) => void) {
	return (event: E) => {
		onSubmit(event)
		const form = event.currentTarget
		if (event.defaultPrevented) requestAnimationFrame(() => revealFirstError(form))
	}
}

/** Reveals the first error of the form `formId` whenever a server answer with errors arrives. */
export function useRevealFirstError(formId: string, lastResult: { status?: string } | null | undefined) {
	useEffect(() => {
		if (lastResult?.status === 'error') revealFirstError(document.forms.namedItem(formId))
	}, [formId, lastResult])
}
