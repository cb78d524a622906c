import { type RouteConfigEntry } from '@remix-run/route-config'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, test } from 'vitest'
import { loader as docsLoader } from '#app/routes/api+/docs.ts'
import { loader as openApiLoader } from '#app/routes/api+/openapi[.]json.ts'
import routes from '#app/routes.ts'
import { assertMatchesContract } from '#tests/helpers/contract.ts'

type Doc = {
	openapi: string
	paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, any> }>>
	components: { schemas: Record<string, object>; securitySchemes: Record<string, { scheme: string }> }
}
const document = async () => (await openApiLoader().json()) as Doc

// Both §7 tables (spec 000 and 001): every call they list, with its method.
const SPEC_CALLS = [
	'post /api/auth/login',
	'get /api/auth/login',
	'put /api/auth/change_password',
	'put /api/auth/reset_password',
	'post /api/auth/register',
	'get /api/filter',
	'put /api/filter',
	'get /api/jobalert',
	'put /api/jobalert',
	'post /api/jobalert/send_alert',
	'get /api/jobpost',
	'put /api/jobpost',
	'post /api/jobpost',
	'get /api/get_jobs',
	'get /api/getsinglejob',
	'get /api/conversations',
	'post /api/conversations',
	'put /api/conversations',
	'put /api/conversations/seen_status',
	'get /api/offers',
	'get /api/offers/{id}',
	'post /api/offers',
	'put /api/offers',
	'get /api/subscription',
	'get /api/subscription/get_pending_subs',
	'post /api/subscription',
	'post /api/subscription/verify-payment',
	'get /api/plans',
	'get /api/postal_codes',
	'get /api/postal_codes/{id}',
	'get /api/user',
	'get /api/user/getuser',
	'get /api/user/craftman/{id}',
	'get /api/user/craftman/getcraftsman',
	'put /api/user',
	'put /api/user/craftman',
	'delete /api/user/craftman',
	'get /api/notifications',
	'post /api/notifications',
	'put /api/notifications',
	'post /api/upload',
	'get /api/find_handymans',
]

/** Every URL of the route table, with `:param` written `{param}` as OpenAPI does. */
function urlsOf(entries: RouteConfigEntry[], parent = ''): string[] {
	return entries.flatMap((entry) => {
		const url = entry.path ? `${parent}/${entry.path}`.replace(/\/:(\w+)/g, '/{$1}') : parent
		return [url, ...urlsOf(entry.children ?? [], url)]
	})
}

describe('the /api contract, written down (/api/openapi.json)', () => {
	test('OpenAPI 3.1 with bearer auth and one error shape, covering every call of both §7 tables', async () => {
		const response = openApiLoader()
		expect(response.status).toBe(200)
		const doc = await document()
		expect(doc.openapi).toBe('3.1.0')
		expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
		expect(doc.components.schemas.ApiError).toBeDefined()
		const described = Object.entries(doc.paths).flatMap(([path, methods]) =>
			Object.keys(methods).map((method) => `${method} ${path}`),
		)
		expect(described).toEqual(expect.arrayContaining(SPEC_CALLS))
		// a private call says so, and names its refusal
		expect(doc.paths['/api/getsinglejob']!.get!.security).toEqual([{ bearerAuth: [] }])
		expect(doc.paths['/api/getsinglejob']!.get!.responses['401']).toBeDefined()
		expect(doc.paths['/api/get_jobs']!.get!.security).toEqual([{}, { bearerAuth: [] }])
	})

	test('every /api URL of the route table is described (the description walks the code)', async () => {
		const doc = await document()
		const own = new Set(['/api/openapi.json', '/api/docs'])
		const urls = [...new Set(urlsOf(routes))].filter((url) => url.startsWith('/api/'))
		const missing = urls.filter((url) => !own.has(url) && !doc.paths[url])
		expect(urls.length).toBeGreaterThan(30)
		expect(missing).toEqual([])
	})

	test('every schema compiles, and every example matches the schema it illustrates', async () => {
		const doc = await document()
		const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
		const local = (value: unknown) =>
			JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/'))
		const failures: string[] = []
		for (const [path, methods] of Object.entries(doc.paths)) {
			for (const [method, operation] of Object.entries(methods)) {
				for (const [status, response] of Object.entries(operation.responses)) {
					const content = response.content?.['application/json']
					if (!content || content.example === undefined) continue
					const validate = ajv.compile({ ...local(content.schema), $defs: local(doc.components.schemas) })
					if (!validate(content.example))
						failures.push(`${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`)
				}
			}
		}
		expect(failures).toEqual([])
	})

	test('the check refuses an answer that does not match: wrong shape, undocumented status, unknown call', async () => {
		const get = (path: string) => new Request(`http://localhost:3000${path}`)
		const answer = (body: unknown, status = 200) => Response.json(body, { status })
		await assertMatchesContract(get('/api/plans'), answer([]))
		// the plans are the body itself: the same list one level down is not what clients read
		await expect(
			assertMatchesContract(get('/api/plans'), answer({ success: true, data: [], currentPage: 1, totalPages: 0 })),
		).rejects.toThrow(/does not match.*data must be array/)
		await expect(assertMatchesContract(get('/api/plans'), answer([], 201))).rejects.toThrow(/status is not in/)
		await expect(assertMatchesContract(get('/api/plans'), answer({ success: false }, 404))).rejects.toThrow(
			/must have required property 'message'/,
		)
		await expect(assertMatchesContract(get('/api/inventada'), answer({ success: true }))).rejects.toThrow(
			/path is not in/,
		)
	})
})

describe('/api/docs', () => {
	test('a readable page of every call, plain HTML without scripts', async () => {
		const response = docsLoader()
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
		const html = await response.text()
		expect(html).not.toContain('<script')
		expect(html).toContain('Referencia de la /api')
		expect(html).toContain('Authorization: Bearer')
		for (const path of Object.keys((await document()).paths)) expect(html).toContain(`<code>${path}</code>`)
	})
})
