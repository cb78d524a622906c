import { lazy, Suspense, type ComponentProps } from 'react'

// The login form brings zod and conform (~37 kB gzip) that public pages otherwise never need: it
// loads when a visitor first asks to sign in.
const LoginDialog = lazy(() =>
	import('#app/components/auth/login-dialog.tsx').then((module) => ({ default: module.LoginDialog })),
)

/** The login modal, downloaded on first use; render it only once it is wanted open. */
export function LazyLoginDialog(props: ComponentProps<typeof LoginDialog>) {
	return (
		<Suspense fallback={null}>
			<LoginDialog {...props} />
		</Suspense>
	)
}
