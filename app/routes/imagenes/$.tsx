import { type LoaderFunctionArgs } from '@remix-run/node'
import { assertSafeKey, getStorage, isPrivateKey } from '#app/models/uploads/storage.server.ts'

// Serves stored images when they are not on a public bucket. Keys are content hashes, so a
// response never changes: browsers and proxies keep it for a year.
export async function loader({ params }: LoaderFunctionArgs) {
	const key = params['*'] ?? ''
	try {
		assertSafeKey(key)
		if (isPrivateKey(key)) throw new Error('private: served by /documentos/* with a permission check')
	} catch {
		throw new Response('Not Found', { status: 404 })
	}
	const file = await getStorage().get(key)
	if (!file) throw new Response('Not Found', { status: 404 })
	return new Response(Buffer.from(file.body), {
		headers: {
			'Content-Type': file.contentType,
			'Cache-Control': 'public, max-age=31536000, immutable',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
