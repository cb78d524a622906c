// Import rules: `npm run lint:cycles`, run by `npm run lint` and so by `npm test`.
// dependency-cruiser reads every import under app/, server/ and server.ts (type-only ones too)
// once, then these hold:
//  1. no module reaches itself through its imports (its own rule, .dependency-cruiser.cjs; none is
//     excused);
//  2. app/ never imports server/ or server.ts, and app/{lib,realtime,queue,emails} never import
//     app/models/ (two more rules of .dependency-cruiser.cjs; docs/decisions/057-the-process-floor.md);
//  3. no domains of app/models/ import each other, in a pair or in a longer ring (a strongly
//     connected component of the graph of domains): the shared piece belongs to one of them or to
//     a lower module they all use (app/models/job-rules/ holds the job rules every domain reads;
//     plain helpers such as the tax id live in app/lib/). No ring is excused.
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
	['app', 'server', 'server.ts', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
	{ encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
)
if (!run.stdout) {
	console.error(run.stderr || 'dependency-cruiser printed nothing')
	process.exit(1)
}
const result = JSON.parse(run.stdout) as CruiseResult
const problems: string[] = []

for (const violation of result.summary.violations.filter((v) => v.rule.severity === 'error')) {
	const path = [violation.from, ...(violation.cycle?.map((step) => step.name) ?? [violation.to])].join(' → ')
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
for (const ring of domainRings(edges)) {
	const inside = [...edges].filter(
		(edge) => ring.includes(edge.split(' -> ')[0]!) && ring.includes(edge.split(' -> ')[1]!),
	)
	problems.push(
		`domains import each other in a ring: ${ring.join(', ')} (move the shared piece to one of them or below them all); the imports among them: ${inside.sort().join(', ')}`,
	)
}

if (problems.length) {
	console.error(`Import rules broken (scripts/check-import-cycles.ts):\n${problems.map((p) => `  ${p}`).join('\n')}`)
	process.exit(1)
}
console.log(`No import cycle, and no import across the floors (${result.modules.length} modules).`)

/** The rings among domains: each strongly connected component of more than one domain (Tarjan's algorithm). */
function domainRings(edgeSet: Set<string>): string[][] {
	const next = new Map<string, string[]>()
	for (const edge of [...edgeSet].sort()) {
		const [from, to] = edge.split(' -> ') as [string, string]
		next.set(from, [...(next.get(from) ?? []), to])
		if (!next.has(to)) next.set(to, [])
	}
	const index = new Map<string, number>()
	const low = new Map<string, number>()
	const stack: string[] = []
	const onStack = new Set<string>()
	const components: string[][] = []
	const visit = (node: string) => {
		index.set(node, index.size)
		low.set(node, index.get(node)!)
		stack.push(node)
		onStack.add(node)
		for (const to of next.get(node)!) {
			if (!index.has(to)) {
				visit(to)
				low.set(node, Math.min(low.get(node)!, low.get(to)!))
			} else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
		}
		if (low.get(node) !== index.get(node)) return
		const component: string[] = []
		let member: string
		do {
			member = stack.pop()!
			onStack.delete(member)
			component.push(member)
		} while (member !== node)
		if (component.length > 1) components.push(component.sort())
	}
	for (const node of next.keys()) if (!index.has(node)) visit(node)
	return components
}
