import { type ShouldRevalidateFunctionArgs } from '@remix-run/react'

/**
 * The `shouldRevalidate` of every page the popup wizard opens over (the header's «Publicar» link):
 * a step of the popup changes nothing those pages show, yet each step's POST reloaded every loader
 * of the page under it. Wasted work on a phone, and when the network dropped between a step and
 * the next, that failed reload replaced the whole page with «Sin conexión», closing the popup and
 * its text (issue 41; e2e/wizard-busy-mobile.spec.ts). The last step (`done`: published, maybe
 * signed in) reloads as usual.
 */
export function skipAfterPopupStep({
	formAction,
	actionResult,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	const popupStep =
		formAction?.startsWith('/publicartrabajo?') &&
		new URLSearchParams(formAction.slice(formAction.indexOf('?'))).has('popup') &&
		!(actionResult as { done?: boolean } | undefined)?.done
	return popupStep ? false : defaultShouldRevalidate
}
