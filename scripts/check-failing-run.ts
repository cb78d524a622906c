// A red test run must never look green. Runs one test that fails on purpose, with the suite's own
// global setup, and exits 1 unless vitest reported the failure *and* exited non-zero.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/canary/vitest.config.ts'], {
	encoding: 'utf8',
	env: { ...process.env, CI: 'true' },
})
const output = `${run.stdout}\n${run.stderr}`
const reportedFailure = /1 failed/.test(output)

if (run.status !== 0 && reportedFailure) {
	console.log(`Canary: the failing test made vitest exit with ${run.status}, as it must.`)
} else {
	console.error(output)
	console.error(
		`Canary FAILED: a failing test gave exit status ${run.status} (reported failure: ${reportedFailure}). ` +
			'Something swallows the test runner’s exit code; fix it before trusting any run.',
	)
	process.exit(1)
}
