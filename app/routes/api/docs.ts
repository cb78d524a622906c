import { buildOpenApiDocument } from '#app/api/openapi/document.server.ts'
import { renderReferencePage } from '#app/api/openapi/reference-page.server.tsx'
import { methodNotAllowed } from '#app/api/respond.server.ts'
import { getEnv } from '#app/lib/env.server.ts'

/** GET /api/docs: the readable reference of /api, plain HTML without scripts. */
export function loader() {
	return new Response(renderReferencePage(buildOpenApiDocument({ serverUrl: getEnv().SITE_ORIGIN })), {
		headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
	})
}

export const action = methodNotAllowed
