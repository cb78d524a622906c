// The built product with its demo data, on its own port and its own embedded PostgreSQL under
// .data/demo-bench, for the scripts that measure pages (npm run lighthouse, npm run bench:slow):
// a developer's data is never touched. Builds first when there is no build.
import { execSync, spawn } from 'node:child_process'
import { waitForHealthy } from './load.ts'

export async function startDemoProduct({ port, pgPort }: { port: number; pgPort: number }) {
	execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' })
	const origin = `http://localhost:${port}`
	const server = spawn('node', ['build/server/server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			OPERATOR_PLACEHOLDERS: 'true',
			SEED_DEMO_DATA: 'true',
			PORT: String(port),
			SITE_ORIGIN: origin,
			DATABASE_URL: '',
			REDIS_URL: '',
			EMBEDDED_PG_DIR: '.data/demo-bench/postgres',
			EMBEDDED_PG_PORT: String(pgPort),
			OUTBOX_DIR: '.data/demo-bench/outbox',
			UPLOADS_DIR: '.data/demo-bench/uploads',
		},
		stdio: 'ignore',
		detached: true, // its own process group, ended as a whole
	})
	const stop = () => {
		if (server.pid) process.kill(-server.pid, 'SIGTERM')
	}
	try {
		await waitForHealthy(`${origin}/healthcheck`)
	} catch (error) {
		stop()
		throw error
	}
	return { origin, stop }
}

/**
 * The product a page benchmark measures: the instance at `url` when one is given (left running at
 * the end), otherwise the demo product started here on `ports`.
 */
export async function productToMeasure(url: string | undefined, ports: { port: number; pgPort: number }) {
	if (url) return { origin: url.replace(/\/+$/, ''), stop: () => {} }
	return startDemoProduct(ports)
}

const DEMO_PASSWORD = 'Reforma#58'

/** The cookies of a demo account's session: the sign-in form posted as a browser would. */
export async function signInDemo(origin: string, email: string) {
	const response = await fetch(`${origin}/iniciar-sesion`, {
		method: 'POST',
		body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
		headers: { Origin: origin },
		redirect: 'manual',
	})
	const cookies = response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0]!)
		.filter((cookie) => !cookie.startsWith('__toast='))
	if (response.status !== 302 || !cookies.some((cookie) => cookie.startsWith('__session=')))
		throw new Error(`No se pudo iniciar sesión como ${email} (${response.status})`)
	return cookies.join('; ')
}
