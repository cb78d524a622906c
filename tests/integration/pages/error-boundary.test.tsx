import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { expect, test } from 'vitest'
import { ErrorBoundary } from '#app/root.tsx'

// Renders root's ErrorBoundary the way the server does, for a loader that throws.
async function renderFailure(loader: () => never) {
	const routes = [{ path: '/', loader, element: <p>ok</p>, errorElement: <ErrorBoundary /> }]
	const handler = createStaticHandler(routes)
	const context = await handler.query(new Request('http://localhost/'))
	if (context instanceof Response) throw new Error('unexpected response')
	return renderToString(
		<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
	)
}

test("an error shows «Algo ha ido mal» (the spec's English 'Something went wrong.'), never the error's own text", async () => {
	const html = await renderFailure(() => {
		throw new Error('Connection terminated unexpectedly')
	})
	expect(html).toContain('<h1>Algo ha ido mal</h1>')
	expect(html).toContain('Inténtalo de nuevo')
	expect(html).not.toContain('Connection terminated')
	expect(html).toContain('role="alert"')
})

test('a thrown error response shows its own Spanish reason', async () => {
	const html = await renderFailure(() => {
		throw new Response('Sin permiso', { status: 403 })
	})
	expect(html).toContain('Algo ha ido mal')
	expect(html).toContain('Sin permiso')
})

test('a 404 shows the Spanish not-found page', async () => {
	const html = await renderFailure(() => {
		throw new Response('Not Found', { status: 404 })
	})
	expect(html).toContain('Página no encontrada')
	expect(html).not.toContain('Algo ha ido mal')
})
