import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { type ClientActionFunctionArgs, useActionData, useSearchParams } from '@remix-run/react'
import { LoginForm } from '#app/components/auth/login-form.tsx'
import { LoginSchema } from '#app/models/auth/auth.schema.ts'
import { authenticateForm } from '#app/models/auth/authenticator.server.ts'
import { requireAnonymous, safeRedirect } from '#app/models/auth/guards.server.ts'
import { dashboardPath } from '#app/models/auth/roles.ts'
import { commitNewSession, SIGNED_IN_MESSAGE } from '#app/models/auth/sessions.server.ts'
import { SIGN_IN_CODE_PATH } from '#app/models/auth/two-factor.schema.ts'
import { commitPendingSignIn } from '#app/models/auth/two-factor-sign-in.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { offlineAware } from '#app/lib/offline.ts'

export const meta: MetaFunction = () => [{ title: 'Iniciar sesión · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return null
}

export async function action({ request, context }: ActionFunctionArgs) {
	// the strategy reads the body itself, so the door reads a copy
	return formAction(request.clone(), {
		schema: LoginSchema,
		hideFields: ['password'],
		run: async ({ redirectTo }) => {
			const user = await authenticateForm(request, context.clientIp)
			const to = safeRedirect(redirectTo, dashboardPath(user.role))
			// an admin with a second factor is not signed in yet: the code comes on a page of its own
			if (user.secondFactor) {
				return redirect(SIGN_IN_CODE_PATH, { headers: { 'Set-Cookie': await commitPendingSignIn(user.id, to) } })
			}
			return redirectWithToast(
				to,
				{ type: 'success', text: SIGNED_IN_MESSAGE },
				{ headers: { 'Set-Cookie': await commitNewSession(user.id) } },
			)
		},
	})
}

// no answer (connection lost): the modal stays open with the email, and says so (spec 000 §8)
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
	return offlineAware(() => serverAction<typeof action>())
}

export default function LoginRoute() {
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	return (
		<section className="container narrow section">
			<h1>Iniciar sesión</h1>
			<LoginForm
				redirectTo={searchParams.get('redirectTo') ?? undefined}
				lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
			/>
		</section>
	)
}
