import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type RouteConfigEntry } from '@remix-run/route-config'
import { expect, test } from 'vitest'
import routes from './routes.ts'

const APP_DIR = path.dirname(new URL(import.meta.url).pathname)

function listed(entries: RouteConfigEntry[]): string[] {
	return entries.flatMap((entry) => [entry.file, ...listed(entry.children ?? [])])
}

/** Route ids: the explicit `id`, or the module's path without its extension (as Remix makes them). */
function ids(entries: RouteConfigEntry[]): string[] {
	return entries.flatMap((entry) => [entry.id ?? entry.file.replace(/\.tsx?$/, ''), ...ids(entry.children ?? [])])
}

/** Every module of app/ (tests and generated code apart). */
function sourcesOnDisk(dir = '.'): string[] {
	return readdirSync(path.join(APP_DIR, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = path.join(dir, entry.name)
		if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourcesOnDisk(relative)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
	})
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

test('every route id the code reads by name (useRouteLoaderData) is a route of the table', () => {
	const known = new Set(['root', ...ids(routes)])
	const read = sourcesOnDisk().flatMap((file) =>
		[...readFileSync(path.join(APP_DIR, file), 'utf8').matchAll(/useRouteLoaderData(?:<[^(]*>)?\(\s*'([^']+)'/g)].map(
			(match) => `${file}: ${match[1]}`,
		),
	)
	expect(read.length).toBeGreaterThan(0)
	expect(read.filter((entry) => !known.has(entry.split(': ')[1]!))).toEqual([])
})
