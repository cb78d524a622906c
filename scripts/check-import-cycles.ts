// Import cycles: `npm run lint:cycles`, run by `npm run lint` and so by `npm test`.
// dependency-cruiser reads every import under app/ (type-only ones too) once, then two rules hold:
//  1. no module reaches itself through its imports (its own rule, .dependency-cruiser.cjs; none is
//     excused);
//  2. no two domains of app/models/ import each other: the shared piece belongs to one of them or
//     to a lower module both use (app/models/job-rules/ holds the job rules every domain reads;
//     plain helpers such as the tax id live in app/lib/). No pair is excused.
import { spawnSync } from 'node:child_process'

type CruiseResult = {
	modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }>
	summary: {
		error: number
		violations: Array<{
			from: string
			to: string
			rule: { name: string; severity: string }
			cycle?: Array<{ name: string }>
		}>
	}
}

const run = spawnSync(
	'node_modules/.bin/depcruise',
	['app', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
	{ encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
)
if (!run.stdout) {
	console.error(run.stderr || 'dependency-cruiser printed nothing')
	process.exit(1)
}
const result = JSON.parse(run.stdout) as CruiseResult
const problems: string[] = []

for (const violation of result.summary.violations.filter((v) => v.rule.severity === 'error')) {
	const path = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → ')
	problems.push(`${violation.rule.name}: ${path}`)
}

const domainOf = (file: string) => /^app\/models\/([^/]+)\//.exec(file)?.[1]
const edges = new Set<string>()
for (const module of result.modules) {
	const from = domainOf(module.source)
	if (!from) continue
	for (const dependency of module.dependencies) {
		const to = domainOf(dependency.resolved)
		if (to && to !== from) edges.add(`${from} -> ${to}`)
	}
}
const pairs = [...edges]
	.map((edge) => edge.split(' -> ') as [string, string])
	.filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
	.map(([from, to]) => `${from} <-> ${to}`)
	.sort()
for (const pair of pairs)
	problems.push(`two domains import each other: ${pair} (move the shared piece to one of them or below both)`)

if (problems.length) {
	console.error(`Import cycles (scripts/check-import-cycles.ts):\n${problems.map((p) => `  ${p}`).join('\n')}`)
	process.exit(1)
}
console.log(`No import cycle (${result.modules.length} modules).`)
