// The built product as the benchmarks start it (memory, overload): the node flags of `npm start`,
// production settings on the benchmark's own database and data folder, ready when /healthcheck
// answers 200, stopped with SIGTERM as an operator stops it.
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { prepareDatabase } from '#app/lib/database/prepare.server.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/database/postal-codes.server.ts'

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
}: {
	port: number
	databaseUrl: string
	dataDir: string
	env?: Record<string, string>
}) {
	// BENCH_NODE_FLAGS: more flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes
	const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
	return spawn('node', [...startFlags(), ...extraFlags, 'build/server/server.js'], {
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
		stdio: 'ignore',
	})
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
