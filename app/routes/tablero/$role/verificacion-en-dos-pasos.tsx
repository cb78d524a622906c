import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { CopyValue } from '#app/components/ui/copy-value.tsx'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { getSessionId } from '#app/models/auth/sessions.server.ts'
import {
	confirmEnrolment,
	disableSecondFactor,
	getTwoFactorState,
	isTwoFactorRequired,
	startEnrolment,
} from '#app/models/auth/two-factor.server.ts'
import { RECOVERY_CODE_COUNT, TwoFactorSetupSchema } from '#app/models/auth/two-factor.schema.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Verificación en dos pasos · Reformas' }]

const PAGE = paths.adminTwoFactor()

// An admin's second factor: start (QR code and key), confirm with a code (recovery codes shown
// once), or turn off. With ADMIN_2FA_REQUIRED this is the one page an unenrolled admin reaches.
export async function loader({ request }: LoaderFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const state = await getTwoFactorState(admin)
	return {
		required: isTwoFactorRequired(),
		state: state.status === 'enabled' ? { ...state, enabledAt: formatDate(state.enabledAt, 'dateTime') } : state,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const ip = context.clientIp
	return formAction(request, {
		schema: TwoFactorSetupSchema,
		hideFields: ['code', 'password'],
		extra: { recoveryCodes: null },
		run: async (value, form) => {
			if (value.intent === 'start') {
				await startEnrolment(admin, { password: value.password, ip })
				return redirectWithToast(PAGE, { type: 'success', text: 'Añade Reformas a tu aplicación de autenticación' })
			}
			const sessionId = await getSessionId(request)
			if (value.intent === 'confirm') {
				// shown in this answer only: a reload shows them no more
				const recoveryCodes = await confirmEnrolment(admin, { code: value.code, ip, sessionId })
				return { result: form.submission.reply({ resetForm: true }), recoveryCodes }
			}
			await disableSecondFactor(admin, { code: value.code, password: value.password, ip, keepSessionId: sessionId })
			return redirectWithToast(paths.account('admin'), {
				type: 'success',
				text: 'Verificación en dos pasos desactivada',
			})
		},
	})
}

export default function TwoFactorRoute() {
	const { required, state } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const recoveryCodes = actionData?.recoveryCodes
	const [form, fields] = useForm({
		id: 'two-factor',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: TwoFactorSetupSchema }),
		shouldValidate: 'onSubmit',
	})
	return (
		<section className="narrow stack">
			<h1>Verificación en dos pasos</h1>
			{required && state.status !== 'enabled' ? (
				<p className="notice notice--error" role="alert">
					Es obligatoria para los administradores: actívala para seguir usando el panel.
				</p>
			) : null}
			{recoveryCodes ? (
				<section className="stack card" aria-labelledby="recovery-title">
					<h2 id="recovery-title" className="card__title">
						Tus códigos de recuperación
					</h2>
					<p>
						La verificación en dos pasos está activada. Guarda estos {RECOVERY_CODE_COUNT} códigos en un lugar seguro:
						si pierdes el teléfono, cada uno sirve una vez en lugar del código de la aplicación.{' '}
						<strong>No volverás a verlos.</strong>
					</p>
					<ul className="recovery-codes" aria-label="Códigos de recuperación">
						{recoveryCodes.map((code) => (
							<li key={code}>
								<code>{code}</code>
							</li>
						))}
					</ul>
					<p>
						<Link className="button" to={paths.adminHome()}>
							Ya los he guardado
						</Link>
					</p>
				</section>
			) : state.status === 'off' ? (
				<section className="stack card">
					<p>
						Además de la contraseña, al iniciar sesión te pediremos un código de 6 cifras que genera una aplicación de
						autenticación en tu teléfono (por ejemplo Google Authenticator, Microsoft Authenticator o FreeOTP).
					</p>
					<Form method="post" {...getFormProps(form)} noValidate className="stack">
						<input type="hidden" name="intent" value="start" />
						<Field label="Tu contraseña" field={fields.password} type="password" autoComplete="current-password" />
						<ErrorList id={form.errorId} errors={form.errors} />
						<div className="button-row">
							<button type="submit" className="button">
								Activar la verificación en dos pasos
							</button>
						</div>
					</Form>
				</section>
			) : state.status === 'pending' ? (
				<section className="stack card">
					<h2 className="card__title">1. Añade Reformas a tu aplicación de autenticación</h2>
					{/* on a phone the QR code is on the very screen that would have to scan it: a link first */}
					<p className="two-factor__phone">
						<a className="button" href={state.otpauthUri}>
							Abrir en la aplicación de autenticación
						</a>
					</p>
					<p className="two-factor__scan">Desde otro dispositivo, escanea este código con la aplicación:</p>
					<img src={state.qrCode} alt="Código QR para tu aplicación de autenticación" width={220} height={220} />
					<p>¿No se abre ni puedes escanearlo? Copia esta clave en la aplicación:</p>
					<CopyValue
						value={state.manualKey}
						copyText={state.manualKey.replace(/\s/g, '')}
						label="la clave"
						testId="manual-key"
					/>
					<h2 className="card__title">2. Escribe el código que muestra</h2>
					<Form method="post" {...getFormProps(form)} noValidate className="stack">
						<input type="hidden" name="intent" value="confirm" />
						<Field label="Código de 6 cifras" field={fields.code} autoComplete="one-time-code" inputMode="numeric" />
						<ErrorList id={form.errorId} errors={form.errors} />
						<div className="button-row">
							<button type="submit" className="button">
								Confirmar y activar
							</button>
						</div>
					</Form>
				</section>
			) : (
				<section className="stack card">
					<p>
						Activada el {state.enabledAt}. Te quedan {state.recoveryCodesLeft} de {RECOVERY_CODE_COUNT} códigos de
						recuperación.
					</p>
					{required ? (
						<p>Es obligatoria para los administradores, así que no se puede desactivar.</p>
					) : (
						<Form method="post" {...getFormProps(form)} noValidate className="stack">
							<input type="hidden" name="intent" value="disable" />
							<Field label="Tu contraseña" field={fields.password} type="password" autoComplete="current-password" />
							<Field
								label="Para desactivarla, escribe un código de tu aplicación"
								field={fields.code}
								autoComplete="one-time-code"
								inputMode="numeric"
							/>
							<ErrorList id={form.errorId} errors={form.errors} />
							<div className="button-row">
								<button type="submit" className="button button--danger">
									Desactivar
								</button>
							</div>
						</Form>
					)}
				</section>
			)}
		</section>
	)
}
