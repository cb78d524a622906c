// The one door of a page action, as /api has its own: read the form (or take the one an upload
// reader built), parse it with the shared schema (conform's parseWithZod, so the browser validates
// with the same one; a multi-button form's schema is one discriminated union on `intent`), answer
// bad input 400 with the form's errors, run the model, and map an AppError once — on the form (the
// field it names, or the whole form; or as the page answers otherwise, `refused`: a list's toast).
// Anything that is not an AppError is rethrown untouched, so real failures still reach the error
// boundary.
//
// Route files neither read a body nor parse one themselves, and write no `catch` around AppError
// (ESLint rules refuse all three in app/routes): a form's action is formAction; a bare button (no
// fields: retire, cancel, delete) is toastAction, whose refusal is an error toast; a loader that
// may be refused is loadOrToast.
import { type Submission, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { type $ZodType, type output } from 'zod/v4/core'
import {
	asAppError,
	formRefusal,
	redirectWithToast,
	toastRefusal,
	type FormRefusalOptions,
} from './app-error.server.ts'
import { type AppError } from './app-error.ts'

type Refusal<Extra> = FormRefusalOptions<Extra> | ((error: AppError) => FormRefusalOptions<Extra>)

/** The form's answer: its conform result beside the page's own data. */
export type FormAnswer<Extra extends object = Record<never, never>> = ReturnType<
	typeof data<Flat<Extra & { result: SubmissionResult<string[]> }>>
>
// one plain object type, so a page can ask `'message' in actionData` of the answers' union
type Flat<T> = { [Key in keyof T]: T[Key] }

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean }

/** What `run` gets beside the parsed values: the submission and the form's own answers. */
export type FormDoor<Value, Extra extends object = Record<never, never>> = {
	submission: Submission<unknown, string[], Value>
	/** the whole body, for what the schema does not carry (an upload's files) */
	formData: FormData
	/**
	 * The form's answer `{ ...extra, result }` with errors of the action's own (a check after the
	 * schema), or none (a success that stays on the page); 400 when it carries errors, else 200.
	 */
	reply: <More extends object = Record<never, never>>(
		options?: ReplyOptions,
		init?: { status?: number; extra?: More },
	) => FormAnswer<Extra & More>
	/** A model call whose refusal shows otherwise than the action's (another field, more data). */
	settle: <Value2, Extra extends object = Record<never, never>>(
		call: () => Promise<Value2>,
		refusal: Refusal<Extra>,
	) => Promise<Value2>
}

export type FormActionOptions<
	Schema extends $ZodType,
	Result,
	Extra extends object,
	Refused = never,
	Invalid = never,
> = {
	/** the shared zod schema of the form, the action and /api (a union on `intent` for several buttons) */
	schema: Schema
	/** the model call, with the parsed values; its answer is the action's (a redirect, data) */
	run: (value: output<Schema>, form: FormDoor<output<Schema>, Extra>) => Promise<Result>
	/** more action data beside `result`, in every answer (e.g. `{ intent: 'company' }`) */
	extra?: Extra
	/** fields conform must clear in every answer (passwords) */
	hideFields?: string[]
	/** how a refusal shows: a renamed field, a status, resetForm (see formRefusal) */
	refusal?: Refusal<Extra>
	/**
	 * The answer to a refusal that does not show on the form (`refusal` is then unused): an error
	 * toast on a page that answers with toasts (`toastRefusal(error, to)`), a line of its own for a
	 * fetcher. A call settled inside `run` keeps the answer it was settled with.
	 */
	refused?: (
		error: AppError,
		value: output<Schema>,
		// the door, for an answer built from the form (its submission: a refusal on one of two forms)
		form: FormDoor<output<Schema>, Extra>,
	) => Refused | Promise<Refused>
	/**
	 * The answer to bad input, for a page whose answer is not the form's errors (default: 400 with
	 * them); it may wait (a gate checked before what was typed) and read the body as sent.
	 */
	invalid?: (
		submission: Exclude<Submission<unknown, string[], output<Schema>>, { status: 'success' }>,
		formData: FormData,
	) => Result | FormAnswer<Extra> | Invalid | Promise<Result | FormAnswer<Extra> | Invalid>
}

