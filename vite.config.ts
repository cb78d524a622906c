import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vitest/config'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig({
	build: { cssMinify: true, target: 'es2022', manifest: true }, // manifest: kept for npm run bundle-report
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
	],
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-database.ts'],
		pool: 'forks',
		poolOptions: { forks: { maxForks: 2, minForks: 1 } },
		testTimeout: 30_000,
		hookTimeout: 120_000,
	},
})
