// «Sesiones abiertas» (issue 37, L1): the browser sessions and API token families of the user,
// with device, address and last use; ending one, or all but this one; and the token families'
// absolute lifetime beside the sliding one.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { runWithContext } from '#app/lib/request-context.server.ts'
import { issueTokens, TOKEN_FAMILY_DAYS } from '#app/models/auth/api-tokens.server.ts'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'
import { action as apiRefreshAction } from '#app/routes/api/auth/refresh.ts'
import { loader as apiMeLoader } from '#app/routes/api/auth/login.ts'
import { action, loader } from '#app/routes/tablero/$role/cuenta/sesiones.tsx'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	unwrap,
} from '#tests/helpers/requests.ts'

const PAGE = '/tablero/cliente/cuenta/sesiones'
const params = { role: 'cliente' }
const PHONE =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** Signs in as a request from `userAgent` at `ip` would (the request context names the device). */
function fromDevice<T>(userAgent: string, ip: string, work: () => Promise<T>) {
	return runWithContext({ requestId: 'test-request-0001', origin: { ip, deviceId: null, userAgent } }, work)
}

const browser = async (userId: string, userAgent: string, ip: string) =>
	cookiesOf(new Headers({ 'Set-Cookie': await fromDevice(userAgent, ip, () => commitNewSession(userId)) }))

const me = async (token: string) =>
	(await responseJson(await call(apiMeLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token })))).status

const list = async (cookie: string) =>
	unwrap<{ sessions: Array<{ handle: string; kind: string; device: string; place: string | null; current: boolean }> }>(
		await call(loader, getRequest(PAGE, { cookie }), { params }),
	).data.sessions

describe('Sesiones abiertas', () => {
	test('lists browsers and apps with device, network and last use; ends one, then all the others', async () => {
		const user = await createUser({ role: 'cliente' })
		const stranger = await createUser({ role: 'cliente' })
		const phone = await browser(user.id, PHONE, '83.45.120.17')
		const laptop = await browser(user.id, LAPTOP, '2a01:4f8:c17:1234::1')
		const app = await fromDevice('okhttp/4.12.0', '90.1.2.3', () => issueTokens(user.id))
		const strangers = await browser(stranger.id, PHONE, '83.45.120.18')

		const sessions = await list(phone)
		const shown = sessions.map(({ kind, device, place, current }) => ({ kind, device, place, current }))
		// this browser first, then the others by last use
		expect(shown[0]).toEqual({ kind: 'session', device: 'Chrome en Android', place: '83.45.120.x', current: true })
		expect(shown).toHaveLength(3)
		expect(shown).toEqual(
			expect.arrayContaining([
				{ kind: 'session', device: 'Firefox en Windows', place: '2a01:4f8:c17::/48', current: false },
				{ kind: 'token', device: 'Aplicación', place: '90.1.2.x', current: false },
			]),
		)
		// nothing of the stranger's, and no session id on the page
		const page = JSON.stringify(sessions)
		for (const row of await prisma.session.findMany({ select: { id: true } })) expect(page).not.toContain(row.id)

		// another user's handle ends nothing
		const strangerHandle = (await list(strangers))[0].handle
		const refused = await call(
			action,
			formRequest(PAGE, { intent: 'end', handle: strangerHandle }, { cookie: phone }),
			{
				params,
			},
		)
		expect(redirectLocation(refused)).toBe(PAGE)
		expect(await prisma.session.count({ where: { userId: stranger.id } })).toBe(1)

		// end the laptop
		const laptopHandle = sessions.find((s) => s.device === 'Firefox en Windows')!.handle
		expect(
			redirectLocation(
				await call(action, formRequest(PAGE, { intent: 'end', handle: laptopHandle }, { cookie: phone }), { params }),
			),
		).toBe(PAGE)
		expect(redirectLocation(await call(loader, getRequest(PAGE, { cookie: laptop }), { params }))).toMatch(
			/^\/iniciar-sesion\?/,
		)
		expect(await me(app.accessToken)).toBe(200)

		// end the app's token family
		const appHandle = (await list(phone)).find((s) => s.kind === 'token')!.handle
		await call(action, formRequest(PAGE, { intent: 'end', handle: appHandle }, { cookie: phone }), { params })
		expect(await me(app.accessToken)).toBe(401)
		expect((await list(phone)).map((s) => s.device)).toEqual(['Chrome en Android'])
	})

	test('«Cerrar las demás» keeps only this browser; closing this one signs out', async () => {
		const user = await createUser({ role: 'cliente' })
		const phone = await browser(user.id, PHONE, '83.45.120.17')
		const laptop = await browser(user.id, LAPTOP, '83.45.120.17')
		const app = await issueTokens(user.id)
		await call(action, formRequest(PAGE, { intent: 'end-others' }, { cookie: phone }), { params })
		expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
		expect(redirectLocation(await call(loader, getRequest(PAGE, { cookie: laptop }), { params }))).toMatch(
			/^\/iniciar-sesion\?/,
		)
		expect(await me(app.accessToken)).toBe(401)

		const own = (await list(phone))[0]
		const out = (await call(action, formRequest(PAGE, { intent: 'end', handle: own.handle }, { cookie: phone }), {
			params,
		})) as Response
		expect(redirectLocation(out)).toBe('/iniciar-sesion')
		expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
		// a made-up intent changes nothing and answers no error page
		const other = await browser(user.id, PHONE, '83.45.120.17')
		expect(
			redirectLocation(await call(action, formRequest(PAGE, { intent: 'x' }, { cookie: other }), { params })),
		).toBe(PAGE)
	})
})

describe('absolute token lifetime', () => {
	test(`a token family ends ${TOKEN_FAMILY_DAYS} days after its sign-in, however recently used or refreshed`, async () => {
		const user = await createUser({ role: 'cliente' })
		const pair = await issueTokens(user.id)
		expect(await me(pair.accessToken)).toBe(200)
		const startedAt = new Date(Date.now() - (TOKEN_FAMILY_DAYS * 86_400_000 + 60_000))
		// used an hour ago: the sliding expiry alone would keep it for 30 more days
		await prisma.apiToken.updateMany({ where: { userId: user.id }, data: { familyStartedAt: startedAt } })
		expect(await me(pair.accessToken)).toBe(401)
		const refreshed = await responseJson(
			await call(apiRefreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken: pair.refreshToken })),
		)
		expect(refreshed.status).toBe(401)

		// near the end, a refresh's tokens expire at the family's end, not 30 days later
		const second = await issueTokens(user.id)
		const nearEnd = new Date(Date.now() - (TOKEN_FAMILY_DAYS - 1) * 86_400_000)
		await prisma.apiToken.updateMany({
			where: { userId: user.id, revokedAt: null, familyStartedAt: { gt: startedAt } },
			data: { familyStartedAt: nearEnd },
		})
		const next = await responseJson(
			await call(apiRefreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken: second.refreshToken })),
		)
		expect(next.status).toBe(200)
		const rows = await prisma.apiToken.findMany({
			where: { userId: user.id, revokedAt: null, familyStartedAt: nearEnd },
		})
		// the pair the refresh just issued
		const issued = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 2)
		expect(issued.map((row) => row.kind).sort()).toEqual(['access', 'refresh'])
		for (const row of issued)
			expect(row.expiresAt.getTime()).toBeLessThanOrEqual(nearEnd.getTime() + TOKEN_FAMILY_DAYS * 86_400_000)
	})
})
