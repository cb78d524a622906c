import { type SubmissionResult } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { z } from 'zod'
import { ChangePasswordForm } from '#app/components/auth/change-password-form-on-first-use.tsx'
import { ACT_AS_MESSAGES } from '#app/models/admin/act-as.server.ts'
import { changePassword, hasPassword, setFirstPassword } from '#app/models/auth/account.server.ts'
import { ChangePasswordSchema, SetPasswordSchema } from '#app/models/auth/auth.schema.ts'
import { requireUser, safeRedirect } from '#app/models/auth/guards.server.ts'
import { dismissPasswordRecommendation } from '#app/models/auth/password-recommendation.server.ts'
import { getSessionId } from '#app/models/auth/sessions.server.ts'
import { redirectWithToast, type Replyable } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Contraseña · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return { hasPassword: await hasPassword(user.id) }
}

const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']

// «Más tarde» of the recommendation modal (spec 000 §2), a plain POST back to where it was; the
// password form's own button sends no intent
const Later = z.object({ intent: z.literal('mas-tarde'), redirectTo: z.string().optional() })
const NewPassword = { intent: z.literal('cambiar').optional() }

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request)
	// An admin acting as the user may not change the user's secret (see ACT_AS_MESSAGES)
	if (user.actingAdmin) {
		const refuse = (submission: Replyable<SubmissionResult<string[]>>) =>
			data(
				{ result: submission.reply({ hideFields, formErrors: [ACT_AS_MESSAGES.refusedWhileActing] }) },
				{ status: 403 },
			)
		return formAction(request, {
			schema: ChangePasswordSchema,
			invalid: refuse,
			run: async (_value, form) => refuse(form.submission),
		})
	}
	const first = !(await hasPassword(user.id))
	return formAction(request, {
		schema: z.discriminatedUnion('intent', [
			Later,
			first ? SetPasswordSchema.safeExtend(NewPassword) : ChangePasswordSchema.safeExtend(NewPassword),
		]),
		hideFields,
		// The message on its field and the form kept (spec 000 §8 reset it, which hid the message)
		refusal: { status: 400 },
		run: async (value) => {
			if (value.intent === 'mas-tarde') {
				await dismissPasswordRecommendation(user.id)
				return redirect(safeRedirect(value.redirectTo, paths.dashboard(user.role)))
			}
			const { currentPassword = '', newPassword } = value as { currentPassword?: string; newPassword: string }
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
	})
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
