// Starts scripts/realtime-instance.ts as a separate Node process (one process, no tsx wrapper,
// so its pid is the server's and its RSS can be read) and waits until it listens.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

export type RealtimeInstance = { url: string; pid: number; rssBytes: () => number; stop: () => Promise<void> }

const ROOT = path.resolve(import.meta.dirname, '..')

export async function spawnRealtimeInstance(env: Record<string, string | undefined>): Promise<RealtimeInstance> {
	// BENCH_CPU_PROF=dir: each instance writes a CPU profile there when it stops
	const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
	const child = spawn(
		process.execPath,
		[...profile, '--expose-gc', '--import', 'tsx', 'scripts/realtime-instance.ts'],
		{
			cwd: ROOT,
			env: { ...process.env, ...env },
			stdio: ['ignore', 'pipe', 'inherit'],
		},
	)
	const port = await new Promise<number>((resolve, reject) => {
		const lines = createInterface({ input: child.stdout! })
		lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port))
		child.once('exit', (code) => reject(new Error(`realtime instance exited with ${code}`)))
		setTimeout(() => reject(new Error('realtime instance did not start in 30 s')), 30_000).unref()
	})
	return {
		url: `http://127.0.0.1:${port}`,
		pid: child.pid!,
		rssBytes: () =>
			Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
		stop: () =>
			new Promise<void>((resolve) => {
				if (child.exitCode !== null) return resolve()
				child.once('exit', () => resolve())
				child.kill('SIGTERM')
			}),
	}
}
