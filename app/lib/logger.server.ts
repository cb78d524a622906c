// Structured logs (pino): JSON lines on stdout in production, pretty in development, silent in
// tests unless LOG_LEVEL asks. Every line written inside a request or a job carries its
// `requestId` (and the job's kind and id) from the request context, without passing it along.
import { format } from 'node:util'
import pino, { type DestinationStream, type Logger } from 'pino'
import { currentContext } from './request-context.server.ts'

export type { Logger }

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

function defaultLevel() {
	const level = process.env.LOG_LEVEL?.trim()
	if (level && (LEVELS as readonly string[]).includes(level)) return level
	return process.env.NODE_ENV === 'test' ? 'silent' : 'info'
}

// why: a belt under the serializers: should an object with these keys ever be logged, the value
// never reaches the log
const REDACTED = [
	'password',
	'*.password',
	'email',
	'*.email',
	'phone',
	'*.phone',
	'token',
	'*.token',
	'cookie',
	'*.cookie',
	'headers.cookie',
	'headers.authorization',
	'*.headers.cookie',
	'*.headers.authorization',
]

export function createLogger({
	level = defaultLevel(),
	destination,
	pretty = process.env.NODE_ENV === 'development' && !destination,
}: { level?: string; destination?: DestinationStream; pretty?: boolean } = {}): Logger {
	const options: pino.LoggerOptions = {
		level,
		base: undefined, // no pid and hostname on every line: the platform adds its own
		redact: { paths: REDACTED, censor: '[redacted]' },
		mixin() {
			const context = currentContext()
			if (!context) return {}
			return {
				requestId: context.requestId,
				...(context.job ? { job: context.job.kind, jobId: context.job.id } : {}),
			}
		},
	}
	if (pretty) {
		// pino-pretty is a development dependency: production never loads it
		return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'time', singleLine: true } } })
	}
	return destination ? pino(options, destination) : pino(options)
}

const SLOT = Symbol.for('reformas.logger')
type Slot = { [SLOT]?: Logger }

/** This process's logger (one for server.ts and the Remix build alike). */
export function logger(): Logger {
	return ((globalThis as Slot)[SLOT] ??= createLogger())
}

/** Tests capture the log of the code they drive. */
export function setLogger(next: Logger | undefined) {
	;(globalThis as Slot)[SLOT] = next
}

/**
 * In production every line on stdout is JSON: what the app, or a library, writes with `console.*`
 * becomes a log line of the same logger (the request id included), at the matching level.
 */
export function routeConsoleToLogger(target: () => Logger = logger) {
	const at =
		(level: 'info' | 'warn' | 'error' | 'debug') =>
		(...args: unknown[]) =>
			target()[level](format(...args))
	console.log = console.info = at('info')
	console.warn = at('warn')
	console.error = console.trace = at('error')
	console.debug = at('debug')
}
