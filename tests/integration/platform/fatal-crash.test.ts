// A crash is one JSON log line (pino, level fatal) with the error and its stack, then exit 1: at
// start-up (the real worker, whose database refuses the connection) and at run time (a thrown
// exception, an unhandled rejection). Nothing on stderr: Node's plain-text stack is not printed.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { freePort } from '#tests/helpers/free-port.ts'

type LogLine = {
	level: number
	msg: string
	origin?: string
	issues?: string[]
	err?: { type: string; message: string; stack: string }
}

function run(args: string[], env: Record<string, string>) {
	const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			LOG_LEVEL: 'info',
			// the operator's settings production asks for are not what this test is about
			OPERATOR_PLACEHOLDERS: 'true',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let stdout = ''
	let stderr = ''
	child.stdout.on('data', (chunk) => (stdout += chunk))
	child.stderr.on('data', (chunk) => (stderr += chunk))
	return new Promise<{ code: number | null; lines: LogLine[]; stderr: string }>((resolve) =>
		child.once('close', (code) =>
			resolve({
				code,
				stderr,
				// every line must parse: JSON.parse throws on a plain-text one
				lines: stdout
					.split('\n')
					.filter(Boolean)
					.map((line) => JSON.parse(line) as LogLine),
			}),
		),
	)
}

function fatalOf(lines: LogLine[]) {
	const fatal = lines.filter((line) => line.level === 60)
	expect(fatal).toHaveLength(1)
	return fatal[0]!
}

test('a start-up that fails (the database refuses) is a fatal JSON line with the stack, exit 1', async () => {
	const closed = await freePort()
	const result = await run(['server/worker.ts'], {
		DATABASE_URL: `postgresql://nadie:nada@127.0.0.1:${closed}/ninguna`,
		UPLOADS_DIR: '/tmp/reformas-fatal-crash-uploads',
	})
	expect(result.stderr).toBe('')
	expect(result.code).toBe(1)
	const fatal = fatalOf(result.lines)
	expect(fatal.msg).toContain('el proceso termina por un error no capturado')
	expect(fatal.err?.message).toMatch(/ECONNREFUSED/)
	expect(fatal.err?.stack).toMatch(/\n\s+at /)
}, 60_000)

test.each([
	['throw', 'TypeError', 'fallo a propósito en marcha', 'uncaughtException'],
	['reject', 'RangeError', 'rechazo sin capturar a propósito', 'uncaughtException'],
])(
	'a crash at run time (%s) is a fatal JSON line with the stack, exit 1',
	async (kind, type, message, origin) => {
		const result = await run(['tests/fixtures/fatal-crash.ts'], { CRASH_KIND: kind })
		expect(result.stderr).toBe('')
		expect(result.code).toBe(1)
		expect(result.lines.map((line) => line.msg)).toContain('en marcha')
		expect(result.lines.map((line) => line.msg)).not.toContain('sigue viva')
		const fatal = fatalOf(result.lines)
		expect(fatal.origin).toBe(origin)
		expect(fatal.err).toMatchObject({ type, message })
		expect(fatal.err?.stack).toContain('tests/fixtures/fatal-crash.ts')
	},
	60_000,
)

test('a setting refused while the modules load, before start-up: one fatal JSON line naming it and the fix, exit 1', async () => {
	const result = await run(['tests/fixtures/fatal-at-import.ts'], {})
	expect(result.stderr).toBe('')
	expect(result.code).toBe(1)
	const fatal = fatalOf(result.lines)
	expect(fatal.issues).toEqual([expect.stringMatching(/^PORT: /)])
	expect(fatal.msg).toMatch(/Configuración no válida:\n {2}- PORT: .*\nCorrige esas variables en el entorno o en \.env/)
	expect(result.lines.map((line) => line.msg)).not.toContain('no debería llegar aquí')
}, 60_000)

test('in development the same refusal is readable text naming the variable, not JSON', async () => {
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/fatal-at-import.ts'], {
		env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	const code = await new Promise((resolve) => child.once('close', resolve))
	expect(code).toBe(1)
	expect(output).toContain('PORT')
	expect(output).toContain('Corrige esas variables')
	expect(output.trim().startsWith('{')).toBe(false)
}, 60_000)

test('server.ts and the worker import the boot module before any other', () => {
	for (const entry of ['server.ts', 'server/worker.ts']) {
		const firstImport = /^import .*$/m.exec(readFileSync(entry, 'utf8'))?.[0]
		expect(firstImport, entry).toMatch(/^import '\.\/(server\/)?boot\.server\.ts'$/)
	}
})
