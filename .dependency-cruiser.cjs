// Import rules, read by scripts/check-import-cycles.ts (`npm run lint:cycles`, part of
// `npm run lint`). A module never reaches itself through its imports; the app never reaches into
// the process (server/, server.ts) that serves it; the app's infrastructure never imports a
// domain (docs/decisions/057-the-process-floor.md). Nothing is excused.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			comment: 'A module reaches itself through its imports.',
			severity: 'error',
			from: { path: '^(app|server)/|^server\\.ts$' },
			to: { circular: true },
		},
		{
			name: 'app-not-server',
			comment:
				'app/ is what the Remix app needs at request time; server/ starts, serves and stops it. Move the shared piece down into app/.',
			severity: 'error',
			from: { path: '^app/' },
			to: { path: '^server/|^server\\.ts$' },
		},
		{
			name: 'infrastructure-not-models',
			comment:
				'app/lib, app/realtime, app/queue and app/emails sit below the domains: move the shared piece down, or the file to server/ or to its domain.',
			severity: 'error',
			from: { path: '^app/(lib|realtime|queue|emails)/' },
			to: { path: '^app/models/' },
		},
	],
	options: {
		includeOnly: '^(app|server)/|^server\\.ts$',
		exclude: { path: ['\\.test\\.tsx?$', '^app/generated/'] },
		tsConfig: { fileName: 'tsconfig.json' },
		// type-only imports count: two domains that name each other's types are still tied together
		tsPreCompilationDeps: true,
		doNotFollow: { path: 'node_modules' },
	},
}
