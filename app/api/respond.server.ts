// The envelopes of the legacy /api contract, in one place.
import '#app/lib/zod-locale.ts'
import { type z } from 'zod'
import { isAppError } from '#app/lib/app-error.ts'
import {
	isDatabaseUnavailable,
	RETRY_AFTER_SECONDS,
	SERVICE_UNAVAILABLE,
} from '#app/lib/database-unavailable.server.ts'
import { MAX_PAGE } from '#app/lib/page-param.ts'
import { decodeUtf8, hasInvalidEscapes, hasUnacceptableValue } from '#app/lib/unacceptable-text.ts'

/**
 * JSON with its Content-Length: Remix streams a body, so without the length the compression
 * middleware cannot see that an answer is under its threshold (1 kB) and starts a zlib stream for
 * every small answer (a chat message's, a refusal's): about a tenth of the chat's CPU (issue 45).
 */
function json(value: unknown, init?: ResponseInit) {
	const body = JSON.stringify(value)
	const headers = new Headers(init?.headers)
	headers.set('Content-Type', 'application/json')
	headers.set('Content-Length', String(Buffer.byteLength(body)))
	return new Response(body, { ...init, headers })
}

export function apiOk<T extends object>(body: T, init?: ResponseInit) {
	return json({ success: true, ...body }, init)
}

/**
 * An answer whose body is the value itself (an array of plans, a place list, a pending order or
 * `null`): the contract's clients read `response.data` as that value, so no envelope wraps it.
 */
export function apiValue(value: unknown, init?: ResponseInit) {
	return json(value, init)
}

export function apiError(status: number, message: string, extra?: object) {
	return json({ success: false, message, ...extra }, { status })
}

/**
 * The one /api mapper of refusals: wrap a loader or action with it, and an AppError thrown inside
 * answers `{ success: false, message, ...details }` with its status. A route whose contract lists
 * field errors passes `fieldNames` (model field → contract field, `{}` when they match): a refusal
 * naming a field then also answers `errors: { field: message }`, like a schema failure. The database
 * being out of reach answers 503 with Retry-After; other errors pass through.
 */
export function api<Args extends unknown[]>(
	handler: (...args: Args) => Promise<Response>,
	{ fieldNames }: { fieldNames?: Record<string, string> } = {},
) {
	return async (...args: Args): Promise<Response> => {
		try {
			return await handler(...args)
		} catch (error) {
			if (isDatabaseUnavailable(error)) {
				const response = apiError(503, SERVICE_UNAVAILABLE)
				response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
				return response
			}
			if (!isAppError(error)) throw error
			const named = error.field && fieldNames ? (fieldNames[error.field] ?? error.field) : undefined
			const errors = named ? { errors: { [named]: error.message } } : {}
			return apiError(error.status, error.message, { ...error.details, ...errors })
		}
	}
}

/**
 * For calls whose spec clients read `error.message` (the image upload, spec 000 §7): every refusal
 * of `handler` also carries `error: { message }`, next to the usual `{ success: false, message }`.
 */
export function withErrorObject<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
	return async (...args: Args): Promise<Response> => {
		const response = await handler(...args)
		if (response.ok || !response.headers.get('Content-Type')?.includes('application/json')) return response
		const body = (await response.json()) as { message?: string }
		return Response.json(
			{ ...body, error: { message: body.message } },
			{ status: response.status, headers: response.headers },
		)
	}
}

export const methodNotAllowed = () => apiError(405, 'Método no permitido')

/**
 * The contract's clients fill a value they lack with '', 'undefined' or 'null' (axios writes a
 * JavaScript `undefined` in a template as the text): each of those means «not given».
 */
export function given(value: string | null | undefined) {
	const trimmed = value?.trim()
	return !trimmed || trimmed === 'undefined' || trimmed === 'null' ? undefined : trimmed
}

/** A query's parameters without the ones that are not given (see `given`): «no filter». */
export function givenParams(request: Request) {
	return Object.fromEntries(
		[...new URL(request.url).searchParams].filter(([, value]) => given(value) !== undefined),
	) as Record<string, string>
}

/**
 * JSON or form body as a plain object; an unreadable body is an empty object. Text with control
 * characters other than tab and line breaks (NUL above all, which PostgreSQL refuses), half of a
 * surrogate pair, bytes that are not UTF-8 (raw or %-escaped), or nested deeper than any call
 * needs is refused with 400 here, once for every /api call (app/lib/unacceptable-text.ts).
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
	const type = request.headers.get('Content-Type') ?? ''
	let body: unknown
	if (type.includes('application/json') || type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
		let text: string | null
		try {
			text = decodeUtf8(new Uint8Array(await request.arrayBuffer()))
		} catch {
			return {}
		}
		if (text === null || (!type.includes('application/json') && hasInvalidEscapes(text))) throw unacceptableInput()
		try {
			body = type.includes('application/json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text))
		} catch {
			return {}
		}
	} else {
		try {
			body = Object.fromEntries(await request.formData())
		} catch {
			return {}
		}
	}
	if (hasUnacceptableValue(body)) throw unacceptableInput()
	return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}

export const UNACCEPTABLE_INPUT = 'Los datos contienen caracteres no permitidos'
const unacceptableInput = () => apiError(400, UNACCEPTABLE_INPUT, { error: { message: UNACCEPTABLE_INPUT } })

/** Parses a body with a form schema; a failure becomes a 400 with the first message and all of them. */
export function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
	const result = schema.safeParse(body)
	if (result.success) return result.data
	const errors = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || 'form', issue.message]))
	throw apiError(400, result.error.issues[0]?.message ?? 'Datos no válidos', { errors })
}

/** `pageNumber` (from 1, at most MAX_PAGE) and `pageSize` of a paged call, bounded. */
export function readPaging(request: Request, { defaultSize, maxSize = 50 }: { defaultSize: number; maxSize?: number }) {
	const params = new URL(request.url).searchParams
	const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(params.get('pageNumber')) || 1)))
	const pageSize = Math.min(maxSize, Math.max(1, Math.floor(Number(params.get('pageSize')) || defaultSize)))
	return { page, pageSize }
}

export function pageInfo(page: number, pageSize: number, total: number) {
	return { currentPage: page, totalPages: Math.ceil(total / pageSize), total }
}
