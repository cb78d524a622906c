import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { InstallApp } from '#app/components/pwa/install-app.tsx'
import { DeleteAccountForm as LiveDeleteAccountForm } from '#app/components/profile/delete-account-form.tsx'
import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { ACT_AS_MESSAGES } from '#app/models/admin/act-as.server.ts'
import { hasPassword } from '#app/models/auth/account.server.ts'
import { requireUser } from '#app/models/auth/guards.server.ts'
import { destroySession } from '#app/models/auth/sessions.server.ts'
import { hasSecondFactor } from '#app/models/auth/two-factor.server.ts'
import { ACCOUNT_DELETION_MESSAGES, deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { DeleteAccountSchema } from '#app/models/users/account.schema.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'

const EXPORT_CONTENTS: Record<string, string> = {
	cliente: 'perfil, trabajos publicados con sus ofertas, opiniones escritas',
	oficial:
		'perfil, empresa, servicios, documentos, fotos, ofertas, opiniones recibidas, suscripciones y pagos, alertas y filtro',
	admin: 'perfil',
}

// zod and conform on first use of the form
const DeleteAccountForm = formOnFirstUse(import.meta.env.SSR ? LiveDeleteAccountForm : null, () =>
	import('#app/components/profile/delete-account-form.tsx').then((module) => module.DeleteAccountForm),
)

export const meta: MetaFunction = () => [{ title: 'Mis datos · Reformas' }]

// Every role downloads its data and may delete its account here («Mis datos»).
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return {
		exportPath: paths.accountExport(user.role),
		role: user.role,
		acting: Boolean(user.actingAdmin),
		// a guest who posted a job has no password yet, and deletion is confirmed with it
		hasPassword: await hasPassword(user.id),
		// admins only: whether their sign-in asks for a code (enrolled on a page of its own)
		secondFactor: user.role === 'admin' && !user.actingAdmin ? { enabled: await hasSecondFactor(user.id) } : null,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const hideFields = ['password']
	// an admin acting as the user never deletes the account in their name (README, Decisions), whatever was typed
	const acting = user.actingAdmin ? { formErrors: [ACT_AS_MESSAGES.refusedWhileActing] } : null
	return formAction(request, {
		schema: DeleteAccountSchema,
		hideFields,
		invalid: (submission) =>
			data({ result: submission.reply({ hideFields, ...acting }) }, { status: acting ? 403 : 400 }),
		// a wrong password is a plain form error here (400); /api answers it 403
		refusal: (refusal) => ({ field: null, status: refusal.field === 'password' ? 400 : undefined }),
		run: async ({ password }, form) => {
			if (acting) return form.reply(acting, { status: 403 })
			await deleteOwnAccount(user.id, password, context.clientIp)
			return redirectWithToast(
				'/',
				{ type: 'success', text: ACCOUNT_DELETION_MESSAGES.deleted },
				{ headers: { 'Set-Cookie': await destroySession(request) } },
			)
		},
	})
}

export default function AccountRoute() {
	const { exportPath, role, acting, hasPassword, secondFactor } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<section className="narrow stack">
			<h1>Mis datos</h1>
			{acting ? (
				<p className="notice notice--error" role="alert">
					Mientras actúas como otro usuario no puedes descargar sus datos ni eliminar su cuenta.
				</p>
			) : null}
			{secondFactor ? (
				<section className="stack card">
					<h2 className="card__title">Verificación en dos pasos</h2>
					<p>
						{secondFactor.enabled
							? 'Activada: al iniciar sesión te pedimos también el código de tu aplicación de autenticación.'
							: 'Desactivada. Protege tu cuenta de administrador: al iniciar sesión te pediremos también un código de tu teléfono.'}
					</p>
					<p>
						<Link className="button" to={paths.adminTwoFactor()}>
							{secondFactor.enabled ? 'Gestionar la verificación en dos pasos' : 'Activar la verificación en dos pasos'}
						</Link>
					</p>
				</section>
			) : null}
			{acting ? null : (
				<section className="stack card">
					<h2 className="card__title">Sesiones abiertas</h2>
					<p>Dónde está abierta tu cuenta (navegadores y aplicaciones), con su último uso; puedes cerrar cualquiera.</p>
					<p>
						<Link className="button" to={paths.accountSessions(role)}>
							Ver las sesiones abiertas
						</Link>
					</p>
				</section>
			)}
			<section className="stack card">
				<h2 className="card__title">Descargar mis datos</h2>
				<p>
					Un archivo JSON con todo lo que guardamos sobre ti: {EXPORT_CONTENTS[role]}, mensajes que has escrito y
					notificaciones.
				</p>
				<p>
					<a className="button" href={exportPath} download>
						Descargar mis datos
					</a>
				</p>
			</section>
			<section className="stack card account-delete">
				<h2 className="card__title">Eliminar mi cuenta</h2>
				<p>Al eliminar tu cuenta:</p>
				<ul>
					<li>
						Se borran tus datos de contacto, tu foto,{' '}
						{role === 'oficial' ? 'tus documentos, tu galería, tus servicios, ' : ''}tus alertas, filtros y
						notificaciones, y se cierran todas tus sesiones.
					</li>
					<li>Tus trabajos abiertos se cierran; los que nadie respondió se borran.</li>
					<li>Tus mensajes y opiniones se quedan para quien los recibió, como «Usuario eliminado».</li>
					<li>Esta acción no se puede deshacer. Podrás registrarte de nuevo con el mismo correo.</li>
				</ul>
				{hasPassword ? (
					<DeleteAccountForm lastResult={actionData?.result} />
				) : (
					<p>
						Para confirmar que eres tú, la eliminación pide tu contraseña y tu cuenta aún no tiene una.{' '}
						<Link to={paths.password(role)}>Elige una contraseña</Link> y vuelve aquí.
					</p>
				)}
			</section>
			{/* last: it appears once the browser offers to install, after the load, and anything below it
			    would move (Lighthouse measured a layout shift of 0.13 with it under the heading) */}
			<InstallApp />
		</section>
	)
}
