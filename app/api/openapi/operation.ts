// One documented /api call. The request schemas are the ones the route parses with; the
// responses are app/api/schemas/responses.ts. Refusals share the ApiError shape (`default`).
import { type z } from 'zod'

export type Operation = {
	method: 'get' | 'post' | 'put' | 'patch' | 'delete'
	/** OpenAPI path, `{id}` for a parameter: '/api/offers/{id}' */
	path: string
	tag: string
	summary: string
	description?: string
	/** none: public; optional: a token changes the answer; a role: only that role (403 otherwise) */
	auth: 'none' | 'optional' | 'user' | 'cliente' | 'oficial' | 'admin'
	/** where the call comes from: the spec's §7 tables, or ours */
	source: 'spec 000 §7' | 'spec 001 §7' | 'nuestro'
	query?: z.ZodObject
	body?: z.ZodType
	/** multipart uploads are described by hand */
	multipart?: boolean
	/** JSON answers; `file`: a file of that media type instead (the invoice PDF), described as binary */
	responses: Partial<
		Record<
			200 | 201,
			{ description: string; schema: z.ZodType; example: unknown } | { description: string; file: string }
		>
	>
	/** the refusals worth naming, with when they happen (all share ApiError) */
	errors?: Partial<Record<400 | 401 | 402 | 403 | 404 | 409 | 413 | 429, string>>
}
