import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { requireAnonymous } from '#app/models/auth/guards.server.ts'
import { commitNewSession, SIGNED_IN_MESSAGE } from '#app/models/auth/sessions.server.ts'
import { TWO_FACTOR_MESSAGES, verifySecondFactorAttempt } from '#app/models/auth/two-factor.server.ts'
import { TwoFactorSignInSchema } from '#app/models/auth/two-factor.schema.ts'
import { clearPendingSignIn, readPendingSignIn } from '#app/models/auth/two-factor-sign-in.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Verificación en dos pasos · Reformas' },
	{ name: 'robots', content: 'noindex' },
]

const START_AGAIN = 'Han pasado más de cinco minutos: vuelve a escribir tu correo y tu contraseña.'

// The second step of an admin's sign-in: the password was right (a signed five-minute cookie
// says whose), the session starts only with a right code. A plain form: works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	if (!(await readPendingSignIn(request))) {
		return redirectWithToast('/iniciar-sesion', { type: 'error', text: START_AGAIN })
	}
	return null
}

export async function action({ request, context }: ActionFunctionArgs) {
	const pending = await readPendingSignIn(request)
	if (!pending) return redirectWithToast('/iniciar-sesion', { type: 'error', text: START_AGAIN })
	return formAction(request, {
		schema: TwoFactorSignInSchema,
		refusal: { hideFields: ['code'] },
		run: async ({ code }) => {
			const right = await verifySecondFactorAttempt(pending.user, code, context.clientIp)
			if (!right) throw new AppError('unauthenticated', TWO_FACTOR_MESSAGES.wrongCode, { field: 'code' })
			const headers = new Headers()
			headers.append('Set-Cookie', await clearPendingSignIn(request))
			// the session records that it passed the factor; a recovery code ends every other one
			headers.append('Set-Cookie', await commitNewSession(pending.user.id, { secondFactor: right }))
			return redirectWithToast(pending.redirectTo, { type: 'success', text: SIGNED_IN_MESSAGE }, { headers })
		},
	})
}

export default function SignInCodeRoute() {
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'sign-in-code',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: TwoFactorSignInSchema }),
		shouldValidate: 'onSubmit',
	})
	return (
		<section className="container narrow section">
			<h1>Verificación en dos pasos</h1>
			<p>Abre tu aplicación de autenticación y escribe el código de 6 cifras que muestra para Reformas.</p>
			<Form method="post" {...getFormProps(form)} noValidate className="stack">
				<Field
					label="Código"
					field={fields.code}
					autoComplete="one-time-code"
					inputMode="numeric"
					autoFocus
					hint="¿Has perdido el teléfono? Escribe uno de tus códigos de recuperación (por ejemplo ABCDE-FGH23)."
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<button type="submit" className="button" disabled={navigation.state !== 'idle'}>
					{navigation.state === 'idle' ? 'Verificar y entrar' : 'Comprobando…'}
				</button>
				<p className="form-links">
					<Link to="/iniciar-sesion">Volver a empezar</Link>
				</p>
			</Form>
		</section>
	)
}
