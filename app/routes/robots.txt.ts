import { getEnv } from '#app/lib/env.server.ts'
import { renderRobots } from '#app/models/seo/sitemap.server.ts'

// Served from a route, not public/, because the Sitemap line must carry the configured origin.
export function loader() {
	return new Response(renderRobots(getEnv().SITE_ORIGIN), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
