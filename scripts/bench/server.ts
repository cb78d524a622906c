// The built product as the benchmarks start it (memory, overload): the node flags of `npm start`,
// production settings on the benchmark's own database and data folder, ready when /healthcheck
// answers 200, stopped with SIGTERM as an operator stops it.
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The node flags of `npm start`, read from package.json so the benchmark runs what operators run. */
export function startFlags() {
	const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start
	return /node (.*?)\s*build\/server\/server\.js/.exec(start!)?.[1]?.split(/\s+/).filter(Boolean) ?? []
}

/**
 * The build made when missing, and a new embedded PostgreSQL under `dataDir`/postgres on `port`
 * holding the demo data, as the product starts its own on a first run. New on every run: what a
 * run wrote (thousands of messages, their emails and jobs) would slow the next one down.
 */
export async function prepareDemoDatabase(dataDir: string, port: number) {
	execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' })
	rmSync(dataDir, { recursive: true, force: true })
	return prepareDatabase({
		databaseUrl: undefined,
		embeddedDir: `${dataDir}/postgres`,
		embeddedPort: port,
		postalCodesFile: process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE,
		seedDemoData: true,
		log: (message) => console.log(`[db] ${message}`),
	})
}

/** Starts build/server/server.js on `port` over `databaseUrl`, its mail and files under `dataDir`. */
export function startBuiltServer({
	port,
	databaseUrl,
	dataDir,
	env = {},
	logFile,
}: {
	port: number
	databaseUrl: string
	dataDir: string
	env?: Record<string, string>
	/** the server's stdout and stderr (its request log in production) go to this file; else nowhere */
	logFile?: string
}) {
	// BENCH_NODE_FLAGS: more flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes
	const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
	const log = logFile ? openSync(logFile, 'a') : undefined
	const child = spawn('node', [...startFlags(), ...extraFlags, 'build/server/server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			OPERATOR_PLACEHOLDERS: 'true',
			PORT: String(port),
			SITE_ORIGIN: `http://localhost:${port}`,
			DATABASE_URL: databaseUrl,
			REDIS_URL: '',
			SEED_DEMO_DATA: 'false',
			OUTBOX_DIR: `${dataDir}/outbox`,
			UPLOADS_DIR: `${dataDir}/uploads`,
			...env,
		},
		// a file the server writes itself: nothing to drain, and a log nobody reads never holds it up
		stdio: log === undefined ? 'ignore' : ['ignore', log, log],
	})
	if (log !== undefined) closeSync(log) // the child has its own copy
	return child
}

/** Milliseconds until `url` answers 200; fails when the server exits or is not ready in `limitMs`. */
export async function untilReady(url: string, child: ChildProcess, limitMs = 60_000) {
	const t0 = performance.now()
	while (performance.now() - t0 < limitMs) {
		if (child.exitCode !== null) throw new Error(`el servidor salió con código ${child.exitCode}`)
		try {
			if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return performance.now() - t0
		} catch {
			// not listening yet
		}
		await sleep(20)
	}
	throw new Error(`no estuvo listo en ${limitMs} ms`)
}

/** SIGTERM, then waits for the exit. */
export async function stopServer(child: ChildProcess | undefined) {
	if (!child || child.exitCode !== null) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill('SIGTERM')
	await exited
}

/**
 * User + system CPU time of `pid` in ms, from /proc (fields 14-17, in clock ticks of 10 ms);
 * `children`: also that of its children that ended (PostgreSQL's backends).
 */
export function processCpuMs(pid: number, { children = false } = {}) {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
	const fields = stat
		.slice(stat.lastIndexOf(')') + 2)
		.split(' ')
		.map(Number)
	return (fields[11]! + fields[12]! + (children ? fields[13]! + fields[14]! : 0)) * 10
}
