import { useSearchParams } from '@remix-run/react'
import { Suspense, useState } from 'react'
import { lazyOnClient } from '#app/components/ui/lazy-on-client.tsx'
import { type DashboardRole } from '#app/lib/paths.ts'
import { HomeDialogs as ServerHomeDialogs } from './home-dialogs.tsx'

// the dialogs, the resend form among them, only for a visit that arrives with their query
const HomeDialogs = lazyOnClient(import.meta.env.SSR ? ServerHomeDialogs : null, () =>
	import('./home-dialogs.tsx').then((module) => module.HomeDialogs),
)
const QUERY_KEYS = ['email_verification', 'job_alert_unsubscription']

/**
 * The home page's query dialogs, imported only when the address asks for one (a link of an email):
 * under `<Suspense>`, hydration keeps the server's dialog until its code arrives. Once shown they
 * stay mounted, since they strip the query from the address themselves.
 */
export function HomeDialogsOnDemand({ user }: { user: { role: DashboardRole; emailVerified: boolean } | null }) {
	const [params] = useSearchParams()
	const asked = QUERY_KEYS.some((key) => params.has(key))
	const [wanted, setWanted] = useState(asked)
	if (asked && !wanted) setWanted(true)
	return wanted ? (
		<Suspense fallback={null}>
			<HomeDialogs user={user} />
		</Suspense>
	) : null
}
