import {
	type ActionFunctionArgs,
	MaxPartSizeExceededError,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
} from '@remix-run/node'
import { api, apiError, apiOk, methodNotAllowed, withErrorObject } from '#app/api/respond.server.ts'
import { consumeRateLimit, rateLimitMessage } from '#app/lib/rate-limit.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#app/models/uploads/limits.ts'

export const loader = methodNotAllowed

/**
 * POST multipart `file`: one image, re-encoded and stored; answers { secure_url }. A refusal answers
 * both `{ success: false, message }` and the spec's `error.message`.
 */
export const action = withErrorObject(
	api(async ({ request, context }: ActionFunctionArgs) => {
		if (request.method !== 'POST') return methodNotAllowed()
		const wait = await consumeRateLimit('uploadsByIp', context.clientIp)
		if (wait) return apiError(429, rateLimitMessage(wait))
		let form: FormData
		try {
			form = await unstable_parseMultipartFormData(
				request,
				unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }),
			)
		} catch (error) {
			if (error instanceof MaxPartSizeExceededError) return apiError(413, IMAGE_TOO_LARGE)
			return apiError(400, 'Envía la imagen como multipart/form-data en el campo file')
		}
		const file = form.get('file')
		if (!(file instanceof File) || file.size === 0) return apiError(400, 'Falta la imagen (campo file)')
		const stored = await storeImage(new Uint8Array(await file.arrayBuffer()), { folder: 'subidas' })
		const base = stored.url.startsWith('/') ? getEnv().SITE_ORIGIN : ''
		return apiOk({ secure_url: `${base}${stored.url}` }, { status: 201 })
	}),
)
