import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { ChangePasswordForm } from '#app/components/auth/change-password-form-on-first-use.tsx'
import { ACT_AS_MESSAGES } from '#app/models/admin/act-as.server.ts'
import { changePassword, hasPassword, setFirstPassword } from '#app/models/auth/account.server.ts'
import { ChangePasswordSchema, SetPasswordSchema } from '#app/models/auth/auth.schema.ts'
import { requireUser, safeRedirect } from '#app/models/auth/guards.server.ts'
import { dismissPasswordRecommendation } from '#app/models/auth/password-recommendation.server.ts'
import { getSessionId } from '#app/models/auth/sessions.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { settleForm } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Contraseña · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return { hasPassword: await hasPassword(user.id) }
}

const hidden = { hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const form = await request.formData()
	// An admin acting as the user may not change the user's secret (see ACT_AS_MESSAGES)
	if (user.actingAdmin)
		return data(
			{
				result: parseWithZod(form, { schema: ChangePasswordSchema }).reply({
					...hidden,
					formErrors: [ACT_AS_MESSAGES.refusedWhileActing],
				}),
			},
			{ status: 403 },
		)
	// «Más tarde» of the recommendation modal (spec 000 §2): a plain POST, back to where it was
	if (form.get('intent') === 'mas-tarde') {
		await dismissPasswordRecommendation(user.id)
		return redirect(safeRedirect(form.get('redirectTo'), paths.dashboard(user.role)))
	}
	const first = !(await hasPassword(user.id))
	const submission = parseWithZod(form, { schema: first ? SetPasswordSchema : ChangePasswordSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(hidden) }, { status: 400 })
	const { currentPassword = '', newPassword } = submission.value as { currentPassword?: string; newPassword: string }
	return settleForm(
		submission,
		async () => {
			const result = first
				? await setFirstPassword(user.id, newPassword)
				: await changePassword(user.id, currentPassword, newPassword, {
						sessionId: await getSessionId(request),
						ip: context.clientIp,
					})
			// A guest who just chose a first password goes to the dashboard, not back to this
			// page, which would now ask them for a «Contraseña actual»
			const next = first ? paths.dashboard(user.role) : new URL(request.url).pathname
			return redirectWithToast(next, { type: 'success', text: result.message })
		},
		// The message on its field and the form kept (spec 000 §8 reset it, which hid the message)
		{ status: 400, ...hidden },
	)
}

export default function ChangePasswordRoute() {
	const { hasPassword } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const location = useLocation()
	return (
		<section className="narrow stack">
			<h1>{hasPassword ? 'Cambiar contraseña' : 'Elegir contraseña'}</h1>
			{hasPassword ? null : (
				<p>Tu cuenta aún no tiene contraseña. Elige una para poder iniciar sesión con tu correo.</p>
			)}
			<ChangePasswordForm action={location.pathname} lastResult={actionData?.result} hasPassword={hasPassword} />
		</section>
	)
}
