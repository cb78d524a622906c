import { createStaticHandler } from '@remix-run/router'
import { afterEach, expect, test, vi } from 'vitest'
import { handleError } from './entry.server.tsx'

/** The error Remix's router itself gives `method path` on a table of one page with no action. */
async function routerRefusal(method: 'GET' | 'POST', path: string) {
	const handler = createStaticHandler([{ id: 'page', path: '/pagina', loader: () => null }])
	const body = method === 'POST' ? new URLSearchParams({ a: '1' }) : undefined
	const context = await handler.query(new Request(`http://localhost${path}`, { method, body }))
	if (context instanceof Response) throw new Error('the router answered a Response')
	return Object.values(context.errors ?? {})[0]
}

afterEach(() => {
	vi.unstubAllEnvs()
	vi.restoreAllMocks()
})

test('what the router refuses itself (a POST to a page without an action, a path with no route) logs no error; a failure does', async () => {
	vi.stubEnv('NODE_ENV', 'production')
	const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
	const args = { request: new Request('http://localhost/pagina'), params: {}, context: {} }
	const noAction = await routerRefusal('POST', '/pagina')
	const noRoute = await routerRefusal('GET', '/nada')
	expect(noAction).toMatchObject({ status: 405 })
	expect(noRoute).toMatchObject({ status: 404 })
	handleError(noAction, args as never)
	handleError(noRoute, args as never)
	expect(errors).not.toHaveBeenCalled()
	handleError(new Error('el modelo falló'), args as never)
	expect(errors).toHaveBeenCalledOnce()
})
