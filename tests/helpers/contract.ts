// Every /api answer a contract test sees is checked against the served OpenAPI description
// (/api/openapi.json), so the description cannot drift from the code: an undocumented call or
// status, or a body of another shape, fails the test that saw it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { type OpenApiDocument } from '#app/api/openapi/document.server.ts'
import { loader as openApiLoader } from '#app/routes/api/openapi.json.ts'

type ResponseDoc = { content?: Record<string, { schema: object }> }
type Paths = Record<string, Record<string, { responses: Record<string, ResponseDoc> }>>

let described: { document: OpenApiDocument; routes: Array<{ path: string; pattern: RegExp }> } | undefined
const validators = new Map<string, ValidateFunction>()
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })

async function description() {
	if (!described) {
		const document = (await openApiLoader().json()) as OpenApiDocument
		// literal paths first, so /api/user/craftman/getcraftsman wins over /api/user/craftman/{id}
		const routes = Object.keys(document.paths)
			.sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')))
			.map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) }))
		described = { document, routes }
	}
	return described
}

/** The response schema with the description's components as local $defs, compiled once. */
function validatorFor(key: string, schema: object, document: OpenApiDocument) {
	let validate = validators.get(key)
	if (!validate) {
		const local = (value: unknown) =>
			JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>
		validate = ajv.compile({ ...local(schema), $defs: local(document.components.schemas) })
		validators.set(key, validate)
	}
	return validate
}

/** Throws when `response` to `request` is not what /api/openapi.json says it answers. */
export async function assertMatchesContract(request: Request, response: Response) {
	const { document, routes } = await description()
	const path = new URL(request.url).pathname
	const method = request.method.toLowerCase()
	const where = `${request.method} ${path} → ${response.status}`
	const route = routes.find((candidate) => candidate.pattern.test(path))
	if (!route) throw new Error(`${where}: this path is not in /api/openapi.json`)
	const operation = (document.paths as Paths)[route.path]![method]
	let documented = operation?.responses[String(response.status)]
	if (!documented && response.status >= 400 && (operation || response.status === 405))
		documented = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } }
	if (!documented) throw new Error(`${where}: this ${operation ? 'status' : 'method'} is not in /api/openapi.json`)
	const schema = documented.content?.['application/json']?.schema
	if (!schema) return
	const body: unknown = await response.clone().json()
	const validate = validatorFor(`${route.path} ${method} ${response.status}`, schema, document)
	if (!validate(body)) {
		const problems = ajv.errorsText(validate.errors, { separator: '; ' })
		throw new Error(`${where}: the answer does not match /api/openapi.json: ${problems}`)
	}
}
