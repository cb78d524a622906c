// /api/docs: the OpenAPI description as one plain HTML page, rendered on the server (no script).
import { renderToStaticMarkup } from 'react-dom/server'
import { type OpenApiDocument } from './document.server.ts'

type Described = {
	operationId: string
	tags: string[]
	summary: string
	description: string
	parameters: Array<{ name: string; in: string; required: boolean; schema: unknown }>
	requestBody?: { content: Record<string, { schema: unknown }> }
	responses: Record<string, { description: string; content: Record<string, { schema: unknown; example?: unknown }> }>
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:2px solid #ddd}h3{font-size:1.05rem;margin:0}
section.op{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}
pre{background:#f2f2f2;padding:.75rem;border-radius:6px;overflow-x:auto;max-height:24rem}
.method{display:inline-block;min-width:3.5rem;font-weight:700;text-transform:uppercase}
.get{color:#0b6e2e}.post{color:#0b4fa8}.put{color:#8a5300}.delete{color:#a80b0b}
table{border-collapse:collapse;width:100%;table-layout:fixed}td code{word-break:break-all}td,th{border-bottom:1px solid #eee;padding:.25rem;text-align:left;vertical-align:top}
details{margin:.5rem 0}summary{cursor:pointer}
`

const json = (value: unknown) => JSON.stringify(value, null, 2)

function Operation({ path, method, op }: { path: string; method: string; op: Described }) {
	return (
		<section className="op" id={op.operationId}>
			<h3>
				<span className={`method ${method}`}>{method}</span> <code>{path}</code>
			</h3>
			<p>
				<strong>{op.summary}</strong>
			</p>
			{op.description.split('\n\n').map((line) => (
				<p key={line}>{line}</p>
			))}
			{op.parameters.length > 0 && (
				<table>
					<thead>
						<tr>
							<th>Parámetro</th>
							<th>En</th>
							<th>Esquema</th>
						</tr>
					</thead>
					<tbody>
						{op.parameters.map((parameter) => (
							<tr key={parameter.name}>
								<td>
									<code>{parameter.name}</code>
									{parameter.required ? ' (obligatorio)' : ''}
								</td>
								<td>{parameter.in}</td>
								<td>
									<code>{JSON.stringify(parameter.schema)}</code>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
			{op.requestBody &&
				Object.entries(op.requestBody.content).map(([type, body]) => (
					<details key={type}>
						<summary>Cuerpo ({type})</summary>
						<pre>{json(body.schema)}</pre>
					</details>
				))}
			{Object.entries(op.responses).map(([status, response]) => {
				const content = response.content['application/json']
				return (
					<details key={status}>
						<summary>
							<strong>{status}</strong> {response.description}
						</summary>
						{content?.example !== undefined && <pre>{json(content.example)}</pre>}
						{content && <pre>{json(content.schema)}</pre>}
					</details>
				)
			})}
		</section>
	)
}

function ReferencePage({ document }: { document: OpenApiDocument }) {
	const byTag = new Map<string, Array<{ path: string; method: string; op: Described }>>()
	for (const [path, methods] of Object.entries(document.paths)) {
		for (const [method, op] of Object.entries(methods as Record<string, Described>)) {
			const tag = op.tags[0] ?? 'Otros'
			byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, op }])
		}
	}
	return (
		<html lang="es">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex" />
				<title>Referencia de la /api · Reformas</title>
				<style>{STYLE}</style>
			</head>
			<body>
				<main>
					<h1>Referencia de la /api</h1>
					<p>{document.info.description}</p>
					<p>
						Autenticación: cabecera <code>Authorization: Bearer &lt;accessToken&gt;</code> (de{' '}
						<code>POST /api/auth/login</code>). Negativas: <code>{'{ "success": false, "message": "…" }'}</code> con el
						código HTTP. Descripción completa (OpenAPI 3.1): <a href="/api/openapi.json">/api/openapi.json</a>.
					</p>
					<nav aria-label="Secciones">
						<ul>
							{[...byTag.keys()].map((tag) => (
								<li key={tag}>
									<a href={`#${encodeURIComponent(tag)}`}>{tag}</a>
								</li>
							))}
						</ul>
					</nav>
					{[...byTag.entries()].map(([tag, ops]) => (
						<div key={tag}>
							<h2 id={encodeURIComponent(tag)}>{tag}</h2>
							{ops.map((entry) => (
								<Operation key={`${entry.method} ${entry.path}`} {...entry} />
							))}
						</div>
					))}
				</main>
			</body>
		</html>
	)
}

export function renderReferencePage(document: OpenApiDocument) {
	return `<!DOCTYPE html>${renderToStaticMarkup(<ReferencePage document={document} />)}`
}
