import { getEnv } from '#app/lib/env.server.ts'
import { listSitemapEntries, renderSitemap } from '#app/models/seo/sitemap.server.ts'

export async function loader() {
	const xml = renderSitemap(getEnv().SITE_ORIGIN, await listSitemapEntries())
	return new Response(xml, {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
