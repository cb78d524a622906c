// Every text field of the shared zod schemas (app/api/schemas and the forms'
// app/models/*/*.schema.ts) has a maximum length and every number a range, so the form, the
// action and /api agree on what is too long or too large, and every list a maximum count. This
// walks each exported schema; there is no allowance: an unbounded field fails it.
import { expect, test } from 'vitest'
import { z } from 'zod'
import { defOf, partsOf, sharedSchemas, type ZodDef as Def } from '#tests/helpers/schema-walker.ts'

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def.check)

type PatternCheck = { _zod: { def: { check: string; pattern?: RegExp } } }
const patternsOf = (def: Def) => [
	...(def.pattern instanceof RegExp ? [def.pattern] : []),
	...((def.checks ?? []) as PatternCheck[]).flatMap((check) =>
		check._zod.def.pattern instanceof RegExp ? [check._zod.def.pattern] : [],
	),
]
/** `^\d{5}$` bounds a text's length; a pattern with `+`, `*` or `{n,}` does not. */
const isFinitePattern = (pattern: RegExp) =>
	pattern.source.startsWith('^') && pattern.source.endsWith('$') && !/[+*]|\{\d*,\}/.test(pattern.source)

/** Paths of fields without a bound, under `where`. */
function gaps(schema: z.ZodType, where: string, seen = new Set<unknown>()): string[] {
	if (seen.has(schema)) return []
	seen.add(schema)
	const def = defOf(schema)
	const inner = (value: unknown, at = where) => gaps(value as z.ZodType, at, seen)
	switch (def.type) {
		case 'string': {
			const checks = checksOf(def)
			const bounded =
				checks.includes('max_length') || checks.includes('length_equals') || patternsOf(def).some(isFinitePattern)
			return bounded ? [] : [`${where}: texto sin longitud máxima`]
		}
		case 'number': {
			const checks = checksOf(def)
			return checks.includes('less_than') && checks.includes('greater_than') ? [] : [`${where}: número sin rango`]
		}
		case 'array': {
			const counted = checksOf(def).includes('max_length') || checksOf(def).includes('length_equals')
			return [
				...(counted ? [] : [`${where}: lista sin número máximo de elementos`]),
				...inner(def.element, `${where}[]`),
			]
		}
		case 'object':
		case 'union':
		case 'intersection':
		case 'record':
		case 'optional':
		case 'nullable':
		case 'default':
		case 'prefault':
		case 'catch':
		case 'readonly':
		case 'nonoptional':
		case 'pipe': // what is read from the input is the first part; a transform's output is ours
		case 'lazy':
			return partsOf(schema, where, { pipe: 'in', recordKeys: true }).flatMap((part) => inner(part.schema, part.where))
		default:
			return [] // enums, literals, booleans, dates, files, transforms: bounded by nature
	}
}

test('the walk sees a gap when there is one', () => {
	expect(gaps(z.object({ a: z.string(), b: z.number().min(0), c: z.array(z.string().max(5)) }), 'X')).toEqual([
		'X.a: texto sin longitud máxima',
		'X.b: número sin rango',
		'X.c: lista sin número máximo de elementos',
	])
	expect(
		gaps(
			z.object({
				a: z.string().max(5).optional(),
				b: z.coerce.number().int().min(1).max(9),
				c: z.array(z.string().max(5)).max(3),
			}),
			'X',
		),
	).toEqual([])
})

test('every string of the shared schemas has a maximum length, every number a range and every list a maximum count', async () => {
	const { files, schemas } = await sharedSchemas()
	expect(files).toBeGreaterThan(20)
	const found = schemas.flatMap(({ schema, where }) => gaps(schema, where))
	expect(schemas.length).toBeGreaterThan(40)
	expect(found).toEqual([])
})
