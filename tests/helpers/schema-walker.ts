// The one walk over the shared zod schemas (app/api/schemas and the forms' app/models/*/*.schema.ts),
// for the tests that check a rule on every field: schema-limits (every text has a maximum, every
// number a range) and single-line-fields (no control character gets through).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { type z } from 'zod'

export type ZodDef = Record<string, unknown> & {
	type: string
	checks?: Array<{ _zod: { def: { check: string; format?: string; pattern?: RegExp } } }>
}
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def

/** What a schema holds: its fields (an object's properties, a list's elements, a record's values,
 * each with its path) and the schemas it wraps at the same path (unions, pipes, optionals…). */
export type Part = { schema: z.ZodType; where: string; field: boolean }

export function partsOf(
	schema: z.ZodType,
	where: string,
	{ pipe = 'both', recordKeys = false }: { pipe?: 'in' | 'both'; recordKeys?: boolean } = {},
): Part[] {
	const def = defOf(schema)
	const field = (value: unknown, at: string): Part => ({ schema: value as z.ZodType, where: at, field: true })
	const wrapped = (value: unknown): Part => ({ schema: value as z.ZodType, where, field: false })
	switch (def.type) {
		case 'object':
			return Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) =>
				field(value, `${where}.${key}`),
			)
		case 'array':
			return [field(def.element, `${where}[]`)]
		case 'record':
			return [...(recordKeys ? [wrapped(def.keyType)] : []), field(def.valueType, `${where}{}`)]
		case 'union':
			return (def.options as z.ZodType[]).map(wrapped)
		case 'intersection':
			return [wrapped(def.left), wrapped(def.right)]
		case 'pipe':
			return pipe === 'in' ? [wrapped(def.in)] : [wrapped(def.in), wrapped(def.out)]
		case 'lazy':
			return [wrapped((def.getter as () => z.ZodType)())]
		default:
			return def.innerType ? [wrapped(def.innerType)] : []
	}
}

const root = path.resolve('app')
const schemaFiles = () => [
	// responses.ts describes what /api answers, not what it reads
	...readdirSync(path.join(root, 'api/schemas'))
		.filter((file) => file !== 'responses.ts')
		.map((file) => path.join(root, 'api/schemas', file)),
	...readdirSync(path.join(root, 'models')).flatMap((domain) =>
		readdirSync(path.join(root, 'models', domain))
			.filter((file) => file.endsWith('.schema.ts'))
			.map((file) => path.join(root, 'models', domain, file)),
	),
]

const isSchema = (value: unknown): value is z.ZodType =>
	typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value

/** Every exported schema of the shared schema files, named «file export». */
export async function sharedSchemas() {
	const files = schemaFiles()
	const schemas: Array<{ where: string; schema: z.ZodType }> = []
	for (const file of files) {
		const module = (await import(file)) as Record<string, unknown>
		for (const [name, value] of Object.entries(module))
			if (isSchema(value)) schemas.push({ where: `${path.relative(root, file)} ${name}`, schema: value })
	}
	return { files: files.length, schemas }
}
