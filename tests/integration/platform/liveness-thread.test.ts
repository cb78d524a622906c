// Liveness on its own port, answered by a thread: at once while the main event loop is busy, and
// 503 once the main loop has not turned for longer than the stall limit.
import { spawnSync } from 'node:child_process'
import { afterEach, expect, test } from 'vitest'
import { type LivenessThread, startLivenessThread } from '#server/http/liveness-thread.server.ts'

let thread: LivenessThread | undefined
afterEach(async () => {
	await thread?.stop()
	thread = undefined
})

/**
 * Probes `path` from another process after `delayMs`, while this thread's event loop is blocked
 * for all of it (spawnSync waits): the answer's status and body.
 */
function probeWhileBlocked(port: number, path: string, delayMs: number) {
	const script = `
		setTimeout(async () => {
			const response = await fetch('http://127.0.0.1:${port}${path}')
			console.log(JSON.stringify({ status: response.status, body: await response.text() }))
		}, ${delayMs})`
	const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 20_000 })
	return JSON.parse(child.stdout) as { status: number; body: string }
}

test('answers 200 while the main loop is blocked but within the stall limit; 404 to anything else', async () => {
	thread = await startLivenessThread({ port: 0, stallMs: 10_000 })
	const answer = probeWhileBlocked(thread.port, '/healthcheck?live', 300)
	// the main loop was blocked the whole time: only the thread could answer
	expect(answer).toMatchObject({ status: 200, body: JSON.stringify({ status: 'ok' }) })
	expect((await fetch(`http://127.0.0.1:${thread.port}/healthcheck`)).status).toBe(404)
	expect((await fetch(`http://127.0.0.1:${thread.port}/trabajos?live`)).status).toBe(404)
	const live = await fetch(`http://127.0.0.1:${thread.port}/healthcheck?live`)
	expect(live.headers.get('Cache-Control')).toBe('no-store')
})

test('answers 503 once the main loop has not turned for longer than the stall limit', async () => {
	thread = await startLivenessThread({ port: 0, stallMs: 200 })
	const answer = probeWhileBlocked(thread.port, '/healthcheck?live', 600)
	expect(answer.status).toBe(503)
	const body = JSON.parse(answer.body) as { status: string; stalledMs: number }
	expect(body.status).toBe('stalled')
	expect(body.stalledMs).toBeGreaterThan(200)
	// the loop turns again: alive
	await new Promise((resolve) => setTimeout(resolve, 150))
	expect((await fetch(`http://127.0.0.1:${thread.port}/healthcheck?live`)).status).toBe(200)
})

test('a port already taken is refused at start', async () => {
	thread = await startLivenessThread({ port: 0 })
	await expect(startLivenessThread({ port: thread.port })).rejects.toThrow(`LIVENESS_PORT ${thread.port}`)
})
