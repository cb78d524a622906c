// The entry the design card names: it starts the web process, which lives in server/ with
// everything else about how the process starts, serves and stops (docs/architecture.md, «The
// process»). Production runs it compiled with the routes (build/server/server.js, vite.config.ts),
// development through Vite (server/dev.ts). The worker's entry is server/worker.ts.
// first: the crash handler and .env before any other module is evaluated
import './server/boot.server.ts'
import './server/web.ts'
