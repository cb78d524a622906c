import { listServiceOptions } from '#app/models/services/hero-search.server.ts'

/** The trade catalogue for the hero search's suggestions, fetched once when the field is used. */
export async function loader() {
	return Response.json(
		{ services: await listServiceOptions() },
		{ headers: { 'Cache-Control': 'public, max-age=3600' } },
	)
}
