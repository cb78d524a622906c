// schema.prisma → SQL, offline, through tools/schema-diff (Prisma 6.19's WebAssembly schema
// engine). Used to write new migrations (npm run db:migration-sql) and by the test that proves
// the migrations and the schema describe the same database. The tool (a second Prisma, ~100 MB)
// is installed on first use, not by every `npm install`.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const TOOL_DIR = path.resolve(import.meta.dirname, '../../tools/schema-diff')

/** Installs tools/schema-diff from its own lock file when missing (its `prisma` would shadow ours). */
export function ensureSchemaTool() {
	if (existsSync(path.join(TOOL_DIR, 'node_modules/prisma/build/index.js'))) return
	execFileSync('npm', ['ci', '--prefix', TOOL_DIR, '--no-audit', '--no-fund'], {
		stdio: ['ignore', 'ignore', 'inherit'],
	})
}

/** Prisma 6 needs `url` in the datasource; Prisma 7 forbids it. Add it to a temporary copy. */
function legacyCopy(dir: string, name: string, schemaText: string) {
	const file = path.join(dir, name)
	writeFileSync(file, schemaText.replace(/(datasource db \{)/, '$1\n  url = env("DATABASE_URL")'))
	return file
}

/**
 * SQL turning the database of `fromSchema` (empty when omitted) into that of `toSchema`.
 * Prisma 6's JS engine opens a connection through its adapter even for this offline diff, so
 * it needs a reachable database (any one: nothing is read or written).
 */
export function schemaSql({
	toSchema,
	fromSchema,
	databaseUrl,
}: {
	toSchema: string
	fromSchema?: string
	databaseUrl: string
}) {
	ensureSchemaTool()
	const dir = mkdtempSync(path.join(tmpdir(), 'schema-sql-'))
	const from = fromSchema ? ['--from-schema-datamodel', legacyCopy(dir, 'from.prisma', fromSchema)] : ['--from-empty']
	try {
		return execFileSync(
			'node',
			[
				path.join(TOOL_DIR, 'node_modules/prisma/build/index.js'),
				'migrate',
				'diff',
				...from,
				'--to-schema-datamodel',
				legacyCopy(dir, 'to.prisma', toSchema),
				'--script',
				'--config',
				path.join(TOOL_DIR, 'prisma.config.ts'),
			],
			{
				cwd: TOOL_DIR,
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'pipe'],
				env: {
					...process.env,
					DATABASE_URL: databaseUrl,
					PRISMA_QUERY_ENGINE_LIBRARY: '/dev/null',
					PRISMA_SCHEMA_ENGINE_BINARY: '/dev/null',
					PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: '1',
					PRISMA_HIDE_UPDATE_MESSAGE: '1',
				},
			},
		)
	} finally {
		rmSync(dir, { recursive: true, force: true })
	}
}

export function readSchema(file = path.resolve(import.meta.dirname, '../../prisma/schema.prisma')) {
	return readFileSync(file, 'utf8')
}
