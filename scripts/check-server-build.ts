// The server build's entries evaluate the boot module first (vite.config.ts `serverBootChunk`,
// docs/decisions/049): build/server/server.js and build/server/worker.js must import the boot chunk
// (build/server/assets/boot-*.js: the crash handler, .env and the JSON console) before any other
// module, and that chunk must import no other chunk of the build, whose code would then run before
// the crash handler: a setting refused while the modules load would print Node's plain-text stack
// instead of one JSON log line. ES modules evaluate in import order, so the order of the import
// statements is the order of evaluation. Run after every build by `npm run test:e2e` and by the
// deploy rehearsal on its clone's build; `tsx scripts/check-server-build.ts [build/server]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const ENTRIES = ['server.js', 'worker.js'] as const
const BOOT_CHUNK = /^\.\/assets\/boot-[\w-]+\.js$/

/** The modules a built file imports, in order (static `import … from '…'` and bare `import '…'`). */
export function importsOf(source: string) {
	return [...source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["'];?/gm)].map((match) => match[1]!)
}

/** What is wrong with the build in `dir` (build/server), one sentence each; empty when nothing is. */
export function bootImportProblems(dir: string): string[] {
	const problems: string[] = []
	const bootChunks = existsSync(path.join(dir, 'assets'))
		? readdirSync(path.join(dir, 'assets')).filter((name) => BOOT_CHUNK.test(`./assets/${name}`))
		: []
	if (bootChunks.length !== 1)
		return [`${dir}/assets: se esperaba un único fragmento boot-*.js y hay ${bootChunks.length}`]
	for (const entry of ENTRIES) {
		const file = path.join(dir, entry)
		if (!existsSync(file)) {
			problems.push(`${entry}: no existe`)
			continue
		}
		const [first] = importsOf(readFileSync(file, 'utf8'))
		if (!first || !BOOT_CHUNK.test(first))
			problems.push(`${entry}: su primera importación es ${first ?? 'ninguna'}, no el fragmento de arranque`)
	}
	const bootImports = importsOf(readFileSync(path.join(dir, 'assets', bootChunks[0]!), 'utf8'))
	const local = bootImports.filter((specifier) => specifier.startsWith('.'))
	if (local.length)
		problems.push(`${bootChunks[0]}: importa otros fragmentos de la build (${local.join(', ')}), que se evalúan antes`)
	return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const dir = process.argv[2] ?? 'build/server'
	const problems = bootImportProblems(dir)
	for (const problem of problems) console.error(`✗ ${problem}`)
	if (problems.length) {
		console.error('El módulo de arranque (server/boot.server.ts) debe ser lo primero que evalúan server.js y worker.js')
		process.exit(1)
	}
	console.log(`✓ ${ENTRIES.join(' y ')} importan primero el fragmento de arranque`)
}
