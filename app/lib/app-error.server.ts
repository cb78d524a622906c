// The one mapper of refusals for pages. A model throws AppError; the page's action either shows it on
// the form (the field it names, or the whole form) or redirects with an error toast. Anything that
// is not an AppError is rethrown untouched, so real failures still reach the error boundary.
import { data, redirect } from '@remix-run/node'
import { isAppError, type AppError } from './app-error.ts'
import { combineHeaders, toastHeader } from './toast.server.ts'
import { type Toast } from './toast.ts'

export type Replyable<Result> = {
	reply: (options?: {
		formErrors?: string[]
		fieldErrors?: Record<string, string[]>
		hideFields?: string[]
		resetForm?: boolean
	}) => Result
}

export type FormRefusalOptions<Extra> = {
	/** Renames the model's field to the form's (e.g. `postalCodeId` → `address`); null puts it on the whole form. */
	field?: string | null
	/** The page's status when it differs from the code's (forms answer 400 for most refusals). */
	status?: number
	/** Fields conform must clear (passwords). */
	hideFields?: string[]
	/** Empties the form (spec 000 §8: after a refused password change). */
	resetForm?: boolean
	/** More action data beside `result` (e.g. `{ intent, places }`). */
	extra?: Extra
	headers?: HeadersInit
}

/** The AppError `error` as the form's answer `{ result, ...extra }`; any other error is rethrown. */
export function formRefusal<Result, Extra extends object = object>(
	error: unknown,
	submission: Replyable<Result>,
	options: FormRefusalOptions<Extra> = {},
) {
	const refusal = asAppError(error)
	const field = options.field === undefined ? refusal.field : (options.field ?? undefined)
	const result = submission.reply({
		...(field ? { fieldErrors: { [field]: [refusal.message] } } : { formErrors: [refusal.message] }),
		...(options.hideFields ? { hideFields: options.hideFields } : {}),
		...(options.resetForm ? { resetForm: true } : {}),
	})
	return data({ ...(options.extra as Extra), result } as Extra & { result: Result }, {
		status: options.status ?? refusal.status,
		headers: options.headers,
	})
}

/** The AppError `error` as a redirect to `to` with its message in an error toast; any other error is rethrown. */
export async function toastRefusal(error: unknown, to: string) {
	return redirectWithToast(to, { type: 'error', text: asAppError(error).message })
}

/** Rethrows anything that is not an AppError; the AppError itself otherwise. */
export function asAppError(error: unknown): AppError {
	if (!isAppError(error)) throw error
	return error
}

/** Redirects to `to` showing `toast` (or several, stacked) on the next page. */
export async function redirectWithToast(to: string, toast: Toast | Toast[], init?: { headers?: HeadersInit }) {
	return redirect(to, { headers: combineHeaders(init?.headers, { 'Set-Cookie': await toastHeader(toast) }) })
}
