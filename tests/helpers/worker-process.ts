// `npm run worker` as a real separate process (no tsx wrapper: the pid is the worker's, so
// SIGKILL kills the worker itself), resolved once it says its workers are running.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = path.resolve(import.meta.dirname, '../..')

export async function spawnWorker(env: Record<string, string | undefined>) {
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
		cwd: ROOT,
		env: { ...process.env, QUEUE_POLLING_SECONDS: '0.5', QUEUE_MAINTENANCE_SECONDS: '1', ...env },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const output: string[] = []
	await new Promise<void>((resolve, reject) => {
		const lines = createInterface({ input: child.stdout! })
		lines.on('line', (line) => {
			output.push(line)
			if (line.includes('trabajadores en marcha')) resolve()
		})
		child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output.join('\n')}`)))
		setTimeout(() => reject(new Error('worker did not start in 60 s')), 60_000).unref()
	})
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	return {
		output,
		kill: async () => {
			child.kill('SIGKILL')
			await exited
		},
		stop: async () => {
			if (child.exitCode === null) child.kill('SIGTERM')
			await exited
		},
	}
}
