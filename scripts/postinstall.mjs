// After `npm install`/`npm ci`:
// 1. `prisma generate`, offline-safe: generate never runs the schema engine, but the CLI tries to
//    download it unless PRISMA_SCHEMA_ENGINE_BINARY names a path. Set only for this call, so an
//    operator online still gets the real engine for `prisma migrate`.
// 2. patch-package applies patches/ (docs/performance.md «Server time»: the server's route matching, flattened
//    and compiled once); it fails the install when a patch no longer applies.
import { spawnSync } from 'node:child_process'

function run(command, args, env = {}) {
	const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

run('node', ['node_modules/prisma/build/index.js', 'generate'], {
	PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/dev/null',
	PRISMA_HIDE_UPDATE_MESSAGE: '1',
})
run('node', ['node_modules/patch-package/index.js'])
