// The one door of a page action, as /api has its own: parse the form with the shared schema
// (conform's parseWithZod, so the browser validates with the same one), answer bad input 400 with
// the form's errors, run the model, and map an AppError once — on the form (the field it names, or
// the whole form) or, for a page without a form to answer, in an error toast. Anything that is not
// an AppError is rethrown untouched, so real failures still reach the error boundary.
//
// Route files do not write `catch` blocks around AppError (an ESLint rule refuses them in
// app/routes): they call formAction, settleForm, tryForm, toastAction, loadOrToast or attempt.
import { type Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { type $ZodType, type output } from 'zod/v4/core'
import { asAppError, formRefusal, toastRefusal, type FormRefusalOptions, type Replyable } from './app-error.server.ts'
import { type AppError } from './app-error.ts'

type Refusal<Extra> = FormRefusalOptions<Extra> | ((error: AppError) => FormRefusalOptions<Extra>)

export type FormActionOptions<Schema extends $ZodType, Result, Extra extends object> = {
	/** the shared zod schema of the form, the action and /api */
	schema: Schema
	/** the model call, with the parsed values; its answer is the action's (a redirect, data) */
	run: (value: output<Schema>, submission: Submission<unknown, string[], output<Schema>>) => Promise<Result>
	/** more action data beside `result`, in every answer (e.g. `{ intent: 'company' }`) */
	extra?: Extra
	/** fields conform must clear in every answer (passwords) */
	hideFields?: string[]
	/** how a refusal shows: a renamed field, a status, resetForm (see formRefusal) */
	refusal?: Refusal<Extra>
}

/** Parses `formData` with `schema`, runs the model and maps its refusal onto the form. */
export async function formAction<Schema extends $ZodType, Result, Extra extends object = object>(
	formData: FormData,
	options: FormActionOptions<Schema, Result, Extra>,
) {
	const submission = parseWithZod(formData, { schema: options.schema }) as Submission<unknown, string[], output<Schema>>
	if (submission.status !== 'success')
		return data(
			{
				...(options.extra as Extra),
				result: submission.reply(options.hideFields ? { hideFields: options.hideFields } : undefined),
			},
			{ status: 400 },
		)
	const value = submission.value
	const { extra, hideFields, refusal } = options
	return settleForm(
		submission,
		() => options.run(value, submission),
		(error) => ({
			...(hideFields ? { hideFields } : {}),
			...(extra ? { extra } : {}),
			...(typeof refusal === 'function' ? refusal(error) : refusal),
		}),
	)
}

/**
 * For an action that parsed (and checked more) itself: runs the model and maps its refusal onto
 * `submission`'s form (`refusal`: a renamed field, a status, hidden fields, extra action data).
 */
export async function settleForm<Result, Reply, Extra extends object = object>(
	submission: Replyable<Reply>,
	run: () => Promise<Result>,
	refusal: Refusal<Extra> = {},
) {
	return attempt(run, (error) =>
		formRefusal(error, submission, typeof refusal === 'function' ? refusal(error) : refusal),
	)
}

/**
 * For a model call in the middle of an action, with more to do after it: the call's value, or
 * `refused`, the form's answer to return (`if (outcome.refused) return outcome.refused`).
 */
export async function tryForm<Value, Reply, Extra extends object = object>(
	submission: Replyable<Reply>,
	run: () => Promise<Value>,
	refusal: Refusal<Extra> = {},
) {
	return attempt(
		async () => ({ value: await run(), refused: undefined }),
		(error) => ({
			value: undefined,
			refused: formRefusal(error, submission, typeof refusal === 'function' ? refusal(error) : refusal),
		}),
	)
}

/** For a button without a form to answer (retire, cancel, delete): a refusal is an error toast on `to`. */
export async function toastAction<Result>(to: string, run: () => Promise<Result>) {
	return attempt(run, (error) => toastRefusal(error, to))
}

/** For a loader: a refusal is thrown as a redirect to `to` with an error toast. */
export async function loadOrToast<Result>(to: string, run: () => Promise<Result>): Promise<Result> {
	return attempt(run, async (error): Promise<never> => {
		throw await toastRefusal(error, to)
	})
}

/**
 * The mapper under the others, for an answer of the page's own shape (an upload's message):
 * `run`'s result, or `refused(error)` when the model refused with an AppError.
 */
export async function attempt<Result, Refused>(
	run: () => Promise<Result>,
	refused: (error: AppError) => Refused,
): Promise<Result | Awaited<Refused>> {
	try {
		return await run()
	} catch (error) {
		return await refused(asAppError(error))
	}
}
