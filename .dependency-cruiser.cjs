// Import cycles, read by scripts/check-import-cycles.ts (`npm run lint:cycles`, part of
// `npm run lint`). A module never reaches itself through its imports; no cycle is excused.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			comment: 'A module reaches itself through its imports.',
			severity: 'error',
			from: { path: '^app/' },
			to: { circular: true },
		},
	],
	options: {
		includeOnly: '^app/',
		exclude: { path: ['\\.test\\.tsx?$', '^app/generated/'] },
		tsConfig: { fileName: 'tsconfig.json' },
		// type-only imports count: two domains that name each other's types are still tied together
		tsPreCompilationDeps: true,
		doNotFollow: { path: 'node_modules' },
	},
}
