// The page a refused request gets (admission.server.ts): the refusal is decided before Remix, the
// session and the database, so it is a small self-contained HTML page, styled inline, in Spanish.
// - A page asked for (GET: a link, the email's link) comes back by itself after Retry-After
//   (`<meta http-equiv="refresh">`, no JavaScript needed).
// - A form sent as a plain HTML post (JavaScript off) keeps what was typed: its fields come back
//   as hidden inputs of the same form, re-sent by «Reintentar» (and by itself where scripts run).
//   Only a same-origin form is echoed (a cross-site post is never turned into one of ours), and
//   only a small urlencoded one (a photo upload cannot be carried: the browser's «atrás» keeps it).
import { createHash } from 'node:crypto'
import { type IncomingMessage } from 'node:http'

/** urlencoded bodies up to this size are read back into the page */
export const ECHO_BODY_MAX_BYTES = 16 * 1024
const ECHO_WAIT_MS = 2000

const SCRIPT = `(function(){var s=document.getElementById('segundos');var n=Number(s&&s.textContent)||3;var t=setInterval(function(){n--;if(s)s.textContent=String(Math.max(n,0));if(n<=0){clearInterval(t);var f=document.getElementById('reenviar');if(f)f.submit();else location.reload()}},1000)})()`
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64')

/** The refusal page's own Content-Security-Policy: its one inline script, its inline style, forms to us. */
export const OVERLOAD_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1.25rem}
.logo{font-weight:700;color:#c2410c;text-decoration:none;font-size:1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:1.5rem 0 .75rem}
p{margin:.75rem 0;color:#57534e}
.button{display:inline-block;min-height:44px;padding:.65rem 1.25rem;border:0;border-radius:10px;background:#c2410c;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:10px;padding:1.25rem}`

const escapeHtml = (text: string) =>
	text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

export type OverloadPage = {
	method: string
	/** the request's path and query, re-sent as they were */
	url: string
	retryAfter: number
	/** the posted fields to send again; null when the form could not be carried */
	fields: Array<[string, string]> | null
}

export function overloadPage({ method, url, retryAfter, fields }: OverloadPage) {
	const isRead = method === 'GET' || method === 'HEAD'
	const seconds = `<span id="segundos">${retryAfter}</span>`
	let action: string
	if (isRead) {
		action = `<p>Volvemos a intentarlo en ${seconds} s, sin que hagas nada.</p>
<p><a class="button" href="${escapeHtml(url)}">Reintentar ahora</a></p>`
	} else if (fields) {
		const inputs = fields
			.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
			.join('')
		action = `<p>No se ha guardado nada todavía, y lo que escribiste no se ha perdido: lo volvemos a enviar en ${seconds} s.</p>
<form id="reenviar" method="post" action="${escapeHtml(url)}">${inputs}<button class="button" type="submit">Reintentar</button></form>`
	} else {
		action = `<p>No se ha guardado nada todavía. Vuelve atrás con el botón del navegador: lo que escribiste sigue en el formulario. Envíalo de nuevo en unos segundos.</p>`
	}
	return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${isRead ? `<meta http-equiv="refresh" content="${retryAfter}">` : ''}<meta name="robots" content="noindex">
<title>Mucha demanda · Reformas</title><style>${STYLE}</style></head>
<body><main><a class="logo" href="/">Reformas</a><div class="card" role="alert">
<h1>Hay mucha demanda en este momento</h1>${action}</div></main>
${isRead || fields ? `<script>${SCRIPT}</script>` : ''}</body></html>`
}

/**
 * The fields of a refused plain form post, when they may be sent again: a same-origin browser
 * form (Sec-Fetch-Site, or an Origin naming the host), urlencoded, small. Anything else: null.
 */
export function echoableForm(req: IncomingMessage): Promise<Array<[string, string]> | null> {
	if (req.method !== 'POST') return Promise.resolve(null)
	const type = req.headers['content-type'] ?? ''
	const size = Number(req.headers['content-length'] ?? Infinity)
	if (!/^application\/x-www-form-urlencoded\b/i.test(type) || !(size <= ECHO_BODY_MAX_BYTES))
		return Promise.resolve(null)
	if (!isSameOrigin(req)) return Promise.resolve(null)
	return new Promise((resolve) => {
		const chunks: Buffer[] = []
		let bytes = 0
		const done = (value: Array<[string, string]> | null) => {
			clearTimeout(timer)
			req.off('data', onData)
			resolve(value)
		}
		const timer = setTimeout(() => done(null), ECHO_WAIT_MS)
		const onData = (chunk: Buffer) => {
			bytes += chunk.length
			if (bytes > ECHO_BODY_MAX_BYTES) return done(null)
			chunks.push(chunk)
		}
		req.on('data', onData)
		req.once('end', () => done([...new URLSearchParams(Buffer.concat(chunks).toString('utf8')).entries()]))
		req.once('error', () => done(null))
		req.once('close', () => req.readableEnded || done(null))
	})
}

function isSameOrigin(req: IncomingMessage) {
	const site = req.headers['sec-fetch-site']
	if (site) return site === 'same-origin'
	const origin = req.headers.origin
	if (!origin || !req.headers.host) return false
	try {
		return new URL(origin).host === req.headers.host
	} catch {
		return false
	}
}
