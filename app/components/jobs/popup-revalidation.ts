import { type ShouldRevalidateFunctionArgs } from '@remix-run/react'

/**
 * The `shouldRevalidate` of every page the popup wizard opens over (the header's «Publicar» link):
 * a step of the popup changes nothing those pages show, yet each step's POST reloaded every loader
 * of the page under it. Wasted work on a phone, and when the network dropped between a step and
 * the next, that failed reload replaced the whole page with «Sin conexión», closing the popup and
 * its text (issue 41; e2e/wizard-busy-mobile.spec.ts). The last step (`done`: published, maybe
 * signed in) reloads as usual.
 *
 * Otherwise it decides what React Router would without it: Remix's single fetch hands a route that
 * exports `shouldRevalidate` `defaultShouldRevalidate: true` always, which would reload these
 * loaders on every navigation and after refused (4xx/5xx) actions too; the offline form answer
 * (app/lib/offline.ts, a 503) relies on the latter not happening (e2e/offline-forms-mobile.spec.ts).
 */
export function skipAfterPopupStep({
	formMethod,
	formAction,
	actionStatus,
	actionResult,
	currentUrl,
	nextUrl,
	currentParams,
	nextParams,
}: ShouldRevalidateFunctionArgs) {
	if (formMethod) {
		const popupStep =
			formAction?.startsWith('/publicartrabajo?') &&
			new URLSearchParams(formAction.slice(formAction.indexOf('?'))).has('popup') &&
			!(actionResult as { done?: boolean } | undefined)?.done
		if (popupStep) return false
		return actionStatus === undefined || actionStatus < 400
	}
	// a navigation or a revalidation: the same address again, other search params or other params
	return (
		currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search ||
		currentUrl.search !== nextUrl.search ||
		JSON.stringify(currentParams) !== JSON.stringify(nextParams)
	)
}
