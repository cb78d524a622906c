// Patches/@remix-run+router+*.patch makes the server's route matching flatten and rank a
// route tree once and compile each path pattern once, instead of on every request. The server
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
