import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Reforma#58'
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox')

type OutboxEmail = {
	to: string
	subject: string
	html: string
	text: string
	createdAt: string
	attachments?: Array<{ filename: string; content: string; contentType: string }>
}

/**
 * Another person's network: each test has one client address (the fixture below), and a craftsman
 * who signs in or offers from the address his client reviews from has that review held for an
 * admin (docs/security.md «Reviews»). A craftsman acting in a client's test sends these headers.
 */
export function ownAddress() {
	const byte = () => Math.floor(Math.random() * 250) + 1
	return { 'X-Forwarded-For': `198.19.${byte()}.${byte()}` }
}

/** Emails the product "sent" to `to` (the outbox of the e2e server), oldest first. */
export function readOutbox(to: string): OutboxEmail[] {
	const dir = path.join(OUTBOX, to.toLowerCase())
	if (!existsSync(dir)) return []
	return readdirSync(dir)
		.sort()
		.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxEmail)
}

export async function waitForEmail(to: string, count: number) {
	// emails go out through the queue, whose in-app worker polls every 2 s: allow for a loaded machine
	await expect.poll(() => readOutbox(to).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count)
	return readOutbox(to).at(-1)!
}

/** Fills and sends the full-page sign-in form (works with and without JavaScript). */
/** A demo account signed in through the /api: its access token and id. */
export async function apiLogin(request: APIRequestContext, email: string) {
	const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })
	const body = (await response.json()) as { accessToken: string; user: { _id: string } }
	return { token: body.accessToken, id: body.user._id }
}

export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD) {
	await page.goto('/iniciar-sesion')
	await page.getByLabel('Correo electrónico').fill(email)
	await page.getByLabel('Contraseña').fill(password)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/** Signs in through the full-page form and waits until the user's dashboard shows. */
export async function loginWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
	await submitLoginForm(page, email, password)
	await page.waitForURL(/\/tablero\//)
}

/**
 * Each test comes from its own client address (the e2e server trusts one proxy hop), so the
 * sign-in rate limit per IP (30 per 10 minutes) applies per test, as for real visitors, instead
 * of to the whole suite.
 */
export const test = base.extend({
	extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
		const n = testInfo.testId.split('').reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, testInfo.retry)
		await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` })
	},
})

/** The page has no serious or critical accessibility violation (axe). */
export async function expectNoSeriousViolations(page: Page, where: string) {
	const results = await new AxeBuilder({ page }).analyze()
	const serious = results.violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
	expect(serious, where).toEqual([])
}

export { expect }
