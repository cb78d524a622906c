// A crash is a log line like every other: an uncaught exception (at start-up, a top-level await
// that rejects included, or at run time; an unhandled rejection that nothing excuses, see
// lifecycle.server.ts) is written as one pino line at level `fatal` with the error, its type and
// its stack, then the process exits with 1 (systemd's Restart=on-failure starts it again). Without
// this, Node prints a plain-text stack to stderr: the only lines of a JSON log that a collector
// cannot parse, and the ones that matter most.
import { type Logger, logger } from '#app/lib/logger.server.ts'

const INSTALLED = Symbol.for('reformas.fatal-handler')
type Slot = { [INSTALLED]?: true }

export function logFatalCrashes(target: () => Logger = logger) {
	if ((globalThis as Slot)[INSTALLED]) return
	;(globalThis as Slot)[INSTALLED] = true
	process.on('uncaughtException', (error, origin) => {
		try {
			const message = error instanceof Error ? error.message : String(error)
			// a bad setting found while the modules load: the variables and the fix, as at start-up
			if (error instanceof Error && error.name === 'ConfigError')
				target().fatal({ issues: (error as Error & { issues?: string[] }).issues, origin }, message)
			else target().fatal({ err: error, origin }, `el proceso termina por un error no capturado: ${message}`)
		} catch {
			// the logger itself failed: Node's own report is all there is
			process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
		}
		process.exit(1)
	})
}
