// `npm run dev`: server.ts run through Vite's module graph, the same graph that serves the routes,
// so that in development too every module of app/ is loaded once (the production build bundles
// server.ts with the routes for the same reason). Vite serves its middlewares from server.ts.
import { createServer } from 'vite'
import { setViteDevServer } from './vite-dev-server.ts'

process.env.NODE_ENV ??= 'development'
const vite = await createServer({ server: { middlewareMode: true } })
setViteDevServer(vite)
await vite.ssrLoadModule('/server.ts')
