// The public pages, one list for the byte budgets (page-weight.spec.ts) and
// `npm run lighthouse` (scripts/lighthouse.ts).

/** Pages to read: they ship no JavaScript at all. */
export const CONTENT_PAGES = [
	'/comofunciona',
	'/pie/aviso-legal',
	'/pie/politica-de-privacidad',
	'/pie/condiciones-de-uso',
	'/pie/politica-de-cookies',
	'/pie/accesibilidad',
	'/sin-conexion', // the offline page the service worker keeps
]

/** Pages with scripts, each within the interactive budget. */
export const INTERACTIVE_PAGES = [
	'/encontraroficial',
	'/encontraroficial/electricista',
	'/encontraroficial/electricista/madrid',
	'/oficial/reformas-moreno',
	'/cuanto-cuesta',
	'/cuanto-cuesta-pintar-un-piso',
	'/buscar-servicio', // (a query with one match redirects to the wizard)
	'/',
	'/publicartrabajo', // the list of services
	'/publicartrabajo?servicio=electricista', // the wizard's first step
	'/registrarse',
]
