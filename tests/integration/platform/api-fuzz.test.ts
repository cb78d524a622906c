// Property-based fuzz of every /api call, found by walking app/routes/api/: random methods,
// callers, query strings, bodies (any JSON, wrong types, huge numbers, unicode, control
// characters, `__proto__` keys, arrays) and content types. Whatever comes in, the answer is never
// a 5xx, and a refusal changes nothing in the database. What the edge refuses before any route
// runs (URLs with control characters, oversized bodies: server/web.ts) is asserted as refused there.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { bodyLimitFor } from '#server/http/body-limits.server.ts'
import { isAcceptableUrl } from '#server/http/url-guard.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { createActiveCraftsman } from '#tests/factories/conversations.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { databaseFingerprint } from '#tests/helpers/database-fingerprint.ts'
import { call, testContext } from '#tests/helpers/requests.ts'

const API_DIR = 'app/routes/api'
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20)
type Handler = Parameters<typeof call>[0]
type RouteModule = { loader?: Handler; action?: Handler }

/** The file is the URL (docs/decisions/063-route-files-follow-the-url.md): `postal_codes/$id.ts` →
 * `/api/postal_codes/$id`; `conversations/index.ts` → `/api/conversations`. */
const routePath = (file: string) => '/api/' + file.replace(/\.tsx?$/, '').replace(/\/index$/, '')

const routeFiles = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' }).filter(
	(file) => /\.tsx?$/.test(file) && !file.includes('.server.'),
)

let tokens: Array<string | undefined> = []
let ids: string[] = []
beforeAll(async () => {
	const client = await createUser({ role: 'cliente' })
	const admin = await createUser({ role: 'admin' })
	const craftsman = await createActiveCraftsman()
	const job = await createJob({ ownerId: client.id })
	ids = [client.id, admin.id, craftsman.id, job.id]
	tokens = [
		undefined,
		'not-a-token',
		(await issueTokens(client.id)).accessToken,
		(await issueTokens(admin.id)).accessToken,
		(await issueTokens(craftsman.id)).accessToken,
	]
})

const FIELD_NAMES = [
	'email',
	'password',
	'_id',
	'id',
	'title',
	'description',
	'message',
	'text',
	'receiver',
	'categories',
	'distance',
	'location',
	'pageNumber',
	'pageSize',
	'zipCode',
	'price',
	'status',
	'rating',
	'comment',
	'refreshToken',
	'currentPassword',
	'newPassword',
	'confirmPassword',
	'preferences',
	'__proto__',
	'constructor',
]

const nastyString = fc.oneof(
	fc.string({ maxLength: 40 }),
	fc.string({ unit: 'grapheme', maxLength: 40 }),
	fc.string({ unit: 'binary', maxLength: 40 }),
	fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u202e', '💥'.repeat(30), 'x'.repeat(6000), '1e308', '-1', 'NaN'),
)
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
	nastyString,
	fc.double(),
	fc.integer(),
	fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, 99_999_999_999, 0, -1, true, false, null),
	fc.array(nastyString, { maxLength: 5 }),
	fc.jsonValue({ maxDepth: 3 }),
)
const nastyObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })), nastyValue, {
	maxKeys: 8,
})

/**
 * Bodies that look right but for one or two fields: known ids and valid values mixed with nasty
 * ones, so that the fuzz gets past the first validation and reaches the models and the database.
 */
const nearlyValidObject = () => {
	const plausible = (valid: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: valid }, nastyValue)
	const someId = fc.constantFrom(...ids)
	return fc.record(
		{
			email: plausible(fc.constantFrom('ana@example.com', 'nueva.cuenta@example.com')),
			password: plausible(fc.constant(TEST_PASSWORD)),
			_id: plausible(someId),
			id: plausible(someId),
			receiver: plausible(someId),
			job: plausible(someId),
			jobId: plausible(someId),
			message: plausible(fc.constant('Hola, ¿cuándo podría venir?')),
			title: plausible(fc.constant('Pintar el salón')),
			description: plausible(fc.constant('Salón de 20 m² con techos altos.')),
			price: plausible(fc.integer({ min: 1, max: 5000 })),
			rating: plausible(fc.integer({ min: 1, max: 5 })),
			comment: plausible(fc.constant('Muy buen trabajo')),
			categories: plausible(fc.constant(['electrician'])),
			distance: plausible(fc.integer({ min: 1, max: 100 })),
			status: plausible(fc.constantFrom('accepted', 'rejected', 'completed')),
		},
		{ requiredKeys: [] },
	)
}

