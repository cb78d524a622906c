import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { getEnv } from '#app/lib/env.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'
import appStylesHref from '#app/styles/app.css?url'
import { fullName } from '#app/models/users/full-name.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'
import { type RootData } from '#app/components/layout/document.tsx'

// the document and the error page join the shell chunk (app/components/layout/document.tsx)
export { ErrorBoundary, Layout } from '#app/components/layout/document.tsx'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: appStylesHref },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	// installable on a phone (manifest.webmanifest); no script comes with it
	{ rel: 'manifest', href: '/manifest.webmanifest' },
	{ rel: 'apple-touch-icon', href: '/icon-192.png' },
]

export const meta: MetaFunction = () => [
	{ title: 'Reformas · Encuentra profesionales para tu hogar' },
	{
		name: 'description',
		content: 'Publica tu trabajo gratis y recibe presupuestos de profesionales verificados cerca de ti.',
	},
]

export async function loader({ request }: LoaderFunctionArgs) {
	const [user, { toasts, header }] = await Promise.all([getOptionalUser(request), readToasts(request)])
	return data<RootData>(
		{
			siteOrigin: getEnv().SITE_ORIGIN,
			user: user ? { name: user.name, role: user.role } : null,
			// The banner shown on every page while an admin acts as this user
			acting: user?.actingAdmin ? { name: fullName(user), email: user.email } : null,
			toasts,
		},
		header ? { headers: { 'Set-Cookie': header } } : undefined,
	)
}

export default function App() {
	return <Outlet />
}
