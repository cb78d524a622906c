import '#app/lib/zod-locale.ts'
import { PassThrough } from 'node:stream'
import {
	createReadableStreamFromReadable,
	type AppLoadContext,
	type EntryContext,
	type HandleErrorFunction,
} from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '#app/lib/database-unavailable.server.ts'
import { NonceProvider } from '#app/lib/nonce.tsx'

export const streamTimeout = 5_000

/**
 * Requests (their load context) whose loader or action failed because the database was out of
 * reach. Remix hides the error from handleRequest (it is sanitized to «Unexpected Server Error»),
 * so handleError, which sees it first, marks the request; the page then answers 503, not 500.
 */
const databaseUnavailable = new WeakSet<object>()

export const handleError: HandleErrorFunction = (error, { context, request }) => {
	if (isDatabaseUnavailable(error)) databaseUnavailable.add(context)
	// as Remix's own handler: log the error, unwrapped, unless the client went away or under test
	const inner = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error
	if (process.env.NODE_ENV !== 'test' && !request.signal.aborted) console.error(inner)
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce ?? ''
	if (responseStatusCode === 500 && databaseUnavailable.has(loadContext)) {
		responseStatusCode = 503
		responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS))
	}
	// Bots and no-JS clients get the whole document at once; browsers get it streamed.
	const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<RemixServer context={remixContext} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				[readyEvent]() {
					shellRendered = true
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError: reject,
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) console.error(error)
				},
			},
		)
		setTimeout(abort, streamTimeout + 1000)
	})
}
