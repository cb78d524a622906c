// The check that the server build's entries evaluate the boot chunk first (scripts/check-server-build.ts),
// on small builds written here: the real one is checked after each build (npm run test:e2e, test:deploy).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { bootImportProblems, importsOf } from './check-server-build.ts'

const dirs: string[] = []
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function build(files: Record<string, string>) {
	const dir = mkdtempSync(path.join(tmpdir(), 'server-build-'))
	dirs.push(dir)
	mkdirSync(path.join(dir, 'assets'))
	for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source)
	return dir
}

const boot =
	'import { format } from "node:util";\nimport pino from "pino";\nprocess.on("uncaughtException", () => {});\n'
const server = [
	'import { l as logger } from "./assets/boot-AWFHwnUp.js";',
	'import { readdirSync } from "node:fs";',
	'import { t as trackQueue } from "./assets/db.server-B25nCOrs.js";',
].join('\n')
const worker = 'import "./assets/boot-AWFHwnUp.js";\nimport { m } from "./assets/db.server-B25nCOrs.js";\n'

test('the imports of a built file, in order, bare imports included', () => {
	expect(importsOf(server)).toEqual(['./assets/boot-AWFHwnUp.js', 'node:fs', './assets/db.server-B25nCOrs.js'])
	expect(importsOf(worker)).toEqual(['./assets/boot-AWFHwnUp.js', './assets/db.server-B25nCOrs.js'])
})

test('a build whose entries import the boot chunk first passes', () => {
	const dir = build({ 'server.js': server, 'worker.js': worker, 'assets/boot-AWFHwnUp.js': boot })
	expect(bootImportProblems(dir)).toEqual([])
})

test('an entry that imports another module first is named', () => {
	const reordered = server.split('\n').reverse().join('\n')
	const dir = build({ 'server.js': reordered, 'worker.js': worker, 'assets/boot-AWFHwnUp.js': boot })
	expect(bootImportProblems(dir)).toEqual([
		'server.js: su primera importación es ./assets/db.server-B25nCOrs.js, no el fragmento de arranque',
	])
})

test('no boot chunk (the module merged into a shared chunk), or a boot chunk that imports another chunk, fails', () => {
	const merged = build({ 'server.js': server, 'worker.js': worker })
	expect(bootImportProblems(merged)[0]).toMatch(/único fragmento boot-\*\.js y hay 0/)
	const importing = build({
		'server.js': server,
		'worker.js': worker,
		'assets/boot-AWFHwnUp.js': `import { x } from "./db.server-B25nCOrs.js";\n${boot}`,
	})
	expect(bootImportProblems(importing)).toEqual([
		'boot-AWFHwnUp.js: importa otros fragmentos de la build (./db.server-B25nCOrs.js), que se evalúan antes',
	])
})
