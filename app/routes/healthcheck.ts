import { readiness } from '#app/lib/health.server.ts'
import { workerSilent } from '#app/models/workers/heartbeat.server.ts'

const headers = { 'Cache-Control': 'no-store' }

// For load balancers and orchestrators. `/healthcheck` is readiness: 200 while the
// database answers and the instance is not shutting down, else 503 (Redis state reported only;
// a silent separate worker makes it `degraded`, still 200: the instance serves).
// `/healthcheck?live` (liveness) never reaches this route: server/web.ts answers it first
// (answerLiveness in server/http/liveness.server.ts).
export async function loader() {
	const state = await readiness({ workerSilent })
	return Response.json(state, { status: state.status === 'error' ? 503 : 200, headers })
}
