// The docs against the code: `npm run lint:docs`, run by `npm run lint` and so by `npm test`.
// It fails when a name the docs give does not exist in the code, or the reverse:
//  1. environment: the variables of app/lib/env.server.ts are exactly the names of the table in
//     docs/operations.md «Configuration» and exactly the names in .env.example; every variable any
//     other code reads (`process.env.X`: scripts, tests, configs) is named somewhere in the docs;
//  2. names: every SCREAMING_CASE name in README.md and docs/ (a variable, a constant) exists in
//     the code, decisions apart (one may name what it removed);
//  3. job kinds: the table in docs/architecture.md is the one written from app/queue/jobs.ts and
//     app/queue/schedules.ts (`npm run lint:docs -- --write` rewrites it);
//  4. realtime events: the table in docs/api.md names exactly those of app/realtime/events.ts;
//  5. routes: every path the docs name (`/tablero/admin/tareas`, `POST /api/auth/refresh`) is a
//     route of app/routes.ts or of the Express server (server/web.ts), and every route is named in the docs;
//  6. links: every relative link in the docs reaches a file; docs/decisions/README.md lists every
//     decision.
import fs from 'node:fs'
import path from 'node:path'
import { type z } from 'zod'
import { envSchema } from '#app/lib/env.server.ts'
import { JOB_KINDS, JOB_POLICIES } from '#app/queue/jobs.ts'
import { SCHEDULES } from '#app/queue/schedules.ts'
import routes from '#app/routes.ts'

const root = process.cwd()
const write = process.argv.includes('--write')
const problems: string[] = []
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

function filesUnder(dir: string, accept: (file: string) => boolean): string[] {
	if (!fs.existsSync(path.join(root, dir))) return []
	return fs
		.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
		.filter((file) => !file.includes('node_modules') && !file.includes(`app${path.sep}generated`))
		.filter(accept)
}

const docFiles = ['README.md', ...filesUnder('docs', (file) => file.endsWith('.md'))]
const docs = new Map(docFiles.map((file) => [file, read(file)]))
const allDocs = [...docs.values()].join('\n')
const codeFiles = [
	...['app', 'server', 'scripts', 'tests', 'e2e', 'prisma', 'tools', 'deploy', '.ci'].flatMap((dir) =>
		filesUnder(dir, (file) => !/\.(md|csv|gz|png|jpe?g|webp|woff2?|sql)$/.test(file)),
	),
	...['server.ts', 'vite.config.ts', 'playwright.config.ts', 'prisma.config.ts', 'package.json', '.env.example'],
	'docs/grafana-dashboard.json',
].filter((file) => file !== path.join('scripts', 'check-docs.ts'))
const allCode = codeFiles.map(read).join('\n')

// 1. Environment variables
const schemaVariables = Object.keys((envSchema.in as z.ZodObject).shape).sort()
const configSection = sectionOf(read('docs/operations.md'), 'Configuration')
const tableVariables = unique(
	configSection
		.split('\n')
		.filter((line) => line.startsWith('| `'))
		.flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)),
)
const exampleVariables = unique([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!))
compare('app/lib/env.server.ts', schemaVariables, 'docs/operations.md «Configuration» (its table)', tableVariables)
compare('app/lib/env.server.ts', schemaVariables, '.env.example', exampleVariables)

// A variable our own code sets for a process it starts (a bench's server, a test's fixture) is
// wiring, not a knob: only the ones a person may set are asked for.
const readElsewhere = unique(
	codeFiles
		.filter((file) => file !== path.join('app', 'lib', 'env.server.ts'))
		.flatMap((file) =>
			[...read(file).matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)(?![A-Z0-9_])(?!['"\]]*\s*=[^=])/g)].map(
				(m) => m[1]!,
			),
		),
).filter(
	(name) =>
		!['NODE_ENV', 'CI', 'VITEST'].includes(name) &&
		!schemaVariables.includes(name) &&
		!new RegExp(`(?<!process\\.env\\.)\\b${name}\\s*[:=]`).test(allCode),
)
for (const name of readElsewhere) {
	if (!mentions(allDocs, name)) problems.push(`${name}: la lee el código y ningún documento la nombra`)
}

// 2. SCREAMING_CASE names in the docs exist in the code
// (not in docs/decisions/: a decision may name what it removed)
for (const [file, text] of [...docs].filter(([file]) => !file.startsWith(path.join('docs', 'decisions')))) {
	for (const name of unique([...text.matchAll(/(?<![\w*])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w*])/g)].map((m) => m[0]))) {
		if (!new RegExp(`\\b${name}\\b`).test(allCode)) problems.push(`${file}: nombra ${name}, que no existe en el código`)
	}
}

