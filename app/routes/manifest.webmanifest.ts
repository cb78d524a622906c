// The web app manifest: Reformas installs on a phone's home screen and opens on the user's
// dashboard (/tablero sends each user to their own). Linked from every page by the root.
const MANIFEST = {
	name: 'Reformas · Profesionales para tu hogar',
	short_name: 'Reformas',
	description: 'Trabajos, ofertas y mensajes de Reformas en tu móvil.',
	lang: 'es',
	dir: 'ltr',
	id: '/tablero',
	start_url: '/tablero',
	scope: '/',
	display: 'standalone',
	theme_color: '#c2410c',
	background_color: '#fffaf5',
	icons: [
		{ src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
		{ src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
		{ src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
	],
	shortcuts: [
		{ name: 'Lista de empleos', url: '/tablero?ir=listadeempleos' },
		{ name: 'Mensajes', url: '/tablero?ir=mensajes' },
	],
}

export function loader() {
	return new Response(JSON.stringify(MANIFEST), {
		headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
