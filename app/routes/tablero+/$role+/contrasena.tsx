import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useActionData, useLocation } from '@remix-run/react'
import { ChangePasswordForm } from '#app/components/auth/change-password-form.tsx'
import { ACT_AS_MESSAGES } from '#app/models/admin/act-as.server.ts'
import { toastHeader } from '#app/lib/toast.server.ts'
import { changePassword } from '#app/models/auth/account.server.ts'
import { ChangePasswordSchema } from '#app/models/auth/auth.schema.ts'
import { requireUser } from '#app/models/auth/guards.server.ts'

export const meta: MetaFunction = () => [{ title: 'Contraseña · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return null
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const hidden = { hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }
	const submission = parseWithZod(await request.formData(), { schema: ChangePasswordSchema })
	// issue 8 §2: an admin acting as the user may not change the user's secret (see ACT_AS_MESSAGES)
	if (user.actingAdmin) return data({ result: submission.reply({ ...hidden, formErrors: [ACT_AS_MESSAGES.refusedWhileActing] }) }, { status: 403 })
	if (submission.status !== 'success') return data({ result: submission.reply(hidden) }, { status: 400 })
	const result = await changePassword(user.id, submission.value.currentPassword, submission.value.newPassword)
	if (!result.ok) {
		// spec 000 §8: the server's message, and the form is reset
		return data({ result: submission.reply({ formErrors: [result.message], resetForm: true }) }, { status: 400 })
	}
	return redirect(new URL(request.url).pathname, {
		headers: { 'Set-Cookie': await toastHeader({ type: 'success', text: result.message }) },
	})
}

export default function ChangePasswordRoute() {
	const actionData = useActionData<typeof action>()
	const location = useLocation()
	return (
		<section className="narrow stack">
			<h1>Cambiar contraseña</h1>
			<ChangePasswordForm action={location.pathname} lastResult={actionData?.result} />
		</section>
	)
}
