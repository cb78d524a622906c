// Every string field of the shared zod schemas (app/api/schemas and the forms'
// app/models/*/*.schema.ts) drops control characters: a CR/LF typed in a title must never reach
// an email subject, a header or a PDF line. The walk parses each field with a text full of them:
// a field must refuse it or answer it clean. Fields built with multiLine keep line breaks and
// tabs only; verbatim ones (passwords, tokens) are taken as typed. A new field written with a bare
// z.string() fails here.
import { expect, test } from 'vitest'
import { z } from 'zod'
import { multiLine, requiredSingleLine, singleLine, singleLineText, textKinds, verbatim } from '#app/lib/single-line.ts'
import { defOf, partsOf, sharedSchemas } from '#tests/helpers/schema-walker.ts'

// a short one (fields with a small maximum) and a long one (fields with a minimum length)
const DIRTY = ['A\r\nB\u0000', 'Ab\r\nCc\tDd\u0000Ee\u0085Ff\u2028Gg\u001bHh']
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** The mark of a field (its own, or of what it wraps): multi-line, verbatim or none. */
function kindOf(schema: z.ZodType): 'multi-line' | 'verbatim' | undefined {
	const mark = textKinds.get(schema)?.text
	if (mark) return mark
	const def = defOf(schema)
	if (def.innerType) return kindOf(def.innerType as z.ZodType)
	if (def.type === 'pipe') return kindOf(def.in as z.ZodType) ?? kindOf(def.out as z.ZodType)
	return undefined
}

/**
 * Fields under `where` that let a control character through. A field (an exported schema, an
 * object's property, a list's element, a record's value) is parsed whole; wrappers are only looked
 * into for the fields they hold (a pipe's parts alone are not what reads the input).
 */
function leaks(schema: z.ZodType, where: string, isField = true, seen = new Set<unknown>()): string[] {
	const found: string[] = []
	const kind = kindOf(schema)
	if (isField && kind !== 'verbatim') {
		const forbidden = kind === 'multi-line' ? CONTROL_BUT_LINES : ANY_CONTROL
		const leaked = DIRTY.map((dirty) => schema.safeParse(dirty)).find(
			(parsed) => parsed.success && typeof parsed.data === 'string' && forbidden.test(parsed.data),
		)
		if (leaked) found.push(`${where}: ${JSON.stringify(leaked.data)}`)
	}
	if (seen.has(schema)) return found
	seen.add(schema)
	for (const part of partsOf(schema, where)) found.push(...leaks(part.schema, part.where, part.field, seen))
	return [...new Set(found)]
}

test('the walk finds a bare string field, in an object, a list or a wrapper, and passes the shared helpers', () => {
	expect(
		leaks(
			z.object({
				title: z.string().max(10).optional(),
				tags: z.array(z.string().max(5)).max(3),
				nested: z.object({ name: z.string().trim().max(40) }).optional(),
			}),
			'X',
		).map((leak) => leak.split(':')[0]),
	).toEqual(['X.title', 'X.tags[]', 'X.nested.name'])
	expect(
		leaks(
			z.object({
				title: singleLineText(40).optional(),
				name: requiredSingleLine('Falta', 40),
				description: multiLine().trim().max(200).optional(),
				password: verbatim().max(72),
				tags: z.array(singleLine().max(5)).max(3),
				postalCode: z.string().regex(/^\d{5}$/),
			}),
			'X',
		),
	).toEqual([])
	expect(singleLineText(40).parse('Hola\r\nBcc: x\u0000')).toBe('Hola Bcc: x')
	expect(multiLine().trim().max(40).parse('Uno\r\nDos\u0000\tTres ')).toBe('Uno\r\nDos\tTres')
})

test('every string field of the shared schemas drops control characters (line breaks only where it is multi-line)', async () => {
	const { files, schemas } = await sharedSchemas()
	expect(files).toBeGreaterThan(20)
	const found = schemas.flatMap(({ schema, where }) => leaks(schema, where))
	expect(schemas.length).toBeGreaterThan(40)
	expect(found).toEqual([])
})
