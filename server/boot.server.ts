// The first module server.ts and server/worker.ts import, so that it runs before any other module
// of theirs is evaluated: an error thrown while the modules load (a setting read at import, a
// library that fails to initialise) is then a fatal log line like any crash, JSON in production,
// instead of Node's plain-text stack. It imports nothing but the logger.
import { logFatalCrashes } from './fatal.server.ts'
import { routeConsoleToLogger } from '#app/lib/logger.server.ts'

logFatalCrashes()
// the .env file first: NODE_ENV may come from it (a broken one is a fatal line too, from here on)
try {
	process.loadEnvFile('.env')
} catch (error) {
	if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
}
// before the first line is written, the configuration's refusal included
if (process.env.NODE_ENV === 'production') routeConsoleToLogger()
