// The canary run: one test that must fail, with the same global setup as the real suite (it starts
// the embedded PostgreSQL). `scripts/check-failing-run.ts` asserts that this run exits non-zero.
import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		root: new URL('../..', import.meta.url).pathname,
		include: ['tests/canary/*.canary.ts'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		hookTimeout: 120_000,
	},
})
