import { type ActionFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, methodNotAllowed, withErrorObject } from '#app/api/respond.server.ts'
import { getBearerToken } from '#app/models/auth/api-tokens.server.ts'
import { isAppError } from '#app/lib/app-error.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { storeImages } from '#app/models/uploads/images.server.ts'
import { IMAGE_TOO_LARGE } from '#app/models/uploads/limits.ts'
import { uploadRateLimit } from '#app/models/uploads/upload-limit.server.ts'
import { filesOf, isMultipart, readUploadForm } from '#app/models/uploads/upload-form.server.ts'

export const loader = methodNotAllowed

const NOT_MULTIPART = 'Envía la imagen como multipart/form-data en el campo file'

/**
 * POST multipart `file`: one image, re-encoded and stored; answers { secure_url }. A refusal answers
 * both `{ success: false, message }` and the spec's `error.message`.
 */
export const action = withErrorObject(
	api(async ({ request, context }: ActionFunctionArgs) => {
		if (request.method !== 'POST') return methodNotAllowed()
		const limited = await uploadRateLimit(context.clientIp)
		if (limited) return apiError(429, limited)
		if (!isMultipart(request)) return apiError(400, NOT_MULTIPART)
		// a text field that is not UTF-8 is an AppError (400, mapped by api()); any other failure is not multipart
		const form = await readUploadForm(request).catch((error: unknown) => {
			if (isAppError(error)) throw error
			return undefined
		})
		if (form === null) return apiError(413, IMAGE_TOO_LARGE)
		if (form === undefined) return apiError(400, NOT_MULTIPART)
		const [file] = filesOf(form, 'file')
		if (!file) return apiError(400, 'Falta la imagen (campo file)')
		// the caller's when a token comes with it; else nobody's until an account names it (registration)
		const caller = await getBearerToken(request)
		const [url] = await storeImages([file], { folder: 'subidas', owner: { userId: caller?.user.id ?? null } })
		const base = url!.startsWith('/') ? getEnv().SITE_ORIGIN : ''
		return apiOk({ secure_url: `${base}${url}` }, { status: 201 })
	}),
)
