import { readiness } from '#app/lib/health.server.ts'

const headers = { 'Cache-Control': 'no-store' }

// For load balancers and orchestrators. `/healthcheck` is readiness: 200 while the
// database answers and the instance is not shutting down, else 503 (Redis state reported only).
// `/healthcheck?live` is liveness: 200 while the process answers, touching nothing, so a lost
// database never gets a healthy process restarted.
export async function loader({ request }: { request: Request }) {
	if (new URL(request.url).searchParams.has('live')) return Response.json({ status: 'ok' }, { headers })
	const state = await readiness()
	return Response.json(state, { status: state.status === 'ok' ? 200 : 503, headers })
}
