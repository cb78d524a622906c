// Call loaders and actions as Remix does, with real Requests (Epic Stack style).
import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { expect } from 'vitest'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'
import { assertMatchesContract } from './contract.ts'

const BASE = 'http://localhost:3000'
let ipCounter = 0

/** A fresh client IP per call by default, so rate limits only bite where a test wants them to. */
export function testContext(clientIp = `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`): AppLoadContext {
	return { clientIp, cspNonce: 'test', io: undefined as never }
}

export function getRequest(path: string, { cookie, headers }: { cookie?: string; headers?: HeadersInit } = {}) {
	const all = new Headers(headers)
	if (cookie) all.set('Cookie', cookie)
	return new Request(new URL(path, BASE), { headers: all })
}

export function formRequest(path: string, fields: Record<string, string>, { cookie }: { cookie?: string } = {}) {
	const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
	if (cookie) headers.set('Cookie', cookie)
	return new Request(new URL(path, BASE), { method: 'POST', headers, body: new URLSearchParams(fields) })
}

export function jsonRequest(path: string, method: string, body?: unknown, { token }: { token?: string } = {}) {
	const headers = new Headers({ 'Content-Type': 'application/json' })
	if (token) headers.set('Authorization', `Bearer ${token}`)
	return new Request(new URL(path, BASE), {
		method,
		headers,
		body: body === undefined ? undefined : JSON.stringify(body),
	})
}

type Handler<A> = (args: A) => unknown

/** Runs a loader or action; a thrown Response (redirect, 401…) is returned, not rethrown. */
export async function call<A extends LoaderFunctionArgs | ActionFunctionArgs>(
	handler: Handler<A>,
	request: Request,
	{ params = {}, context = testContext() }: { params?: Record<string, string>; context?: AppLoadContext } = {},
): Promise<unknown> {
	let result: unknown
	try {
		result = await handler({ request, params, context } as A)
	} catch (thrown) {
		if (!(thrown instanceof Response)) throw thrown
		result = thrown
	}
	if (checksContract(request) && result instanceof Response) await assertMatchesContract(request, result)
	return result
}

/** The contract tests (tests/api) check every /api answer against /api/openapi.json. */
function checksContract(request: Request) {
	return (
		new URL(request.url).pathname.startsWith('/api/') &&
		/[/\\]tests[/\\]api[/\\]/.test(expect.getState().testPath ?? '')
	)
}

/** The status and JSON body of an /api answer (a returned or thrown Response). */
/** A JSON call to an /api route, read as axios gives it to a client: the status and `data`, the parsed body. */
export async function axios(
	handler: (args: never) => unknown,
	path: string,
	method = 'GET',
	body?: unknown,
	bearer?: string,
) {
	const response = (await call(handler as never, jsonRequest(path, method, body, { token: bearer }))) as Response
	return { status: response.status, data: await response.json() }
}

export async function responseJson(result: unknown) {
	const response = result as Response
	return { status: response.status, body: await response.json() }
}

/** Single fetch's data() result, or a plain object. */
export function unwrap<T = any>(result: unknown): { data: T; status: number; headers: Headers } {
	if (
		result &&
		typeof result === 'object' &&
		'type' in result &&
		(result as { type: string }).type === 'DataWithResponseInit'
	) {
		const { data, init } = result as unknown as { data: T; init?: ResponseInit }
		return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) }
	}
	return { data: result as T, status: 200, headers: new Headers() }
}

/** A Cookie header for a signed-in browser session of `userId`. */
export async function sessionCookie(userId: string) {
	return cookiesOf(new Headers({ 'Set-Cookie': await commitNewSession(userId) }))
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookiesOf(headers: Headers) {
	return headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

export function redirectLocation(result: unknown) {
	if (!(result instanceof Response) || result.status < 300 || result.status >= 400) return null
	return result.headers.get('Location')
}
