import { type RouteConfigEntry } from '@remix-run/route-config'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, test } from 'vitest'
import { loader as docsLoader } from '#app/routes/api/docs.ts'
import { loader as openApiLoader } from '#app/routes/api/openapi.json.ts'
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

// What the contract's clients read, key by key (axios: `response.data` is the body). Each documented
// example must carry the key, and the same example without it must fail the check: the description
// requires what the clients read, at the level where they read it.
const CLIENT_READS: Array<[string, string, string[]]> = [
	[
		'get',
		'/api/auth/login',
		[
			...['_id', 'name', 'lastName', 'email', 'phone', 'role', 'profile_photo', 'streetAddress'],
			...['address._id', 'address.Place_Name', 'address.Postal_Code', 'address.Latitude', 'address.Longitude'],
			...['craftsman.status', 'craftsman.company_name', 'craftsman.services', 'craftsman.documents'],
			...['craftsman.images', 'craftsman.description', 'craftsman.reviews', 'craftsman.current_subscription.plan'],
			...['craftsman.current_subscription.status', 'craftsman.current_subscription.end_date'],
		],
	],
	['get', '/api/user', ['role']],
	['get', '/api/plans', ['0._id', '0.name', '0.price', '0.duration_in_days']],
	['get', '/api/postal_codes', ['0._id', '0.Postal_Code', '0.Place_Name', '0.Latitude', '0.Longitude']],
	['get', '/api/subscription/get_pending_subs', ['plan._id', 'plan.name', 'payment_status', 'paymentId', 'price']],
	['get', '/api/subscription', ['data.0.price', 'data.0.plan.name', 'data.0.payment_status', 'data.0.createdAt']],
	['get', '/api/jobalert', ['status', 'keywords', 'location', 'radius']],
	[
		'get',
		'/api/conversations',
		[
			...['response.0._id', 'response.0.updatedAt', 'response.0.participants.0._id'],
			...['response.0.participants.0.name', 'response.0.participants.0.profile_photo', 'response.0.messages.0.text'],
			...['response.0.messages.0.sender', 'response.0.messages.0.seenBy', 'response.0.messages.0.createdAt'],
		],
	],
	...(['/api/get_jobs', '/api/jobpost'] as const).map((path): [string, string, string[]] => [
		'get',
		path,
		['_id', 'place_name', 'Place_Name', 'Postal_Code'].map((key) => `data.0.location.${key}`),
	]),
	['get', '/api/getsinglejob', ['data.location._id', 'data.location.place_name', 'data.location.Place_Name']],
	['get', '/api/offers', ['data.0.job.location.place_name', 'data.0.craftman.company_name']],
	['put', '/api/offers', ['data.craftman.company_name']],
	['put', '/api/user', ['message', 'user._id', 'user.profile_photo']],
	[
		'get',
		'/api/user/craftman/getcraftsman',
		['company_name', 'status', 'documents', 'services', 'user', 'name', 'email', 'Place_Name'].map(
			(key) => `data.0.${key}`,
		),
	],
	['post', '/api/subscription/verify-payment', ['userId']],
]

describe('the description requires what the clients read', () => {
	test.each(CLIENT_READS)('%s %s', async (method, path, keys) => {
		const doc = await document()
		const example: unknown = doc.paths[path]![method]!.responses['200'].content['application/json'].example
		const request = new Request(`http://localhost:3000${path}`, { method: method.toUpperCase() })
		await assertMatchesContract(request, Response.json(example))
		const missing: string[] = []
		const allowed: string[] = []
		for (const key of keys) {
			const without = structuredClone(example) as Record<string, any>
			const steps = key.split('.')
			const parent = steps.slice(0, -1).reduce<any>((value, step) => value?.[step], without)
			if (!parent || !(steps.at(-1)! in parent)) {
				missing.push(key)
				continue
			}
			delete parent[steps.at(-1)!]
			const refused = await assertMatchesContract(request, Response.json(without)).then(
				() => false,
				() => true,
			)
			if (!refused) allowed.push(key)
		}
		expect({ missingFromExample: missing, notRequired: allowed }).toEqual({ missingFromExample: [], notRequired: [] })
	})
})

describe('the description states the rules its clients rely on', () => {
	test('token lifetime, the documents made private, unclaimed uploads, the two privacy rules', async () => {
		const doc = (await document()) as Doc & { info: { description: string } }
		const bearer = (doc.components.securitySchemes.bearerAuth as unknown as { description: string }).description
		expect(bearer).toMatch(/30 días desde su último uso/)
		expect(bearer).toMatch(/cerrar sesión.*contraseña.*bloquear/s)
		const described = (method: string, path: string) =>
			(doc.paths[path]![method] as unknown as { description: string }).description
		expect(described('put', '/api/user/craftman')).toMatch(
			/`documents` es la lista entera.*`document` añade.*privado.*`\/documentos\//s,
		)
		expect(described('post', '/api/auth/register')).toMatch(/privado.*`\/documentos\/.*copia pública se borra/s)
		expect(described('post', '/api/upload')).toMatch(/24 horas se borra/)
		expect(doc.info.description).toMatch(/`GET \/api\/user\?email=`.*solo responde `role`/)
		expect(doc.info.description).toMatch(/socket.*de su token, nunca de `addUser\(id\)`/)
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
