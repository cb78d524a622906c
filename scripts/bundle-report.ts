// What a first visit to each public page downloads, from the build's manifests (run after
// `npm run build`): the entry, the matched routes' chunks and everything they import, raw and
// gzip-compressed (as the server's compression middleware sends them), plus the stylesheets.
// `npm run bundle-report -- --files /newjob/x` lists each file of the pages that contain the
// argument, heaviest first: what to split. Not counted here: what a page imports at run time
// (the socket at idle, a form on first use); e2e/page-weight.spec.ts measures the first visit.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'

const filesOf = process.argv.indexOf('--files') >= 0 ? process.argv[process.argv.indexOf('--files') + 1] : undefined
const BUILD = path.resolve(process.argv[2]?.startsWith('--') ? 'build' : (process.argv[2] ?? 'build'))
const CLIENT = path.join(BUILD, 'client')
const SAMPLE_URLS = [
	'/',
	'/publicartrabajo',
	'/registrarse',
	'/encontraroficial',
	'/encontraroficial/electricista',
	'/encontraroficial/electricista/madrid',
	'/oficial/reformas-moreno',
	'/comofunciona',
	'/pie/aviso-legal',
	'/pie/politica-de-cookies',
	'/cuanto-cuesta-pintar-un-piso',
	'/buscar-servicio',
	'/tablero/oficial',
	'/tablero/oficial/listadeempleos',
	'/newjob/x',
	'/tablero/oficial/actividad',
	'/tablero/oficial/pedidos',
	'/tablero/oficial/mensajes',
	'/tablero/oficial/mensajes/x',
	'/tablero/oficial/alertasdeempleo',
	'/tablero/oficial/cuenta',
	'/tablero/oficial/editarperfil',
	'/tablero/cliente',
	'/tablero/cliente/trabajos',
	'/tablero/cliente/trabajos/x/ofertas',
	'/tablero/cliente/mensajes',
	'/tablero/cliente/cuenta',
	'/tablero/admin',
	'/tablero/admin/usuarios',
	'/tablero/admin/verificaciones',
	'/tablero/admin/verificaciones/x',
]

type RemixRoute = {
	id: string
	parentId?: string
	path?: string
	index?: boolean
	module: string
	imports?: string[]
	css?: string[]
}
type RemixManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RemixRoute> }
type ViteChunk = { file: string; src?: string; isEntry?: boolean; css?: string[]; assets?: string[] }

function readRemixManifest(): RemixManifest {
	const assets = path.join(CLIENT, 'assets')
	const name = existsSync(assets) ? readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file)) : undefined
	if (!name) throw new Error(`No Remix manifest in ${assets}: run npm run build first`)
	// window.__remixManifest={...};
	const file = readFileSync(path.join(assets, name), 'utf8')
	return JSON.parse(file.slice(file.indexOf('{'), file.lastIndexOf('}') + 1))
}

function readViteManifest(): Record<string, ViteChunk> {
	for (const candidate of [
		path.join(BUILD, '.vite', 'client-manifest.json'),
		path.join(CLIENT, '.vite', 'manifest.json'),
	]) {
		if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'))
	}
	throw new Error('No Vite client manifest: build.manifest must be true in vite.config.ts')
}

function toRouteObjects(routes: Record<string, RemixRoute>, parentId?: string): AgnosticRouteObject[] {
	return Object.values(routes)
		.filter((route) => route.parentId === parentId)
		.map((route) =>
			route.index
				? { id: route.id, index: true, path: route.path }
				: { id: route.id, path: route.path, children: toRouteObjects(routes, route.id) },
		)
}

const sizes = new Map<string, { raw: number; gzip: number }>()
function sizeOf(urlPath: string) {
	let size = sizes.get(urlPath)
	if (!size) {
		const bytes = readFileSync(path.join(CLIENT, urlPath.replace(/^\//, '')))
		size = { raw: bytes.length, gzip: gzipSync(bytes).length }
		sizes.set(urlPath, size)
	}
	return size
}
const total = (files: Set<string>) =>
	[...files].reduce((sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }), {
		raw: 0,
		gzip: 0,
	})
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

function main() {
	const remix = readRemixManifest()
	const vite = readViteManifest()
	const cssOfModule = new Map<string, string[]>()
	for (const chunk of Object.values(vite))
		cssOfModule.set(
			`/${chunk.file}`,
			[...(chunk.css ?? []), ...(chunk.assets ?? []).filter((file) => file.endsWith('.css'))].map((file) => `/${file}`),
		)
	const tree = toRouteObjects(remix.routes)
	const rows: string[][] = []
	for (const url of SAMPLE_URLS) {
		const matches = matchRoutes(tree, url) ?? []
		const js = new Set<string>([remix.entry.module, ...remix.entry.imports])
		const css = new Set<string>()
		for (const { route } of matches) {
			const manifestRoute = remix.routes[route.id!]!
			for (const file of [manifestRoute.module, ...(manifestRoute.imports ?? [])]) {
				js.add(file)
				for (const sheet of cssOfModule.get(file) ?? []) css.add(sheet)
			}
			for (const sheet of manifestRoute.css ?? []) css.add(sheet)
		}
		const [jsSize, cssSize] = [total(js), total(css)]
		if (filesOf && url.includes(filesOf)) {
			console.log(`${url}:`)
			for (const file of [...js].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip))
				console.log(`  ${kb(sizeOf(file).gzip).padStart(9)}  ${file}`)
		}
		rows.push([
			url,
			matches.at(-1)?.route.id ?? '(none)',
			String(js.size),
			kb(jsSize.raw),
			kb(jsSize.gzip),
			kb(cssSize.raw),
			kb(cssSize.gzip),
		])
	}
	const header = ['page', 'route', 'JS files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip']
	console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`)
	for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

main()