const requestShape = () =>
	fc.record({
		method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
		tokenIndex: fc.nat({ max: 4 }),
		query: fc.dictionary(fc.constantFrom(...FIELD_NAMES, 'Place_Name', 'q'), nastyString, { maxKeys: 4 }),
		param: nastyString,
		body: fc.oneof(
			fc.record({ kind: fc.constant('json' as const), value: fc.oneof(nastyObject, nastyValue) }),
			{
				weight: 4,
				arbitrary: fc.record({
					kind: fc.constant('json' as const),
					value: nearlyValidObject() as fc.Arbitrary<unknown>,
				}),
			},
			fc.record({ kind: fc.constant('form' as const), value: nastyObject }),
			fc.record({ kind: fc.constant('raw' as const), value: nastyString }),
			fc.record({ kind: fc.constant('none' as const), value: fc.constant(null) }),
		),
		contentType: fc.oneof(
			{ weight: 4, arbitrary: fc.constant('application/json') },
			fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
		),
	})

/** A form field is text: objects go as their JSON (a bare `String()` throws on `{toString: null}`). */
const asFormValue = (value: unknown) =>
	typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)

type RequestShape = ReturnType<typeof requestShape> extends fc.Arbitrary<infer T> ? T : never

function buildRequest(pathname: string, shape: RequestShape, token?: string) {
	const url = new URL(pathname.replace(/\$\w+/g, encodeURIComponent(shape.param || 'x')), 'http://localhost:3000')
	for (const [key, value] of Object.entries(shape.query)) url.searchParams.append(key, value)
	const headers = new Headers()
	if (token) headers.set('Authorization', `Bearer ${token}`)
	if (shape.contentType) headers.set('Content-Type', shape.contentType)
	let body: string | undefined
	if (shape.method !== 'GET' && shape.body.kind !== 'none') {
		body =
			shape.body.kind === 'json'
				? JSON.stringify(shape.body.value)
				: shape.body.kind === 'form'
					? new URLSearchParams(
							Object.entries(shape.body.value as Record<string, unknown>).map(([k, v]) => [k, asFormValue(v)]),
						).toString()
					: String(shape.body.value)
	}
	return { request: new Request(url, { method: shape.method, headers, body }), url, body }
}

describe('every /api call survives any input', () => {
	test.each(routeFiles)(
		'%s: no 5xx, and a refusal changes nothing',
		async (file) => {
			const module = (await import(path.resolve(API_DIR, file))) as RouteModule
			const pathname = routePath(file)
			const paramName = pathname.match(/\$(\w+)/)?.[1]
			await fc.assert(
				fc.asyncProperty(requestShape(), async (shape) => {
					const { request, url, body } = buildRequest(pathname, shape, tokens[shape.tokenIndex])
					// what the edge refuses never reaches a route (server/web.ts: refuseBadUrls, limitRequestBodies)
					if (!isAcceptableUrl(url.pathname + url.search)) return
					if (body && Buffer.byteLength(body) > bodyLimitFor(request.headers.get('Content-Type') ?? undefined)) return
					const handler = shape.method === 'GET' ? module.loader : module.action
					if (!handler) return
					const before = await databaseFingerprint()
					const params = paramName ? { [paramName]: decodeURIComponent(url.pathname.split('/').at(-1) ?? '') } : {}
					let result: unknown
					try {
						result = await call(handler, request, { params, context: testContext() })
					} catch (error) {
						throw new Error(`${shape.method} ${url.pathname}${url.search} threw: ${String(error)}`)
					}
					const status = result instanceof Response ? result.status : 200
					expect(status, `${shape.method} ${url.pathname}${url.search} ${body?.slice(0, 200)}`).toBeLessThan(500)
					if (status >= 400) expect(await databaseFingerprint()).toBe(before)
				}),
				{ numRuns: RUNS_PER_ROUTE, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
			)
		},
		// each route: RUNS_PER_ROUTE requests and two fingerprints each, on a loaded 2-core machine
		120_000,
	)
})

test('a NUL in a message text is refused with 400 before it reaches the database', async () => {
	const { action } = (await import('#app/routes/api/conversations/index.ts')) as { action: Handler }
	const craftsman = await createActiveCraftsman()
	const client = await createUser({ role: 'cliente' })
	const before = await prisma.message.count()
	const response = (await call(
		action,
		new Request('http://localhost:3000/api/conversations', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${craftsman.token}` },
			body: JSON.stringify({ receiver: client.id, message: 'Hola\u0000' }),
		}),
	)) as Response
	expect(response.status).toBe(400)
	expect((await response.json()).message).toBe('Los datos contienen caracteres no permitidos')
	expect(await prisma.message.count()).toBe(before)
})
