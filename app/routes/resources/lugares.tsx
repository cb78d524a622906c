import { type LoaderFunctionArgs } from '@remix-run/node'
import { searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'

/** Suggestions for the place pickers of our own forms (GET ?q=). */
export async function loader({ request }: LoaderFunctionArgs) {
	const query = new URL(request.url).searchParams.get('q') ?? ''
	const places = await searchPlaces(query.slice(0, 60))
	return Response.json({ places }, { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
