import { formOnFirstUse } from '#app/components/ui/form-on-first-use.tsx'
import { ChangePasswordForm as LiveForm } from './change-password-form.tsx'

/** The password form of the dashboard's bar, its recommendation and its page: zod and conform on first use. */
export const ChangePasswordForm = formOnFirstUse(import.meta.env.SSR ? LiveForm : null, () =>
	import('./change-password-form.tsx').then((module) => module.ChangePasswordForm),
)
