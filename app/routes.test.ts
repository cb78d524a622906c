import { readdirSync } from 'node:fs'
import path from 'node:path'
import { type RouteConfigEntry } from '@remix-run/route-config'
import { expect, test } from 'vitest'
import routes from './routes.ts'

const APP_DIR = path.dirname(new URL(import.meta.url).pathname)

function listed(entries: RouteConfigEntry[]): string[] {
	return entries.flatMap((entry) => [entry.file, ...listed(entry.children ?? [])])
}

/** Route modules on disk: what is not server-only, client-only or a test. */
function modulesOnDisk(dir = 'routes'): string[] {
	return readdirSync(path.join(APP_DIR, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = `${dir}/${entry.name}`
		if (entry.isDirectory()) return modulesOnDisk(relative)
		if (!/\.tsx?$/.test(entry.name) || /\.(server|client|test)\.tsx?$/.test(entry.name)) return []
		return [relative]
	})
}

test('every route module under app/routes is listed once in the route table, and nothing else is', () => {
	const files = listed(routes)
	expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([])
	expect([...files].sort()).toEqual(modulesOnDisk().sort())
})
