// Patches/@remix-run+router+*.patch makes the server's route matching flatten and rank a
// route tree once, compile each path pattern once, and keep each path's matches (issue 45),
// instead of doing it all on every request. The server
// loads the package's CommonJS build (the one patched); these tests run that same build and check
// that matching still gives what it gave before: per tree, per path, params, case, index, splat.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'

const require = createRequire(import.meta.url)
const routerPath = require.resolve('@remix-run/router')
const { matchPath, matchRoutes } = require(routerPath) as typeof import('@remix-run/router')

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => [m.route.id, m.params]) ?? null

test('the server loads the patched build of the router', () => {
	expect(routerPath).toMatch(/router\.cjs\.js$/)
	const source = readFileSync(routerPath, 'utf8')
	expect(source).toContain('rankedBranches.get(routes)')
	expect(source).toContain('compiledPaths.get(key)')
	expect(source).toContain('matchedPaths.get(routes)')
})

test("a kept path's matches are a copy for each caller: changing one caller's params changes no other's", () => {
	const site = [{ id: 'root', path: '', children: [{ id: 'profile', path: 'oficial/:slug' }] }]
	// the first call matches and keeps the path, the next ones answer from the table
	for (let call = 0; call < 3; call++) {
		const matches = matchRoutes(site, '/oficial/reformas-sol')!
		// the matches of one branch share their params, as the router made them
		expect(matches[0]!.params).toBe(matches[1]!.params)
		;(matches[0]!.params as Record<string, string>).slug = 'cambiado'
		;(matches[1] as { pathname: string }).pathname = '/cambiado'
		matches.pop()
	}
	const second = matchRoutes(site, '/oficial/reformas-sol')!
	expect(ids(second)).toEqual([
		['root', { slug: 'reformas-sol' }],
		['profile', { slug: 'reformas-sol' }],
	])
	expect(second[0]!.params).toBe(second[1]!.params)
	expect(second[1]!.pathname).toBe('/oficial/reformas-sol')
	expect(second[1]!.pathnameBase).toBe('/oficial/reformas-sol')
	// a path the tree does not have stays unmatched when asked again
	expect(matchRoutes(site, '/nada')).toBeNull()
	expect(matchRoutes(site, '/nada')).toBeNull()
})

test("paths beyond the table's bounds (many, or long) are still matched", () => {
	const site = [{ id: 'root', path: '', children: [{ id: 'profile', path: 'oficial/:slug' }] }]
	for (let i = 0; i < 2_500; i++) expect(matchRoutes(site, `/oficial/n${i}`)?.[1]?.params).toEqual({ slug: `n${i}` })
	const long = 'x'.repeat(400)
	expect(matchRoutes(site, `/oficial/${long}`)?.[1]?.params).toEqual({ slug: long })
	expect(matchRoutes(site, `/oficial/n1`)?.[1]?.params).toEqual({ slug: 'n1' })
})

test('matching repeated on one tree, and on another tree with the same paths, gives each its own routes', () => {
	const site = [
		{
			id: 'root',
			path: '',
			children: [
				{ id: 'home', index: true },
				{ id: 'feed', path: 'api/get_jobs' },
				{ id: 'profile', path: 'oficial/:slug' },
				{ id: 'docs', path: 'pie/*' },
			],
		},
	]
	const other = [{ id: 'other-root', path: '', children: [{ id: 'other-profile', path: 'oficial/:slug' }] }]
	for (let run = 0; run < 3; run++) {
		expect(ids(matchRoutes(site, '/'))).toEqual([
			['root', {}],
			['home', {}],
		])
		expect(ids(matchRoutes(site, '/api/get_jobs'))).toEqual([
			['root', {}],
			['feed', {}],
		])
		expect(ids(matchRoutes(site, '/OFICIAL/reformas-sol'))).toEqual([
			['root', { slug: 'reformas-sol' }],
			['profile', { slug: 'reformas-sol' }],
		])
		expect(ids(matchRoutes(site, '/pie/aviso-legal'))).toEqual([
			['root', { '*': 'aviso-legal' }],
			['docs', { '*': 'aviso-legal' }],
		])
		expect(matchRoutes(site, '/nada/de/esto')).toBeNull()
		expect(ids(matchRoutes(other, '/oficial/otro'))).toEqual([
			['other-root', { slug: 'otro' }],
			['other-profile', { slug: 'otro' }],
		])
		expect(matchRoutes(other, '/api/get_jobs')).toBeNull()
	}
})

test('a pattern compiled once still matches by its own case and end options', () => {
	expect(matchPath('/oficial/:slug', '/oficial/uno')?.params).toEqual({ slug: 'uno' })
	expect(matchPath('/oficial/:slug', '/oficial/uno/mas')).toBeNull()
	expect(matchPath({ path: '/oficial/:slug', end: false }, '/oficial/uno/mas')?.pathnameBase).toBe('/oficial/uno')
	expect(matchPath({ path: '/Oficial', caseSensitive: true }, '/oficial')).toBeNull()
	expect(matchPath({ path: '/Oficial', caseSensitive: false }, '/oficial')).not.toBeNull()
})
