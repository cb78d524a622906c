import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { ACT_AS_MESSAGES } from '#app/models/admin/act-as.server.ts'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { endOpenSession, listOpenSessions, OPEN_SESSION_MESSAGES } from '#app/models/auth/open-sessions.server.ts'
import { destroySession, endOtherSessions, getSessionId } from '#app/models/auth/sessions.server.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Sesiones abiertas · Reformas' }]

const IntentSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('end'), handle: z.string().min(1).max(40) }),
	z.object({ intent: z.literal('end-others') }),
])

// Where the account is signed in (browsers and apps through /api), and a button to end any of
// them or all but this one. Plain forms: it works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	// where someone signs in from is theirs: an admin acting as them sees and ends nothing here
	if (user.actingAdmin) return { role: user.role, acting: true, sessions: [] }
	const sessions = await listOpenSessions(user.id, { sessionId: await getSessionId(request) })
	return {
		role: user.role,
		acting: false,
		sessions: sessions.map((session) => ({
			...session,
			startedAt: formatDate(session.startedAt, 'dateTime'),
			lastUsedAt: formatDate(session.lastUsedAt, 'dateTime'),
		})),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const page = paths.accountSessions(user.role)
	const refuse = (text: string) => redirectWithToast(page, { type: 'error', text })
	if (user.actingAdmin) return refuse(ACT_AS_MESSAGES.refusedWhileActing)
	return formAction(request, {
		schema: IntentSchema,
		invalid: () => refuse(OPEN_SESSION_MESSAGES.notFound),
		refused: (error) => toastRefusal(error, page),
		run: async (value) => {
			const sessionId = await getSessionId(request)
			if (value.intent === 'end-others') {
				await endOtherSessions(user.id, { sessionId })
				return redirectWithToast(page, { type: 'success', text: OPEN_SESSION_MESSAGES.othersEnded })
			}
			const { wasCurrent } = await endOpenSession(user.id, value.handle, { sessionId })
			// ending the session in use is signing out
			if (wasCurrent)
				return redirectWithToast(
					'/iniciar-sesion',
					{ type: 'success', text: OPEN_SESSION_MESSAGES.ended },
					{ headers: { 'Set-Cookie': await destroySession(request) } },
				)
			return redirectWithToast(page, { type: 'success', text: OPEN_SESSION_MESSAGES.ended })
		},
	})
}

export default function OpenSessionsRoute() {
	const { role, acting, sessions } = useLoaderData<typeof loader>()
	return (
		<section className="narrow stack">
			<h1>Sesiones abiertas</h1>
			{acting ? (
				<p className="notice notice--error" role="alert">
					Mientras actúas como otro usuario no puedes ver ni cerrar sus sesiones.
				</p>
			) : (
				<>
					<p>
						Aquí ves dónde está abierta tu cuenta: en navegadores y en aplicaciones. Si no reconoces alguna, ciérrala y
						cambia tu contraseña.
					</p>
					<ul className="stack" aria-label="Sesiones">
						{sessions.map((session) => (
							<li key={session.handle} className="card stack">
								<h2 className="card__title">
									{session.device}
									{session.current ? ' · esta sesión' : ''}
								</h2>
								<p>
									{session.kind === 'token' ? 'Aplicación (acceso por la API)' : 'Navegador'}
									{session.place ? ` · conexión desde ${session.place}` : ''}
								</p>
								<p>
									Abierta el {session.startedAt} · último uso: {session.lastUsedAt}
								</p>
								<Form method="post">
									<input type="hidden" name="handle" value={session.handle} />
									<button
										type="submit"
										name="intent"
										value="end"
										className="button button--ghost"
										aria-label={`Cerrar la sesión: ${session.device}, último uso ${session.lastUsedAt}`}
									>
										{session.current ? 'Cerrar esta sesión' : 'Cerrar'}
									</button>
								</Form>
							</li>
						))}
					</ul>
					{sessions.length > 1 ? (
						<Form method="post">
							<button type="submit" name="intent" value="end-others" className="button button--danger">
								Cerrar las demás
							</button>
						</Form>
					) : null}
				</>
			)}
			<p>
				<Link to={paths.account(role)}>Volver a Mis datos</Link>
			</p>
		</section>
	)
}