// 3. The job table
const JOBS_START = '<!-- job kinds: written by `npm run lint:docs -- --write` from app/queue/jobs.ts -->'
const JOBS_END = '<!-- end of job kinds -->'
const jobsTable = [
	JOBS_START,
	'',
	'| kind | «Tareas» | when | does |',
	'| --- | --- | --- | --- |',
	...JOB_KINDS.map((kind) => {
		const schedule = SCHEDULES.find((entry) => entry.kind === kind)
		const when = schedule ? `\`${schedule.cron}\` (${schedule.when})` : 'queued by a write'
		return `| \`${kind}\` | ${JOB_POLICIES[kind].label} | ${when} | ${jobComment(kind)} |`
	}),
	'',
	JOBS_END,
].join('\n')
const architecture = read('docs/architecture.md')
const jobsBlock = new RegExp(`${escape(JOBS_START)}[\\s\\S]*?${escape(JOBS_END)}`)
if (!jobsBlock.test(architecture)) {
	problems.push('docs/architecture.md: falta la tabla de tareas (npm run lint:docs -- --write la escribe)')
} else if (architecture.match(jobsBlock)![0] !== jobsTable) {
	if (write) fs.writeFileSync(path.join(root, 'docs/architecture.md'), architecture.replace(jobsBlock, jobsTable))
	else
		problems.push(
			'docs/architecture.md: la tabla de tareas no es la de app/queue/jobs.ts (npm run lint:docs -- --write)',
		)
}

