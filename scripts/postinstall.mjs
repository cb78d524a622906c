// After `npm install`/`npm ci`:
// 1. `prisma generate`, offline-safe: generate never runs the schema engine, but the CLI tries to
//    download it unless PRISMA_SCHEMA_ENGINE_BINARY names a path. Set only for this call, so an
//    operator online still gets the real engine for `prisma migrate`.
// 2. tools/schema-diff (Prisma 6.19's WebAssembly schema engine, for schema → SQL offline) has
//    its own lock file, because its `prisma` binary would clash with Prisma 7's.
// 3. patch-package applies patches/ (docs/performance.md «Server time»: the server's route matching, flattened
//    and compiled once); it fails the install when a patch no longer applies.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

function run(command, args, env = {}) {
	const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

run('node', ['node_modules/prisma/build/index.js', 'generate'], {
	PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/dev/null',
	PRISMA_HIDE_UPDATE_MESSAGE: '1',
})
if (!existsSync('tools/schema-diff/node_modules/prisma')) {
	run('npm', ['ci', '--prefix', 'tools/schema-diff', '--no-audit', '--no-fund'])
}
run('node', ['node_modules/patch-package/index.js'])
