import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installOverloadRetry } from '#app/lib/overload.ts'

// before Remix's first request: a refusal by a busy server is sent again after its Retry-After
installOverloadRetry(window)

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<RemixBrowser />
		</StrictMode>,
	)
})
