import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { overloadStatus } from '#app/lib/overload.ts'

// a chunk that cannot be fetched (the network gone) leaves the notice out, never the page
const OverloadNotice = lazy(() =>
	import('./overload-notice.tsx').then(
		(module) => ({ default: module.OverloadNotice }),
		() => ({ default: () => null }),
	),
)

/**
 * The busy-server notice, imported the first time a request waits to be sent again: most visits
 * never see it, and every byte of a first visit counts (docs/decisions.md «Page weight»). The
 * server renders nothing here, as the notice itself renders nothing without a waiting request.
 */
export function OverloadNoticeOnDemand() {
	const waiting = useSyncExternalStore(
		overloadStatus.subscribe,
		() => overloadStatus.get() !== null,
		() => false,
	)
	const [wanted, setWanted] = useState(false)
	if (waiting && !wanted) setWanted(true)
	return wanted ? (
		<Suspense fallback={null}>
			<OverloadNotice />
		</Suspense>
	) : null
}