// 4. Realtime events: the table in docs/api.md names exactly those of app/realtime/events.ts
const eventsSource = read('app/realtime/events.ts')
const socketEvents = unique(
	[...eventsSource.matchAll(/interface \w+Events \{([\s\S]*?)\n\}/g)].flatMap((block) =>
		[...block[1]!.matchAll(/^\t(\w+): \(/gm)].map((m) => m[1]!),
	),
)
const eventsTable = unique(
	sectionOf(read('docs/api.md'), 'Realtime events (Socket.IO)')
		.split('\n')
		.filter((line) => line.startsWith('| `'))
		.map((line) => line.match(/^\| `(\w+)`/)![1]!),
)
compare('app/realtime/events.ts', socketEvents, 'docs/api.md «Realtime events»', eventsTable)

// 5. Routes
type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] }
const routePaths = unique(flattenRoutes(routes as RouteEntry[], '')).filter((route) => route !== '/*')
const expressPaths = unique(
	[...read('server/web.ts').matchAll(/app\.(?:get|use|all|post)\(\s*'(\/[^']*)'/g)].map((m) => m[1]!),
).concat(['/assets/*', '/socket.io/*'])
// The catch-all route serves the price guides under any path starting with /cuanto-cuesta.
if (!read('app/routes/$.tsx').includes('starting with cuanto-cuesta'))
	problems.push('app/routes/$.tsx: ya no sirve /cuanto-cuesta…; quítalo de scripts/check-docs.ts')
const known = [...routePaths, ...expressPaths]
const documentedPaths: Array<[string, string]> = []
for (const [file, text] of docs) {
	for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
		const match = span!.match(/^(?:(?:GET|POST|PUT|PATCH|DELETE) )?(\/[a-z][^\s?#]*)/)
		if (!match || /^\/(usr|etc|var|tmp|dev\/null|proc|work|home|srv|opt|run)\b/.test(match[1]!)) continue
		documentedPaths.push([match[1]!.replace(/\/(\.\.\.|…)$/, '/*').replace(/\/$/, '') || '/', file])
	}
}
for (const [documented, file] of documentedPaths) {
	// `/api/auth` or `/tablero/admin/…` names the routes under it: one of them must exist
	const prefix = documented.endsWith('/*') ? documented.slice(0, -2) : documented
	const depth = prefix.split('/').length
	const underIt = routePaths.some(
		(route) => route.split('/').length > depth && pathMatches(route.split('/').slice(0, depth).join('/'), prefix),
	)
	const guide = documented.startsWith('/cuanto-cuesta')
	if (!known.some((route) => pathMatches(route, documented)) && !underIt && !guide)
		problems.push(`${file}: nombra la ruta ${documented}, que no existe (app/routes.ts, server/web.ts)`)
}
for (const route of routePaths) {
	const documented = documentedPaths.some(([doc]) => pathMatches(route, doc))
	if (!documented && !allDocs.includes(route)) problems.push(`${route}: una ruta que ningún documento nombra`)
}

// 6. Links: every relative link of the docs reaches a file, and the decisions' index lists each
for (const [file, text] of docs) {
	for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
		if (/^[a-z]+:/.test(target!)) continue
		if (!fs.existsSync(path.join(root, path.dirname(file), target!)))
			problems.push(`${file}: el enlace ${target} no lleva a ningún archivo`)
	}
}
const decisionIndex = docs.get(path.join('docs', 'decisions', 'README.md')) ?? ''
for (const decision of docFiles.filter((file) => /decisions[\\/]\d{3}-/.test(file))) {
	if (!decisionIndex.includes(`](${path.basename(decision)})`))
		problems.push(`docs/decisions/README.md: no enlaza ${path.basename(decision)}`)
}

if (problems.length > 0) {
	console.error(`La documentación no dice lo que hace el código (${problems.length}):`)
	for (const problem of problems) console.error(`  ${problem}`)
	process.exit(1)
}
console.log(
	`Docs: ${schemaVariables.length} variables, ${JOB_KINDS.length} tareas, ${socketEvents.length} eventos y ${routePaths.length} rutas coinciden con el código`,
)

function unique(values: string[]) {
	return [...new Set(values)].sort()
}

function escape(text: string) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function mentions(text: string, name: string) {
	return new RegExp(`\\b${name}\\b`).test(text)
}

function compare(leftName: string, left: string[], rightName: string, right: string[]) {
	for (const name of left.filter((n) => !right.includes(n)))
		problems.push(`${name}: en ${leftName}, falta en ${rightName}`)
	for (const name of right.filter((n) => !left.includes(n)))
		problems.push(`${name}: en ${rightName}, no en ${leftName}`)
}

/** the text under a heading, up to the next heading of the same or a higher level */
function sectionOf(markdown: string, heading: string) {
	const lines = markdown.split('\n')
	const start = lines.findIndex((line) => /^#+ /.test(line) && line.replace(/^#+ /, '') === heading)
	if (start < 0) return ''
	const level = lines[start]!.match(/^#+/)![0].length
	const end = lines.findIndex(
		(line, index) => index > start && /^#+ /.test(line) && line.match(/^#+/)![0].length <= level,
	)
	return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

/** the doc comment above a kind in JobPayloads, on one line */
function jobComment(kind: string) {
	const source = read('app/queue/jobs.ts')
	const key = kind.includes('-') ? `'${kind}'` : kind
	const match = source.match(new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*\\n\\s*${escape(key)}:`))
	if (!match) {
		problems.push(`app/queue/jobs.ts: ${kind} no tiene comentario /** … */ que diga qué hace`)
		return ''
	}
	return match[1]!
		.split('\n')
		.map((line) => line.replace(/^\s*\*\s?/, '').trim())
		.join(' ')
		.trim()
		.replace(/\|/g, '\\|')
}

function flattenRoutes(entries: RouteEntry[], parent: string): string[] {
	return entries.flatMap((entry) => {
		const own = entry.path ? `${parent}/${entry.path}` : parent
		const here = entry.path || entry.index ? [own || '/'] : []
		return [...here, ...flattenRoutes(entry.children ?? [], own)]
	})
}

/** a route pattern (`:param`, a final `*`) against a documented path (`:id`, `<id>`, `{id}`, `N`) */
function pathMatches(route: string, documented: string) {
	const pattern = route.split('/').filter(Boolean)
	const doc = documented.split('/').filter(Boolean)
	for (let index = 0; index < pattern.length; index++) {
		if (pattern[index] === '*') return doc.length >= index
		if (doc[index] === undefined) return false
		if (pattern[index]!.startsWith(':')) continue
		if (/^[:<{]|^N$/.test(doc[index]!)) return false
		if (pattern[index] !== doc[index]) return false
	}
	return doc.length === pattern.length
}
