import { randomBytes } from 'node:crypto'
import { defineConfig, devices } from '@playwright/test'
import webpush from 'web-push'

// The product as `npm start` runs it (production build), on its own embedded database, so the
// end-to-end tests never touch a developer's data. Debian's Chromium; never a downloaded browser.
const PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e'
export const E2E_PG_PORT = process.env.E2E_PG_PORT ?? '54349'
/** The stand-in push service a spec starts (e2e/push-switch-mobile.spec.ts); the only push host the server accepts. */
export const E2E_PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? PORT + 1)
/** the server's LIVENESS_PORT (liveness answered by a thread of its own) */
export const E2E_LIVENESS_PORT = Number(process.env.E2E_LIVENESS_PORT ?? PORT + 2)

/** A VAPID pair of this run (only the server signs; a spec's push service reads the key from the request). */
function vapidPair() {
	const { publicKey, privateKey } = webpush.generateVAPIDKeys()
	return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }
}

export default defineConfig({
	testDir: './e2e',
	timeout: 30_000,
	expect: { timeout: 10_000 },
	fullyParallel: false,
	workers: 1,
	forbidOnly: !!process.env.CI,
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
	use: {
		baseURL: `http://localhost:${PORT}`,
		locale: 'es-ES',
		timezoneId: 'Europe/Madrid',
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [
		// files named *mobile.spec.ts are phone journeys: they run on the phone profile only
		{ name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [/js-off\//, /mobile\.spec\.ts/] },
		{ name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
		{
			name: 'js-off',
			use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
			testMatch: /js-off\/.*\.spec\.ts/,
		},
	],
	webServer: {
		// the compiled server, as `npm start` runs it (build first: npm run build)
		command: `rm -rf ${E2E_DATA_DIR} && node build/server/server.js`,
		url: `http://localhost:${PORT}/healthcheck`,
		timeout: 180_000,
		reuseExistingServer: false,
		stdout: 'pipe',
		env: {
			NODE_ENV: 'production',
			PORT: String(PORT),
			LIVENESS_PORT: String(E2E_LIVENESS_PORT),
			SITE_ORIGIN: `http://localhost:${PORT}`,
			DATABASE_URL: '',
			EMBEDDED_PG_DIR: `${E2E_DATA_DIR}/postgres`,
			EMBEDDED_PG_PORT: E2E_PG_PORT,
			OUTBOX_DIR: `${E2E_DATA_DIR}/outbox`,
			UPLOADS_DIR: `${E2E_DATA_DIR}/uploads`,
			REDIS_URL: '',
			// the journeys post far more jobs a day as the demo clients than a person would
			DAILY_JOBS_PER_CLIENT: '1000',
			// production refuses to start without the operator identity; e2e checks it is shown
			OPERATOR_NAME: 'Reparaciones de Prueba, S.L.',
			OPERATOR_NIF: 'B87654321',
			OPERATOR_ADDRESS: 'Calle de Prueba 7, 28004 Madrid',
			OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
			OPERATOR_EMAIL: 'titular@reformas.example',
			// production refuses to generate per-process secrets (docs/operations.md «Several instances»)
			SESSION_SECRET: randomBytes(32).toString('hex'),
			...vapidPair(),
			TRUST_PROXY_HOPS: '1', // e2e/fixtures.ts gives each test its own client address
			// one browser at a time is no overload: on a shared, starved machine the event loop's lag
			// passed the limit and a page under test was refused with the 503 text (an axe check then
			// found no <html lang>); the admission itself is tested in vitest and measured by
			// bench:overload. A test's helpers may fire more requests at once than a phone would.
			OVERLOAD_MAX_LAG_MS: '5000',
			OVERLOAD_MAX_IN_FLIGHT: '100',
			// the demo accounts: production refuses them but in a demo (the identity above is still shown)
			SEED_DEMO_DATA: 'true',
			OPERATOR_PLACEHOLDERS: 'true',
			// pushes go to a local stand-in only, never to a browser vendor's service
			PUSH_ENDPOINT_HOSTS: `127.0.0.1:${E2E_PUSH_PORT}`,
		},
	},
})
