// The OpenAPI 3.1 description of /api, generated from the zod schemas the routes parse with and the
// response schemas in app/api/schemas/responses.ts (zod 4's z.toJSONSchema). Served at
// /api/openapi.json and rendered for people at /api/docs.
import { z } from 'zod'
import { ApiErrorSchema } from '#app/api/schemas/responses.ts'
import { accountOperations } from './operations-account.ts'
import { jobOperations } from './operations-jobs.ts'
import { moreOperations } from './operations-more.ts'
import { paperworkOperations } from './operations-paperwork.ts'
import { pushOperations } from './operations-push.ts'
import { type Operation } from './operation.ts'

export const operations: Operation[] = [
	...accountOperations,
	...jobOperations,
	...paperworkOperations,
	...moreOperations,
	...pushOperations,
]

type JsonSchema = Record<string, unknown>
const COMPONENTS = '#/components/schemas/'

const AUTH_TEXT: Record<Operation['auth'], string> = {
	none: 'Pública.',
	optional: 'Pública; con token la respuesta cambia.',
	user: 'Con token de cualquier usuario.',
	cliente: 'Solo clientes (token).',
	oficial: 'Solo oficiales (token).',
	admin: 'Solo administradores (token).',
}

/** One zod schema as JSON Schema; named sub-schemas (`.meta({ id })`) move to `components`. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>) {
	const {
		$schema: _ignored,
		$defs,
		...rest
	} = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
		$defs?: Record<string, JsonSchema>
	}
	const relink = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENTS}`))
	for (const [id, definition] of Object.entries($defs ?? {})) components[id] ??= relink(definition)
	return relink(rest)
}

const errorResponse = (description: string) => ({
	description,
	content: { 'application/json': { schema: { $ref: `${COMPONENTS}ApiError` } } },
})

function queryParameters(query: z.ZodObject | undefined, components: Record<string, JsonSchema>) {
	if (!query) return []
	const schema = toSchema(query, 'input', components) as {
		properties?: Record<string, JsonSchema>
		required?: string[]
	}
	return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
		name,
		in: 'query',
		required: schema.required?.includes(name) ?? false,
		schema: property,
	}))
}

function describeOperation(operation: Operation, components: Record<string, JsonSchema>) {
	const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
		name,
		in: 'path',
		required: true,
		schema: { type: 'string' },
	}))
	const responses: Record<string, unknown> = {}
	for (const [status, response] of Object.entries(operation.responses)) {
		responses[status] = {
			description: response.description,
			content:
				'file' in response
					? { [response.file]: { schema: { type: 'string', format: 'binary' } } }
					: {
							'application/json': {
								schema: toSchema(response.schema, 'output', components),
								example: response.example,
							},
						},
		}
	}
	if (operation.auth !== 'none' && operation.auth !== 'optional')
		responses['401'] = errorResponse('Sin token, o token no válido o caducado')
	if (['cliente', 'oficial', 'admin'].includes(operation.auth)) responses['403'] = errorResponse('Otro rol')
	for (const [status, text] of Object.entries(operation.errors ?? {})) responses[status] = errorResponse(text)
	responses['default'] = errorResponse('Cualquier otra negativa, con la misma forma')
	const bodyContent = operation.multipart
		? {
				'multipart/form-data': {
					schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
				},
			}
		: operation.body && { 'application/json': { schema: toSchema(operation.body, 'input', components) } }
	return {
		operationId: `${operation.method}${operation.path.replace(/\W+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
		tags: [operation.tag],
		summary: operation.summary,
		description: [operation.description, AUTH_TEXT[operation.auth], `Origen: ${operation.source}.`]
			.filter(Boolean)
			.join('\n\n'),
		security:
			operation.auth === 'none' ? [] : operation.auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
		parameters: [...pathParameters, ...queryParameters(operation.query, components)],
		...(bodyContent && { requestBody: { required: true, content: bodyContent } }),
		responses,
	}
}

/** The whole description; `serverUrl` is the site's origin. */
export function buildOpenApiDocument({ serverUrl }: { serverUrl: string }) {
	const components: Record<string, JsonSchema> = {}
	// a named schema at the root lands in components by itself (its id is ApiError)
	toSchema(ApiErrorSchema, 'output', components)
	const paths: Record<string, Record<string, unknown>> = {}
	for (const operation of operations) {
		paths[operation.path] ??= {}
		paths[operation.path]![operation.method] = describeOperation(operation, components)
	}
	return {
		openapi: '3.1.0',
		info: {
			title: 'Reformas /api',
			version: '1.0.0',
			description:
				'El contrato JSON de Reformas para el cliente antiguo, apps y socios (spec 000 §7 y 001 §7, más lo nuestro). ' +
				'Los clientes leen el cuerpo como `response.data`: lo que leen va en su nivel superior (con `success` ' +
				'al lado cuando es un objeto); una lista que recorren es el propio cuerpo (un array), y «ninguno» es ' +
				'`null`. Una negativa es `{success: false, message}` en español (y `errors` por campo). ' +
				'Un método que una ruta no admite responde 405 con esa misma forma. ' +
				'Privacidad: `GET /api/user?email=` a quien no es ese usuario ni admin solo responde `role`; ' +
				'la identidad de un socket (tiempo real) sale de su token, nunca de `addUser(id)`.',
		},
		servers: [{ url: serverUrl }],
		components: {
			securitySchemes: {
				bearerAuth: {
					type: 'http',
					scheme: 'bearer',
					description:
						'El `accessToken` de POST /api/auth/login (o de /api/auth/refresh). Vale 30 días desde su último uso: ' +
						'cada llamada lo renueva, así que un cliente que no llama a refresh sigue dentro mientras lo usa. ' +
						'Deja de valer al momento al cerrar sesión (POST /api/auth/logout), al cambiar la contraseña (en los ' +
						'demás dispositivos) y al bloquear la cuenta.',
				},
			},
			schemas: components,
		},
		paths,
	}
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>
