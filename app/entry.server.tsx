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
import { isDatabaseUnavailable, markDatabaseUnavailable } from '#app/lib/database-unavailable.server.ts'
import { NonceProvider } from '#app/lib/nonce.tsx'

export const streamTimeout = 5_000

/**
 * A loader or action that failed because the database was out of reach marks its request: Remix
 * hides the error from what follows (it is sanitized to «Unexpected Server Error»), and server.ts
 * answers the marked request's 500 as 503 with Retry-After (answerOutagesWith503), for pages, data
 * requests and resource routes alike.
 */
export const handleError: HandleErrorFunction = (error, { context, request }) => {
	if (isDatabaseUnavailable(error)) markDatabaseUnavailable(context)
	// a client's mistake the router answered itself (a POST to a page with no form, 405; no such
	// route, 404) is in the request log already: an error line per bad request would let anyone
	// flood the errors an operator is alerted on
	if (isRouteErrorResponse(error) && error.status < 500) return
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
