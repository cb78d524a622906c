import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { z } from 'zod'
import { formAction } from '#app/lib/form-action.server.ts'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'
import { consumeSignInLink, isSignInLinkUsable } from '#app/models/auth/sign-in-link.server.ts'
import { getDraft, updateDraft } from '#app/models/jobs/job-draft.server.ts'
import { paths } from '#app/lib/paths.ts'

const SIGN_IN_LINK_INVALID = 'Este enlace ya no sirve: ha caducado o ya se ha usado.'

export const meta: MetaFunction = () => [{ title: 'Entrar · Reformas' }, { name: 'robots', content: 'noindex' }]

// The link in the sign-in email. Opening it changes nothing (mail scanners open links); the
// button signs in, once.
export async function loader({ request }: LoaderFunctionArgs) {
	const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200)
	return { token, usable: token ? await isSignInLinkUsable(token) : false }
}

// the link's token; a long one is cut, and then fails as any unknown one
const SignInLinkSchema = z.object({ token: z.string().optional() })

export async function action({ request }: ActionFunctionArgs) {
	return formAction(request, {
		schema: SignInLinkSchema,
		run: async ({ token }) => {
			const userId = token ? await consumeSignInLink(token.slice(0, 200)) : null
			if (!userId) return data({ error: SIGN_IN_LINK_INVALID }, { status: 400 })
			// the job she was posting in this browser goes on where she left it
			const draft = await getDraft(request)
			const goOn = draft && !draft.data.published
			if (goOn) await updateDraft(draft, {}, { userId })
			return redirect(goOn ? '/publicartrabajo?paso=ubicacion' : paths.clientHome(), {
				headers: { 'Set-Cookie': await commitNewSession(userId) },
			})
		},
	})
}

export default function SignInLinkRoute() {
	const { token, usable } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const error =
		(actionData && 'error' in actionData ? actionData.error : null) ?? (usable ? null : SIGN_IN_LINK_INVALID)
	return (
		<section className="container narrow section">
			<h1>Entrar en tu cuenta</h1>
			{error ? (
				<>
					<p className="notice notice--error" role="alert">
						{error}
					</p>
					<Link className="button" to="/publicartrabajo">
						Volver a publicar un trabajo
					</Link>
				</>
			) : (
				<Form method="post" className="stack">
					<input type="hidden" name="token" value={token} />
					<button type="submit" className="button button--large">
						Entrar
					</button>
				</Form>
			)}
		</section>
	)
}
