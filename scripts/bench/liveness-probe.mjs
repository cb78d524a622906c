// The liveness prober of bench:overload, in a process of its own as an orchestrator's is: every
// 100 ms a GET of /healthcheck?live on a new connection (as kubelet probes), timed from the
// connect to the last byte, with a 10 s deadline. It runs for the whole bench and writes one JSON
// line per probe: its start (epoch ms) and time (ms). Ends on SIGTERM.
import http from 'node:http'

const url = process.argv[2]
let stopping = false

function probe() {
	return new Promise((resolve) => {
		const started = performance.now()
		const request = http.get(url, { agent: false, timeout: 10_000 }, (response) => {
			response.resume()
			response.on('end', () => resolve(performance.now() - started))
		})
		request.on('timeout', () => request.destroy())
		request.on('error', () => resolve(10_000))
	})
}

process.on('SIGTERM', () => (stopping = true))
while (!stopping) {
	const at = Date.now()
	process.stdout.write(`${JSON.stringify([at, await probe()])}\n`)
	await new Promise((resolve) => setTimeout(resolve, 100))
}
