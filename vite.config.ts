import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { type Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

// The small modules every page loads with the root (header, login dialog, nonce...) go
// in one chunk: they are loaded together anyway, and compress better together than apart.
const SHELL_MODULES = [
	'/app/components/layout/site-header.tsx',
	'/app/components/auth/lazy-login-dialog.tsx',
	'/app/lib/nonce.tsx',
	'/app/lib/page-scripts.ts',
	// the root's busy-server retry and notice and its offline check: on every page, three files apart
	'/app/lib/overload.ts',
	'/app/components/ui/overload-notice.tsx',
	'/app/lib/offline.ts',
	// the root's and the public pages' `shouldRevalidate` (the popup wizard's steps reload nothing)
	'/app/components/jobs/popup-revalidation.ts',
	// the root's document, error page and components (its module is a route, which no chunk can take
	// in), and the lazy wrapper of the home and the dashboards
	'/app/components/layout/document.tsx',
	'/app/components/layout/site-footer.tsx',
	'/app/components/layout/toaster.tsx',
	'/app/lib/toast.ts',
	'/app/components/admin/acting-banner.tsx',
	'/app/components/ui/lazy-on-client.tsx',
	'vite/preload-helper',
]
// The same for the modules every dashboard page loads with its layout (and only the signed-in pages).
const DASHBOARD_MODULES = [
	'/app/components/notifications/notification-list.tsx',
	'/app/components/ui/modal-link.tsx',
	'/app/realtime/use-socket.ts',
	'/app/components/pwa/install-prompt.ts',
	// the layout's own components (a route module is a chunk of its own; a lead, which imports the
	// socket hook, loads them too: 1.6 kB there, 0.4 kB less on every dashboard page)
	'/app/components/dashboard/sidebar.tsx',
	'/app/components/notifications/bar-dropdowns.tsx',
	'/app/components/auth/verify-email-banner.tsx',
	'/app/components/push/use-service-worker.ts',
]
// The client's job pages («Mis trabajos», a job's offers, a lead seen by its client): their decision
// forms and texts, one file rather than three (the shared modules of two routes are split apart).
const CLIENT_JOB_MODULES = [
	'/app/components/client/job-offers.tsx',
	'/app/components/client/outcome-reason.tsx',
	'/app/components/client/decision-texts.ts',
	'/app/components/ui/confirm-form.tsx',
]
// A craftsman's documents as the admin's verification and «Editar perfil» show them: three files apart
const DOCUMENT_MODULES = [
	'/app/models/craftsmen/document-labels.ts',
	'/app/models/craftsmen/registration-steps.ts',
	'/app/models/uploads/image-urls.ts',
]
const SHARED_BY_CLIENT_JOBS = [
	'/app/lib/format.ts',
	'/app/models/offers/offer-status.ts',
	'/app/models/offers/bidder-outcome.ts',
]
const inChunk = (id: string, modules: string[]) =>
	modules.some((module) => id.endsWith(module) || id.includes(`${module}.`))
function shellChunk(id: string) {
	if (inChunk(id, SHELL_MODULES)) return 'shell'
	// the group's imports that other pages use too keep a chunk of their own: a manual chunk takes in
	// its modules' unassigned imports, and those pages would load the whole group
	const shared = SHARED_BY_CLIENT_JOBS.find((module) => id.endsWith(module))
	if (shared) return shared.slice(shared.lastIndexOf('/') + 1).replace(/\.tsx?$/, '')
	if (inChunk(id, CLIENT_JOB_MODULES)) return 'client-jobs'
	if (inChunk(id, DOCUMENT_MODULES)) return 'documents'
	return inChunk(id, DASHBOARD_MODULES) ? 'dashboard' : undefined
}

function serverBootChunk(id: string) {
	return /server\/(boot|fatal)\.server\.ts$/.test(id) ? 'boot' : undefined
}

/**
 * The server build also compiles server.ts (build/server/server.js, what `npm start` runs) beside
 * the Remix build (build/server/index.js): one bundle, so each module of app/ is loaded once in
 * production, shared by the Express server and the routes. The worker (build/server/worker.js,
 * `npm run worker`) is a third entry of the same bundle: plain node runs it, no tsx.
 */
function serverEntry(): Plugin {
	return {
		name: 'reformas-server-entry',
		apply: (_config, { command, isSsrBuild }) => command === 'build' && Boolean(isSsrBuild),
		enforce: 'post',
		// terser is for what the browser downloads: the server's bundle keeps its names for stack traces
		config: () => ({ build: { minify: false } }),
		options(options) {
			return {
				...options,
				input: { index: 'virtual:remix/server-build', server: 'server.ts', worker: 'server/worker.ts' },
			}
		},
		outputOptions(output) {
			// the client's shell chunk means nothing on the server; the boot module (and the crash handler
			// it installs) is a chunk of its own, so server.js and worker.js evaluate it before any other
			// module: a chunk shared with the database code would run that code first
			return { ...output, entryFileNames: '[name].js', manualChunks: serverBootChunk }
		},
	}
}

export default defineConfig({
	build: {
		cssMinify: true,
		target: 'es2022',
		minify: 'terser',
		terserOptions: { compress: { passes: 2 }, format: { comments: false } },
		manifest: true, // kept for npm run bundle-report
		rollupOptions: { output: { manualChunks: shellChunk } },
	},
	// zod without its JIT (see app/lib/vendor/zod.ts)
	resolve: {
		alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('app/lib/vendor/zod.ts', import.meta.url)) }],
	},
	server: { hmr: process.env.NODE_ENV === 'test' ? false : undefined },
	plugins: [
		!process.env.VITEST &&
			remix({
				ignoredRouteFiles: ['**/*'],
				serverModuleFormat: 'esm',
				future: {
					v3_fetcherPersist: true,
					v3_relativeSplatPath: true,
					v3_throwAbortReason: true,
					v3_lazyRouteDiscovery: true,
					v3_singleFetch: true,
					v3_routeConfig: true,
				},
			}),
		serverEntry(),
	],
	test: {
		pool: 'forks',
		poolOptions: { forks: { maxForks: 2, minForks: 1 } },
		projects: [
			// Pure functions beside the code they test: no database, no setup, milliseconds each.
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
					testTimeout: 10_000,
				},
			},
			// Everything that touches PostgreSQL: one server per run, one cloned database per file.
			{
				extends: true,
				test: {
					name: 'integration',
					include: ['tests/**/*.test.{ts,tsx}'],
					globalSetup: ['./tests/setup/global-setup.ts'],
					setupFiles: ['./tests/setup/setup-database.ts'],
					testTimeout: 30_000,
					hookTimeout: 120_000,
				},
			},
		],
	},
})