// a refusal settled inside `run` travels out as this, so `run` needs no `if (refused) return`
class Settled {
	constructor(readonly answer: unknown) {}
}

/** Reads and parses the form with `schema`, runs the model and maps its refusal onto the form. */
export async function formAction<
	Schema extends $ZodType,
	Result,
	Extra extends object = Record<never, never>,
	Refused = never,
	Invalid = never,
>(
	source: Request | FormData,
	options: FormActionOptions<Schema, Result, Extra, Refused, Invalid>,
): Promise<Result | Refused | Invalid | FormAnswer<Extra>> {
	const formData = source instanceof FormData ? source : await source.formData()
	const { extra, hideFields, refusal } = options
	const submission = parseWithZod(formData, { schema: options.schema }) as Submission<unknown, string[], output<Schema>>
	const hidden = hideFields ? { hideFields } : {}
	if (submission.status !== 'success') {
		if (options.invalid) return options.invalid(submission, formData)
		return data({ ...(extra as Extra), result: submission.reply(hidden) }, { status: 400 })
	}
	const refusalFor = <More extends object>(error: AppError, own: Refusal<More>) => {
		const chosen = typeof own === 'function' ? own(error) : own
		return { ...hidden, ...chosen, extra: { ...extra, ...chosen.extra } } as FormRefusalOptions<Extra & More>
	}
	const door: FormDoor<output<Schema>, Extra> = {
		submission,
		formData,
		reply: <More extends object>(replyOptions: ReplyOptions = {}, init: { status?: number; extra?: More } = {}) => {
			const refused = Boolean(replyOptions.formErrors || replyOptions.fieldErrors)
			return data(
				{ ...(extra as Extra), ...(init.extra as More), result: submission.reply({ ...hidden, ...replyOptions }) },
				{ status: init.status ?? (refused ? 400 : 200) },
			)
		},
		settle: async (call, own) => {
			try {
				return await call()
			} catch (error) {
				throw new Settled(formRefusal(asAppError(error), submission, refusalFor(asAppError(error), own)))
			}
		},
	}
	try {
		return await options.run(submission.value, door)
	} catch (error) {
		if (error instanceof Settled) return error.answer as FormAnswer<Extra>
		const refused = asAppError(error)
		if (options.refused) return options.refused(refused, submission.value, door)
		return formRefusal(refused, submission, refusalFor(refused, refusal ?? {})) as FormAnswer<Extra>
	}
}

/** The first message of bad input, for a page that answers it with one line (an error toast). */
export function firstError(submission: { error?: Record<string, string[] | null> | null }) {
	return Object.values(submission.error ?? {}).flat()[0] ?? undefined
}

/**
 * The door's answers for a page whose buttons answer with toasts (an admin list's rows): bad input
 * and a refusal alike are an error toast on `to` (`formAction(request, { schema, ...toastAnswers(to), run })`).
 */
export function toastAnswers(to: string) {
	return {
		invalid: (submission: { error?: Record<string, string[] | null> | null }) =>
			redirectWithToast(to, { type: 'error', text: firstError(submission) ?? 'Acción no válida' }),
		refused: (error: AppError) => toastRefusal(error, to),
	}
}

/** A bare button (no fields: retire, cancel, delete): a refusal is an error toast on `to`. */
export async function toastAction<Result>(to: string, run: () => Promise<Result>) {
	try {
		return await run()
	} catch (error) {
		return await toastRefusal(error, to)
	}
}

/** For a loader: a refusal is thrown as a redirect to `to` with an error toast. */
export async function loadOrToast<Result>(to: string, run: () => Promise<Result>): Promise<Result> {
	try {
		return await run()
	} catch (error) {
		throw await toastRefusal(error, to)
	}
}

// --- the old helpers, until every route has moved to formAction (removed at the end of the move)
/**
 * For a resource loader whose answer has its own shape (a PDF's plain-text 404): `run`'s result,
 * or `refused(error)` when the model refused with an AppError.
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
