import { buildOpenApiDocument } from '#app/api/openapi/document.server.ts'
import { methodNotAllowed } from '#app/api/respond.server.ts'
import { getEnv } from '#app/lib/env.server.ts'

/** GET /api/openapi.json: the /api contract as OpenAPI 3.1 (public, like the calls it lists). */
export function loader() {
	return Response.json(buildOpenApiDocument({ serverUrl: getEnv().SITE_ORIGIN }), {
		headers: { 'Cache-Control': 'public, max-age=300' },
	})
}

export const action = methodNotAllowed
