// Liveness on a port of its own (LIVENESS_PORT), answered by a worker thread. Under overload the
// main event loop still turns every few tens of milliseconds, but Node (libuv) accepts one new
// connection per turn: behind a burst of new connections a probe on the web port waited 0.5–1.9 s
// to be accepted (bench:overload, 4×), long enough for an orchestrator to restart a busy instance.
// The thread has its own loop and port, so it answers at once; it says whether the main loop is
// alive by the age of a heartbeat the main loop writes every 100 ms: older than `stallMs`, 503.
import { Worker } from 'node:worker_threads'

const HEARTBEAT_MS = 100
/** how long the main loop may go without a turn before the instance counts as dead */
export const LIVENESS_STALL_MS = 5_000

// The thread's code as text (a file of its own would need a loader in development and tests,
// where Vite and tsx run the TypeScript, and a build entry in production). It answers
// `GET /healthcheck?live` with 200 {status: 'ok'} while the heartbeat is fresh, 503
// {status: 'stalled', stalledMs} once it is not, and 404 to anything else.
const THREAD_SOURCE = `
(async () => {
	const { createServer } = await import('node:http')
	const { parentPort, workerData } = await import('node:worker_threads')
	const lastBeat = new BigInt64Array(workerData.heartbeat)
	const server = createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://localhost')
		if (req.method !== 'GET' || url.pathname !== '/healthcheck' || !url.searchParams.has('live')) {
			res.writeHead(404).end()
			return
		}
		const stalledMs = Date.now() - Number(Atomics.load(lastBeat, 0))
		const alive = stalledMs <= workerData.stallMs
		res.writeHead(alive ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
		res.end(JSON.stringify(alive ? { status: 'ok' } : { status: 'stalled', stalledMs }))
	})
	server.on('error', (error) => parentPort.postMessage({ error: error.message }))
	server.listen(workerData.port, () => parentPort.postMessage({ port: server.address().port }))
})()
`

export type LivenessThread = { port: number; stop: () => Promise<void> }

/**
 * Starts the thread listening on `port` (0: any free port, for tests) and the main loop's
 * heartbeat; resolves once it listens, rejects when the port cannot be taken.
 */
export async function startLivenessThread({
	port,
	stallMs = LIVENESS_STALL_MS,
}: {
	port: number
	stallMs?: number
}): Promise<LivenessThread> {
	const heartbeat = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT)
	const lastBeat = new BigInt64Array(heartbeat)
	const beat = () => Atomics.store(lastBeat, 0, BigInt(Date.now()))
	beat()
	const timer = setInterval(beat, HEARTBEAT_MS).unref()
	const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { heartbeat, port, stallMs } })
	worker.unref() // never what keeps the process up
	const stop = async () => {
		clearInterval(timer)
		await worker.terminate()
	}
	try {
		const listening = await new Promise<number>((resolve, reject) => {
			worker.once('message', (message: { port?: number; error?: string }) =>
				message.port ? resolve(message.port) : reject(new Error(`LIVENESS_PORT ${port}: ${message.error}`)),
			)
			worker.once('error', reject)
		})
		return { port: listening, stop }
	} catch (error) {
		await stop()
		throw error
	}
}
