// Liveness on the web port, before everything else; readiness is the route's (app/lib/health.server.ts).
import { type NextFunction, type Request, type Response } from 'express'

/**
 * `GET /healthcheck?live` on the web port, answered by Express before any other middleware
 * (server/web.ts): no request log, no admission, no Remix. It still waits for the event loop to accept
 * its connection, which takes long under overload; orchestrators probe LIVENESS_PORT instead
 * (liveness-thread.server.ts, beside this file). Everything else goes on, readiness to its route.
 */
export function answerLiveness(req: Request, res: Response, next: NextFunction) {
	if (req.path !== '/healthcheck' || !('live' in req.query)) return next()
	res.setHeader('Cache-Control', 'no-store')
	res.json({ status: 'ok' })
}
