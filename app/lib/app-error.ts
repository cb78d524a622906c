// The one way a model refuses: throw an AppError. Pages map it once (form error or redirect with a
// toast) and /api maps it once (JSON envelope with the status); nothing else inspects refusals.

export type AppErrorCode =
	| 'bad_request'
	| 'unauthenticated'
	| 'payment_required'
	| 'forbidden'
	| 'not_found'
	| 'conflict'
	| 'gone'
	| 'payload_too_large'
	| 'unsupported_media_type'
	| 'unprocessable'
	| 'too_many_requests'
	| 'unavailable'

const STATUS: Record<AppErrorCode, number> = {
	bad_request: 400,
	unauthenticated: 401,
	payment_required: 402,
	forbidden: 403,
	not_found: 404,
	conflict: 409,
	gone: 410,
	payload_too_large: 413,
	unsupported_media_type: 415,
	unprocessable: 422,
	too_many_requests: 429,
	unavailable: 503,
}

export type AppErrorOptions = {
	/** The form field the message belongs to, when there is one. */
	field?: string
	/** Overrides the status the code implies (rarely needed). */
	status?: number
	/** Extra JSON for /api answers (e.g. `{ retryAfter }`); never shown on pages. */
	details?: Record<string, unknown>
}

export class AppError extends Error {
	readonly code: AppErrorCode
	readonly status: number
	readonly field?: string
	readonly details?: Record<string, unknown>

	/** `message` is Spanish and is shown to the user as it is. */
	constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
		super(message)
		this.name = 'AppError'
		this.code = code
		this.status = options.status ?? STATUS[code]
		this.field = options.field
		this.details = options.details
	}
}

export function isAppError(error: unknown): error is AppError {
	return error instanceof AppError
}
