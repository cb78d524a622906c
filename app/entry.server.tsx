import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '#app/lib/nonce.tsx'

export const streamTimeout = 5_000

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
